import type * as React from 'react';
import { PublicFrame } from '@/components/layout/public-frame';

interface SigningFrameProps {
  /** The firm that sent the document; unknown on a dead link, where LexDraft's mark stands alone. */
  firmName?: string;
  documentName?: string;
  children: React.ReactNode;
}

/** The signing page's own frame: the firm and the document at the top, nothing of the app. */
export function SigningFrame({ firmName, documentName, children }: SigningFrameProps) {
  return (
    <PublicFrame
      firmName={firmName}
      subtitle={documentName}
      headerClassName="max-w-6xl"
      lockLabel="Secure signing"
      footer="Electronic signing by LexDraft"
    >
      {children}
    </PublicFrame>
  );
}
