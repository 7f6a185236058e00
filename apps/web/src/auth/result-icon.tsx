import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const tones = {
  success: 'bg-success/10 text-success ring-success/5',
  primary: 'bg-primary/8 text-primary ring-primary/4',
  destructive: 'bg-destructive/10 text-destructive ring-destructive/5',
};

/** The round icon above the title of a result view (email sent, password changed, bad link). */
export function ResultIcon({ icon: Icon, tone }: { icon: LucideIcon; tone: keyof typeof tones }) {
  return (
    <div className={cn('mb-2 flex size-12 items-center justify-center rounded-full ring-8', tones[tone])}>
      <Icon className="size-6" aria-hidden="true" />
    </div>
  );
}
