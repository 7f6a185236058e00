import type * as React from 'react';
import { PublicFrame } from '@/components/layout/public-frame';

interface IntakeFrameProps {
  /** The firm that asks; unknown on a dead link, where LexDraft's mark stands alone. */
  firmName?: string;
  children: React.ReactNode;
}

/** The intake page's own frame, as a signer's: the firm at the top, nothing of the app. */
export function IntakeFrame({ firmName, children }: IntakeFrameProps) {
  return (
    <PublicFrame
      firmName={firmName}
      headerClassName="max-w-3xl"
      lockLabel="Secure form"
      footer="Questionnaire by LexDraft"
    >
      {children}
    </PublicFrame>
  );
}
