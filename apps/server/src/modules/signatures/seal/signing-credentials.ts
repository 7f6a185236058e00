import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

// The certificate that seals completed documents: the firm's own PKCS#12 (SIGNING_P12_PATH and
// SIGNING_P12_PASSWORD), or else one the install makes for itself on first use, self-signed, kept
// at DATA_DIR/signing/seal.p12 (0600) with local storage, or in the shared storage
// (../shared-seal.ts) so that every instance seals with the same one. A self-signed seal still makes any change after sealing
// detectable; a firm that wants readers to trust the signer's identity sets its own certificate.

/** A PKCS#12 that opens with its passphrase and holds a key with its certificate. */
export type SigningCredentials = {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name, written into the signature as the signer's name. */
  name: string;
  /** True for the certificate the install made for itself. */
  selfSigned: boolean;
};

export class SigningCredentialsError extends Error {}

/** Where the install keeps its own sealing certificate. */
export const selfSignedP12Path = (dataDir: string) => path.join(dataDir, 'signing', 'seal.p12');
// The generated file is protected by its permissions, as DATA_DIR/jwt-secret is; PKCS#12 files
// always carry a passphrase (the signer reads only encrypted key bags), so it has a fixed one.
const SELF_SIGNED_PASSPHRASE = 'lexdraft-seal';
const SELF_SIGNED_NAME = 'LexDraft document seal (self-signed)';
const SELF_SIGNED_YEARS = 10;

/** Opens a PKCS#12, or says plainly why it cannot be used. */
export function readCredentials(p12: Buffer, passphrase: string, source: string): SigningCredentials {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      passphrase,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const wrongPassword = /MAC could not be verified|Invalid password|decrypt/i.test(reason);
    throw new SigningCredentialsError(
      wrongPassword
        ? `The signing certificate ${source} does not open with SIGNING_P12_PASSWORD: the password is wrong.`
        : `The signing certificate ${source} is not a readable PKCS#12 file (${reason}).`,
    );
  }
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBag = forge.pki.oids.certBag as string;
  const keys = parsed.getBags({ bagType: keyBag })[keyBag] ?? [];
  const certificates = (parsed.getBags({ bagType: certBag })[certBag] ?? []).flatMap(
    (bag: forge.pkcs12.Bag) => (bag.cert ? [bag.cert] : []),
  );
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificate = certificates.find((cert: forge.pki.Certificate) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return key !== undefined && publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!key || !certificate)
    throw new SigningCredentialsError(
      `The signing certificate ${source} must hold an RSA private key (encrypted) and its certificate.`,
    );
  const name = String(certificate.subject.getField('CN')?.value ?? 'LexDraft document seal');
  return { p12, passphrase, name, selfSigned: false };
}

/** A new self-signed sealing certificate as PKCS#12 bytes. */
export function createSelfSignedP12(now = new Date()): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial: 16 random bytes with the top bit cleared.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + SELF_SIGNED_YEARS);
  const subject = [
    { name: 'commonName', value: SELF_SIGNED_NAME },
    { name: 'organizationName', value: 'LexDraft' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], SELF_SIGNED_PASSPHRASE, {
    algorithm: 'aes256',
    friendlyName: SELF_SIGNED_NAME,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Opens a seal the install made for itself (createSelfSignedP12), read from `source`. */
export function openSelfSigned(p12: Buffer, source: string): SigningCredentials {
  return { ...readCredentials(p12, SELF_SIGNED_PASSPHRASE, source), selfSigned: true };
}

/**
 * The install's own certificate: read from DATA_DIR/signing/seal.p12, or made there first. The
 * file appears whole or not at all (written aside, then linked into place), and when two processes
 * make one at once the first link wins and both use that one.
 */
export function selfSignedCredentials(dataDir: string): SigningCredentials {
  const file = selfSignedP12Path(dataDir);
  const read = () => openSelfSigned(readFileSync(file), file);
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, createSelfSignedP12(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return read();
}

export type SigningSettings = {
  dataDir: string;
  p12Path?: string | undefined;
  p12Password?: string | undefined;
};

/** The firm's PKCS#12 when one is configured, else the install's own. */
export function loadSigningCredentials(settings: SigningSettings): SigningCredentials {
  if (!settings.p12Path) return selfSignedCredentials(settings.dataDir);
  let bytes: Buffer;
  try {
    bytes = readFileSync(settings.p12Path);
  } catch (error) {
    throw new SigningCredentialsError(
      `SIGNING_P12_PATH ${settings.p12Path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
  return readCredentials(bytes, settings.p12Password ?? '', settings.p12Path);
}
