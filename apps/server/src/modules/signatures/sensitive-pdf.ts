import type { Db } from '../../db/client.js';
import { maskContent, sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { readVersionParts } from '../documents/version-content.js';
import type { SignatureRequestRow } from './requests.js';

// A sealed PDF cannot be masked without breaking its seal, so a caller who sees sensitive values
// masked everywhere else (a viewer not granted docs:sensitive) does not get one that holds any
// (issue 28). "Holds" is judged on the values of the version that was sent and signed: the PDF is
// withheld when masking them for this caller would change one.

export const SIGNED_PDF_SENSITIVE = 'The signed PDF holds sensitive values; ask an attorney for a copy.';

/** Whether the request's signed PDF is withheld from the caller (403 SIGNED_PDF_SENSITIVE). */
export async function signedPdfWithheld(
  db: Db,
  ctx: ServiceContext,
  request: Pick<SignatureRequestRow, 'documentId' | 'version'>,
): Promise<boolean> {
  const mask = await sensitiveMasker(db, ctx);
  if (!mask.active) return false;
  const parts = await readVersionParts(db, request.documentId, request.version);
  if (!parts) return false;
  return JSON.stringify(maskContent(mask, parts.valueParts)) !== JSON.stringify(parts.valueParts);
}
