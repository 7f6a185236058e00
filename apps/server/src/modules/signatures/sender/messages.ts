import { SIGNATURE_PROVIDERS } from '@lexdraft/core';

// What the sender's routes answer when they refuse (docs/signing.md, API).

export const unsupportedProvider = (provider: string) =>
  `"${provider}" is not a signature provider this app supports. Supported: ${SIGNATURE_PROVIDERS.join(', ')}.`;
export const TEMPLATE_NOT_SENDABLE =
  'A template cannot be sent for signature. Create a document from it and send that.';
export const NOTHING_TO_SIGN = 'This document has no content to sign yet. Save it first.';
export const ALREADY_OUT =
  'This document is already out for signature. Void that request before sending it again.';
export const CHANGED_WHILE_SENDING =
  'This document was saved while it was being prepared for signature. Send it again to sign the latest version.';
export const fieldWithoutSigner = (field: number, signers: number) =>
  `This document has a Signature field for signer ${field}, but ${signers === 1 ? 'only 1 signer is' : `only ${signers} signers are`} listed. Add signers, or remove the field.`;
export const NEVER_SENT = 'This document has not been sent for signature.';
export const NOTHING_OPEN = 'This document has no open signature request.';
export const NOBODY_TO_REMIND = 'No signer is waiting to be reminded.';
export const NOT_SIGNED_YET = 'The signed PDF is available once every signer has signed.';
export const STILL_SEALING = 'The signed PDF is being sealed; try again in a few seconds.';
/** Seconds a caller is asked to wait (Retry-After) for a PDF that is being sealed. */
export const SEALING_RETRY_AFTER_SECONDS = 5;
