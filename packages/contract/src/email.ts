import { EMAIL_MAX_LENGTH } from '@lexdraft/core';
import { z } from 'zod';

// RFC 5321 section 4.5.3.1: what a mail server may refuse however well-formed the address is.
const LOCAL_PART_MAX = 64;
const DOMAIN_MAX = 255;
const DOMAIN_LABEL_MAX = 63;

function fitsMailLimits(address: string): boolean {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  return (
    at <= LOCAL_PART_MAX &&
    domain.length <= DOMAIN_MAX &&
    domain.split('.').every((label) => label.length <= DOMAIN_LABEL_MAX)
  );
}

/**
 * An email address as every route and command takes it: trimmed, at most 320 characters,
 * well-formed, and within the parts' limits that mail servers enforce (local part 64, domain 255,
 * labels 63), so an address we accept is one we can mail. The length is checked first and stops
 * the checks, so an oversized body is refused without running the address pattern over it.
 */
export const emailAddress = z
  .string()
  .trim()
  .min(1, 'Enter your email')
  .max(EMAIL_MAX_LENGTH, { message: `must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
  .pipe(
    z
      .email({ message: 'must be a valid email address' })
      .refine(
        fitsMailLimits,
        'must have at most 64 characters before the @ and 63 in each part of the domain',
      ),
  );
