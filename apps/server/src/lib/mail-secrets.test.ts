import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mail-secrets.js';

const token = () => randomBytes(32).toString('base64url');

describe('maskSecrets', () => {
  it('hides a reset token in a query and an invitation token in a path', () => {
    const reset = token();
    const invitation = token();
    const text = `Open https://docs.firm.example/auth/reset-password?token=${encodeURIComponent(reset)}\nor https://docs.firm.example/auth/register/${invitation}.`;
    expect(maskSecrets(text)).toBe(
      'Open https://docs.firm.example/auth/reset-password?token=[hidden]\nor https://docs.firm.example/auth/register/[hidden].',
    );
  });

  it('hides the secrets a sender names, as written and URL-encoded, whatever their shape', () => {
    expect(maskSecrets('Your code is 4711 (http://x.test/c/47%2F11 or 47/11)', ['4711', '47/11'])).toBe(
      'Your code is [hidden] (http://x.test/c/[hidden] or [hidden])',
    );
  });

  it('hides any credential-like query value and any token-shaped run', () => {
    expect(maskSecrets('http://x.test/a?id=7&code=abc&sig=x#top')).toBe(
      'http://x.test/a?id=7&code=[hidden]&sig=[hidden]#top',
    );
    const jwt =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    expect(maskSecrets(`Bearer ${jwt}`)).toBe('Bearer [hidden].[hidden].[hidden]');
  });

  it('keeps ordinary words, long hostnames and record ids', () => {
    const id = randomUUID();
    const text = `Hello Ana, open https://documents-production-server.firm.example/documents/${id} please.`;
    expect(maskSecrets(text)).toBe(text);
  });
});
