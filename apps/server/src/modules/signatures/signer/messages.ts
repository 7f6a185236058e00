import { SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS } from '@lexdraft/core';

// What a signing link answers when it cannot do what was asked (docs/signing.md, "The signer's API").

export const UNKNOWN_LINK =
  'This signing link is not valid. Check that you opened the whole link from your email.';
export const LINK_VOIDED = 'This signing link is no longer valid: the sender voided the request.';
export const LINK_SIGNED = 'You have already signed this document: this link has been used.';
export const LINK_YOU_DECLINED = 'You declined to sign this document: this link has been used.';
export const LINK_DECLINED = 'This signing link is no longer valid: the request was declined.';
export const LINK_COMPLETED =
  'This signing link is no longer valid: the document has been signed by everyone.';
export const LINK_REPLACED =
  'This signing link was replaced by a newer one: open the link in the latest email about this document.';
export const LINK_LOCKED = `This signing link is locked after ${SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS} wrong access codes. Ask the sender to send it again.`;
export const linkExpired = (expiresAt: Date) =>
  `This signing link expired on ${expiresAt.toISOString().slice(0, 10)}. Ask the sender to send the document again.`;

export const CODE_NOT_ASKED = 'This document needs no access code.';
export const CODE_FIRST = 'Enter the access code that was emailed to you first.';
export const wrongCode = (left: number) =>
  `That access code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before this link is locked.`;
export const CODE_LOCKED_NOW = `That access code is not right either. After ${SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS} wrong codes this link is locked: ask the sender to send it again.`;
export const CC_CANNOT_SIGN = 'You receive a copy of this document; only its signers sign or decline it.';
export const CONSENT_FIRST = 'Agree to use electronic records and signatures before signing.';
export const NOT_YOUR_TURN = 'It is not your turn to sign yet: you will get an email when it is.';

export const DRAWING_NOT_PNG = 'signature.image: the drawing is not a PNG image';
export const DRAWING_BLANK = 'signature.image: the drawing is blank: draw your signature, or type it';
