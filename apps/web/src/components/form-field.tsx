import type * as React from 'react';
import { Label } from '@/components/ui/label';

/** The props that tie a control to its label and inline message; spread them onto the input. */
export interface FormFieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: React.ReactNode;
  /** The inline message; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** Shown at the end of the label's line, as the sign-in form's "Forgot password?" link. */
  labelAside?: React.ReactNode;
  children: (control: FormFieldControl) => React.ReactNode;
}

/** A label, its control and the control's inline error, linked for screen readers. */
export function FormField({ id, label, error, labelAside, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="grid gap-2">
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error !== undefined ? errorId : undefined,
      })}
      {error !== undefined && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
