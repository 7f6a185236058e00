import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { firmP12, pdfsig, plainPdf, tempFile } from '../../../test/seal.js';
import { signPdf } from './sign-pdf.js';
import { loadSigningCredentials, SigningCredentialsError, selfSignedP12Path } from './signing-credentials.js';

const run = promisify(execFile);
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lexdraft-data-'));

describe('signPdf', () => {
  it("signs the whole file with the install's own certificate, made once under DATA_DIR", async () => {
    const dir = dataDir();
    const credentials = loadSigningCredentials({ dataDir: dir });
    const file = selfSignedP12Path(dir);
    expect(credentials.selfSigned).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(loadSigningCredentials({ dataDir: dir }).p12).toEqual(readFileSync(file));

    const report = await pdfsig(await signPdf(await plainPdf(2), credentials));
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: LexDraft document seal (self-signed)');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('uses the firm’s own PKCS#12 when one is configured, and makes none of its own', async () => {
    const dir = dataDir();
    const p12Path = tempFile('firm.p12', firmP12('Smith & Jones LLP', 'firm-pass'));
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'x'.repeat(32),
      SIGNING_P12_PATH: p12Path,
      SIGNING_P12_PASSWORD: 'firm-pass',
    });
    expect(config.signing).toEqual({ p12Path, p12Password: 'firm-pass' });
    const credentials = loadSigningCredentials({ dataDir: dir, ...config.signing });
    expect(credentials).toMatchObject({ name: 'Smith & Jones LLP', selfSigned: false });
    expect(existsSync(path.join(dir, 'signing'))).toBe(false);

    const report = await pdfsig(await signPdf(await plainPdf(1), credentials));
    expect(report).toContain('Signer Certificate Common Name: Smith & Jones LLP');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('reads no signing settings when none are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(32) }).signing).toEqual({
      p12Path: undefined,
      p12Password: '',
    });
  });

  it('refuses a wrong password, a missing file and a file that is no PKCS#12, saying which', () => {
    const dir = dataDir();
    const p12Path = tempFile('firm.p12', firmP12('Smith & Jones LLP', 'firm-pass'));
    const load = (settings: { p12Path: string; p12Password: string }) => () =>
      loadSigningCredentials({ dataDir: dir, ...settings });
    expect(load({ p12Path, p12Password: 'wrong' })).toThrow(SigningCredentialsError);
    expect(load({ p12Path, p12Password: 'wrong' })).toThrow(
      `The signing certificate ${p12Path} does not open with SIGNING_P12_PASSWORD: the password is wrong.`,
    );
    expect(load({ p12Path: path.join(dir, 'missing.p12'), p12Password: '' })).toThrow(
      /^SIGNING_P12_PATH .*missing\.p12 cannot be read \(ENOENT\)\.$/,
    );
    const junk = tempFile('junk.p12');
    writeFileSync(junk, 'not a certificate');
    expect(load({ p12Path: junk, p12Password: '' })).toThrow(/is not a readable PKCS#12 file/);
  });

  it('gives two processes that start at once the same certificate, written once', async () => {
    const dir = dataDir();
    const module = new URL('./signing-credentials.ts', import.meta.url).pathname;
    const script = `import { createHash } from 'node:crypto';
      import { selfSignedCredentials } from ${JSON.stringify(module)};
      console.log(createHash('sha256').update(selfSignedCredentials(process.argv[1]).p12).digest('hex'));`;
    const start = () =>
      run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
        cwd: path.dirname(module),
      });
    const [first, second] = await Promise.all([start(), start()]);
    const onDisk = createHash('sha256')
      .update(readFileSync(selfSignedP12Path(dir)))
      .digest('hex');
    expect(first.stdout.trim()).toBe(onDisk);
    expect(second.stdout.trim()).toBe(onDisk);
    // Nothing left beside it from the process whose file lost.
    expect(readdirSync(path.join(dir, 'signing'))).toEqual(['seal.p12']);
  });
});
