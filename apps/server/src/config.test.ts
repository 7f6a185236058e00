import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lexdraft-config-'));

describe('loadConfig', () => {
  it('has a default for every optional setting', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      seedDemo: true,
      demoPassword: 'demo-password-1',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty', 'PORT: must be a port number from 0 to 65535'],
    ['PORT', '70000', 'PORT: must be a port number from 0 to 65535'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL: must be an absolute URL'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO: must be true or false'],
    ['JWT_SECRET', 'short', 'JWT_SECRET: must be at least 32 characters'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    [
      'TRUST_PROXY',
      'yes please',
      'TRUST_PROXY: must be false, true, a number of proxy hops, or a comma-separated',
    ],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY: must be false, true'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal', 'TRUST_PROXY: must be false, true'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY: must be false, true'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(message);
  });

  it('reads booleans the way people write them', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'yes' }).seedDemo).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://docs.firm.example/' }).publicUrl).toBe(
      'https://docs.firm.example',
    );
  });

  it('generates JWT_SECRET once, keeps it under DATA_DIR readable only by its owner, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reads TRUST_PROXY as false, true, a hop count or a list of addresses and ranges', () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,fd00::/8 , loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    const twoHops = trustProxy('2');
    if (typeof twoHops !== 'function') throw new Error('a hop count gives a trust function');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('keeps assets on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
  });

  it('reads S3 storage: region, an optional endpoint (trailing slash dropped), keys in pairs', () => {
    const s3 = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).s3;
    expect(s3({ S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1' })).toEqual({
      bucket: 'firm-assets',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(
      s3({
        S3_BUCKET: 'firm-assets',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'firm-assets',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it.each([
    [{ S3_BUCKET: 'firm-assets' }, 'S3_REGION: must be set with S3_BUCKET'],
    [{ S3_REGION: 'eu-west-1' }, 'S3_BUCKET: must be set to use S3 storage (S3_REGION is set)'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1' }, 'S3_BUCKET: must be set'],
    [
      { S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key-id' },
      'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID',
    ],
    [
      { S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1', S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY',
    ],
    [{ S3_BUCKET: 'Firm_Assets', S3_REGION: 'eu-west-1' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'firm-assets', S3_REGION: 'Europe West' }, 'S3_REGION: must be a region name'],
    [
      { S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT: must be an http:// or https:// URL',
    ],
    [
      { S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'ftp://minio.example' },
      'S3_ENDPOINT: must be an http:// or https:// URL',
    ],
  ])('refuses the S3 settings %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('keeps files in S3 with S3_BUCKET, else in PostgreSQL with DATABASE_URL, else on the disk, unless STORAGE says', () => {
    const storage = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).storage;
    const databaseUrl = 'postgres://lexdraft@db.internal/lexdraft';
    expect(storage({})).toBe('local');
    expect(storage({ DATABASE_URL: databaseUrl })).toBe('database');
    expect(storage({ DATABASE_URL: databaseUrl, S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1' })).toBe(
      's3',
    );
    expect(storage({ DATABASE_URL: databaseUrl, STORAGE: 'local' })).toBe('local');
    expect(storage({ STORAGE: 'database' })).toBe('database');
    expect(storage({ STORAGE: 's3', S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1' })).toBe('s3');
  });

  it.each([
    [{ STORAGE: 'disk' }, 'STORAGE: must be local, database or s3'],
    [{ STORAGE: 's3' }, 'S3_BUCKET: must be set with STORAGE=s3'],
    [
      { STORAGE: 'database', S3_BUCKET: 'firm-assets', S3_REGION: 'eu-west-1' },
      'STORAGE: is database but S3_BUCKET is set: set STORAGE=s3, or unset S3_BUCKET',
    ],
  ])('refuses the storage settings %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('asks an AI provider for 4096 tokens at most unless AI_MAX_TOKENS says otherwise (0: no limit sent)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).ai.maxTokens).toBe(4096);
    expect(loadConfig({ DATA_DIR: tempDir(), AI_MAX_TOKENS: '16384' }).ai.maxTokens).toBe(16_384);
    expect(loadConfig({ DATA_DIR: tempDir(), AI_MAX_TOKENS: '0' }).ai.maxTokens).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_MAX_TOKENS: 'lots' })).toThrow(
      'AI_MAX_TOKENS: must be a whole number of tokens from 0 to 1,000,000',
    );
  });

  it('keeps the audit log forever unless AUDIT_RETENTION_DAYS names a whole number of days', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).auditRetentionDays).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), AUDIT_RETENTION_DAYS: '' }).auditRetentionDays).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    for (const bad of ['0', '-5', '1.5', 'forever', '36501'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), AUDIT_RETENTION_DAYS: bad })).toThrow(
        'AUDIT_RETENTION_DAYS: must be a whole number of days from 1 to 36,500',
      );
  });

  it('prefers a JWT_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });
});
