import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface SectionCardProps {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}

/** A titled card whose content runs to its edges (tables and lists draw their own padding). */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <CardHeader className="border-b px-4 py-5 sm:px-6">
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-0">{children}</CardContent>
    </Card>
  );
}
