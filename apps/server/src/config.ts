import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type S3Config, s3ConfigOf, s3Env, s3SettingIssues } from './lib/storage/s3-config.js';
import {
  type StorageKind,
  storageEnv,
  storageKindOf,
  storageSettingIssues,
} from './lib/storage/storage-config.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' });

/** Every setting the server reads from the environment, with its default. `.env.example` mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number from 0 to 65535' })
    .int({ message: 'must be a port number from 0 to 65535' })
    .min(0, { message: 'must be a port number from 0 to 65535' })
    .max(65_535, { message: 'must be a port number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://docs.example-firm.com' }).optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('LexDraft <no-reply@lexdraft.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed !== undefined) return parsed;
      context.addIssue({
        code: 'custom',
        message:
          'must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)',
      });
      return z.NEVER;
    })
    .default(false),
  SEED_DEMO: booleanFromEnv.default(true),
  DEMO_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).default('demo-password-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ...s3Env,
  ...storageEnv,
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  PDF_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number from 1 to 16' })
    .int({ message: 'must be a whole number from 1 to 16' })
    .min(1, { message: 'must be a whole number from 1 to 16' })
    .max(16, { message: 'must be a whole number from 1 to 16' })
    .default(2),
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  AI_BASE_URL: z.url({ message: 'must be an absolute URL such as https://api.openai.com/v1' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4'),
  AI_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds from 1,000 to 600,000' })
    .int({ message: 'must be a whole number of milliseconds from 1,000 to 600,000' })
    .min(1000, { message: 'must be a whole number of milliseconds from 1,000 to 600,000' })
    .max(600_000, { message: 'must be a whole number of milliseconds from 1,000 to 600,000' })
    .default(60_000),
  // The most tokens an answer may take (max_tokens); 0 sends none, for models that refuse the field.
  AI_MAX_TOKENS: z.coerce
    .number({ message: 'must be a whole number of tokens from 0 to 1,000,000' })
    .int({ message: 'must be a whole number of tokens from 0 to 1,000,000' })
    .min(0, { message: 'must be a whole number of tokens from 0 to 1,000,000' })
    .max(1_000_000, { message: 'must be a whole number of tokens from 0 to 1,000,000' })
    .default(4096),
  // Unset keeps the audit log forever; a number of days removes older rows once a day.
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 1 to 36,500' })
    .int({ message: 'must be a whole number of days from 1 to 36,500' })
    .min(1, { message: 'must be a whole number of days from 1 to 36,500' })
    .max(36_500, { message: 'must be a whole number of days from 1 to 36,500' })
    .optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: which peers' X-Forwarded-For gives the client address. */
  trustProxy: TrustProxy;
  seedDemo: boolean;
  demoPassword: string;
  logLevel: string;
  webDistDir: string;
  /** S3-compatible asset storage; undefined keeps assets on the local disk under DATA_DIR. */
  s3: S3Config | undefined;
  /** Where files live (STORAGE): s3 exactly when `s3` is set, else the database or the local disk. */
  storage: StorageKind;
  /** The Chromium that prints PDFs; PDF export answers 503 while there is none there. */
  chromiumPath: string;
  /** How many PDFs print at once; more wait their turn. */
  pdfConcurrency: number;
  /**
   * The firm's PKCS#12 that seals signed documents, and its password; with no path, the install
   * makes its own self-signed certificate under DATA_DIR/signing on first use.
   */
  signing: { p12Path: string | undefined; p12Password: string };
  /**
   * An OpenAI-compatible chat-completions provider (issue 15); with no base URL the assistant
   * runs offline (the built-in reviewer and the local commands).
   */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    /** AI_MAX_TOKENS; absent in tests that build a config by hand (the provider's default applies). */
    maxTokens?: number;
  };
  /** AUDIT_RETENTION_DAYS: audit rows older than this are removed daily; undefined keeps them all. */
  auditRetentionDays?: number;
};

export class ConfigError extends Error {}

/**
 * The configuration of a process started from a shell: `.env` read first, then the environment.
 * Undefined, with the reason printed, when a value is bad.
 */
export function readProcessConfig(): Config | undefined {
  try {
    loadDotEnvFile();
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/** Reads a `.env` file in the working directory, if there is one; the real environment wins. */
function loadDotEnvFile(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
  new ConfigError(
    `Invalid configuration:\n${issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );

/** Reads and validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const e = parsed.data;
  const s3Issues = s3SettingIssues(e);
  if (s3Issues.length > 0) throw invalid(s3Issues);
  const storageIssues = storageSettingIssues(e);
  if (storageIssues.length > 0) throw invalid(storageIssues);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    s3: s3ConfigOf(e),
    storage: storageKindOf(e),
    chromiumPath: e.CHROMIUM_PATH,
    pdfConcurrency: e.PDF_CONCURRENCY,
    signing: {
      p12Path: e.SIGNING_P12_PATH === undefined ? undefined : path.resolve(e.SIGNING_P12_PATH),
      p12Password: e.SIGNING_P12_PASSWORD ?? '',
    },
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxTokens: e.AI_MAX_TOKENS,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
  };
}

/** A secret generated on first start and kept under DATA_DIR, so that tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' so that two processes starting at once cannot overwrite each other's secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
