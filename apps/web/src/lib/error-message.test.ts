import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("takes the error's own message", () => {
    expect(errorMessage(new ApiError('Incorrect email or password', 401), 'Login failed')).toBe(
      'Incorrect email or password',
    );
  });

  it('falls back when the error has no message or is not an Error', () => {
    expect(errorMessage(new Error(''), 'Failed to send reset email')).toBe('Failed to send reset email');
    expect(errorMessage('boom', 'Failed to reset password')).toBe('Failed to reset password');
  });
});
