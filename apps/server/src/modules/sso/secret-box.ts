import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A firm's identity-provider secret at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
// server's secret, so that a database copy alone does not yield it. Stored as
// "v1.{iv}.{tag}.{ciphertext}", base64url.

const INFO = 'lexdraft sso client secret v1';

function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'lexdraft-sso', INFO, 32));
}

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function secretBox(serverSecret: string): SecretBox {
  const key = keyOf(serverSecret);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
