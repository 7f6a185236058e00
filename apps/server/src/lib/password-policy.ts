import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@lexdraft/core';
import { dictionary } from '@zxcvbn-ts/language-common';

// About 49,000 passwords most often found in breaches, from zxcvbn-ts's common-language package.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/**
 * Why a new password is refused, or undefined when it is acceptable. Length only, no composition
 * rules (NIST SP 800-63B), and never a password found on the list of the most common ones.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  return undefined;
}
