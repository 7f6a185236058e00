import { MIN_PASSWORD_LENGTH } from '@lexdraft/core';
import { useState } from 'react';

/** Spec section 5: the two inline rules of a new password. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** A new password and its confirmation, with the messages to show inline. */
export interface NewPassword {
  password: string;
  confirmation: string;
  setPassword: (value: string) => void;
  setConfirmation: (value: string) => void;
  passwordError: string | undefined;
  confirmationError: string | undefined;
  /** Both rules pass. */
  isValid: boolean;
  /** Shows both messages from now on, as a submit does; returns whether both rules pass. */
  validate: () => boolean;
}

/**
 * The length rule shows once the user has typed in the password field, the match rule once the
 * confirmation is non-empty, and both again on submit.
 */
export function useNewPassword(): NewPassword {
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [typed, setTyped] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const mismatch = password !== confirmation;

  return {
    password,
    confirmation,
    setPassword: (value) => {
      setPasswordValue(value);
      setTyped(true);
    },
    setConfirmation,
    passwordError: (typed || submitted) && tooShort ? PASSWORD_TOO_SHORT : undefined,
    confirmationError: (confirmation !== '' || submitted) && mismatch ? PASSWORDS_DO_NOT_MATCH : undefined,
    isValid: !tooShort && !mismatch,
    validate: () => {
      setSubmitted(true);
      return !tooShort && !mismatch;
    },
  };
}
