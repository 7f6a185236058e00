// What sealing is given: plain values read by the caller (the signing service) from its rows.
// Sealing itself reads no database and no storage.

/** A signature as its signer adopted it: drawn (a PNG) or typed (printed in the handwriting font). */
export type AdoptedSignature = { kind: 'drawn'; png: Uint8Array } | { kind: 'typed'; text: string };

/** One signer's signature to stamp into their fields. */
export type SignatureStamp = {
  /** 1 for the request's first signer: the number its Signature fields carry. */
  signer: number;
  name: string;
  signedAt: Date;
  signature: AdoptedSignature;
};

/** One recipient as the completion certificate lists them. */
export type CertificateRecipient = {
  name: string;
  email: string;
  role: 'signer' | 'cc';
  /** The recipient's status when the request completed (`signed`, `sent`, ...). */
  status: string;
  /** Where they signed from; null when they did not act. */
  ip: string | null;
  userAgent: string | null;
  openedAt: Date | null;
  viewedAt: Date | null;
  consentedAt: Date | null;
  consentVersion: string | null;
  /** Whether the request asked this recipient for an access code, and when they gave it. */
  accessCodeRequired: boolean;
  codeVerifiedAt: Date | null;
  signedAt: Date | null;
  signature: AdoptedSignature | null;
};

/** Everything the completion certificate states. */
export type CertificateInput = {
  documentName: string;
  documentId: string;
  requestId: string;
  /** Hex SHA-256 of the PDF that was sent (frozen) for signature. */
  documentSha256: string;
  sentAt: Date;
  completedAt: Date;
  recipients: CertificateRecipient[];
};
