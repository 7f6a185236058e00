import { describe, expect, it } from 'vitest';
import { ApiError, errorDetailFrom, errorMessageFrom } from './api-error';

describe('errorMessageFrom', () => {
  it('prefers a string detail', () => {
    expect(errorMessageFrom({ detail: 'Not found', message: 'ignored' }, 404)).toBe('Not found');
  });

  it('reads detail.message when detail is an object', () => {
    expect(errorMessageFrom({ detail: { message: 'Bad field' }, message: 'ignored' }, 422)).toBe('Bad field');
  });

  it('falls back to a top-level message', () => {
    expect(errorMessageFrom({ message: 'Conflict' }, 409)).toBe('Conflict');
    expect(errorMessageFrom({ detail: { code: 'x' }, message: 'Conflict' }, 409)).toBe('Conflict');
  });

  it('ends with HTTP {status}', () => {
    expect(errorMessageFrom(undefined, 500)).toBe('HTTP 500');
    expect(errorMessageFrom('<html>', 502)).toBe('HTTP 502');
    expect(errorMessageFrom({ detail: 42, message: null }, 400)).toBe('HTTP 400');
    expect(errorMessageFrom({ detail: '' }, 400)).toBe('HTTP 400');
  });

  it('takes another final fallback when given', () => {
    expect(errorMessageFrom({}, 500, 'Upload failed')).toBe('Upload failed');
  });
});

describe('errorDetailFrom', () => {
  it('returns the detail field or undefined', () => {
    expect(errorDetailFrom({ detail: { message: 'm' } })).toEqual({ message: 'm' });
    expect(errorDetailFrom('text')).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('is an Error carrying status and detail', () => {
    const error = new ApiError('Not found', 404, 'Not found');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Not found');
    expect(error.status).toBe(404);
    expect(error.detail).toBe('Not found');
  });
});
