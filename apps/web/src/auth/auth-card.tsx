import type * as React from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  /** The page's h1, also used for the document title. */
  title: string;
  description?: React.ReactNode;
  /** An icon shown above the title, for result views. */
  icon?: React.ReactNode;
  children?: React.ReactNode;
  footer?: React.ReactNode;
}

/** The card every signed-out view sits in: title, description, content, and a footer for links. */
export function AuthCard({ title, description, icon, children, footer }: AuthCardProps) {
  return (
    <Card className="shadow-md">
      <title>{`${title} · LexDraft`}</title>
      <CardHeader className="justify-items-center text-center">
        {icon}
        <CardTitle className="text-xl leading-7 tracking-tight">
          <h1>{title}</h1>
        </CardTitle>
        {description && <CardDescription className="text-balance">{description}</CardDescription>}
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
      {footer && <CardFooter className="flex-col gap-2">{footer}</CardFooter>}
    </Card>
  );
}
