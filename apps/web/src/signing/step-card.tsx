import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The steps a signer goes through, as the progress line names them. */
export type SigningStepName = 'code' | 'consent' | 'document';

const STEP_LABELS: Record<SigningStepName, string> = {
  code: 'Verify',
  consent: 'Agree',
  document: 'Review and sign',
};

/** A heading that takes focus when it appears, so that a screen reader starts each step at its title. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/** Where the signer is: the steps of this link (Verify only when a code is asked), the current one marked. */
export function SigningProgress({ steps, current }: { steps: SigningStepName[]; current: SigningStepName }) {
  const at = steps.indexOf(current);
  return (
    <nav aria-label="Signing steps">
      <ol className="flex items-center justify-center gap-2 text-xs sm:gap-3 sm:text-sm">
        {steps.map((step, index) => {
          const done = index < at;
          const active = index === at;
          return (
            <li
              key={step}
              className="flex items-center gap-2 sm:gap-3"
              aria-current={active ? 'step' : undefined}
            >
              {index > 0 && <span aria-hidden="true" className="h-px w-5 bg-border sm:w-8" />}
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full font-semibold text-xs tabular-nums',
                  active && 'bg-primary text-primary-foreground',
                  done && 'bg-success/15 text-success',
                  !active && !done && 'bg-card text-muted-foreground ring-1 ring-border',
                )}
              >
                {done ? <CheckIcon aria-hidden="true" className="size-3.5" /> : index + 1}
              </span>
              <span className={cn(active ? 'font-medium text-foreground' : 'text-muted-foreground')}>
                {STEP_LABELS[step]}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface StepCardProps {
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  children?: React.ReactNode;
  /** Centred, for a result (signed, declined, a dead link) rather than a form. */
  centered?: boolean;
  className?: string;
}

/** A step's card: its title (focused when the step opens) and what the signer is asked to do. */
export function StepCard({ title, description, icon, children, centered, className }: StepCardProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card className={cn('w-full gap-5 shadow-md', className)}>
      <CardHeader className={centered ? 'justify-items-center text-balance text-center' : undefined}>
        {icon}
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-foreground text-xl tracking-tight outline-none"
        >
          {title}
        </h1>
        {description && <div className="text-muted-foreground text-sm leading-relaxed">{description}</div>}
      </CardHeader>
      {children && <CardContent className="grid gap-5">{children}</CardContent>}
    </Card>
  );
}

/** A narrow column in the middle of the page, for the steps before the document. */
export function StepColumn({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-12">{children}</div>;
}
