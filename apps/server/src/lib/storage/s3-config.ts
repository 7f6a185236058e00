import { z } from 'zod';

// The settings that choose S3-compatible storage. S3_BUCKET set selects it; the others only make
// sense beside it, so a partial set stops start-up rather than quietly writing to the local disk.

/** The bucket, where it is, and whose keys sign; with no keys the SDK's own chain (IAM role, AWS_* variables) is used. */
export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2, ...); buckets are then addressed by path. Unset: AWS. */
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const httpUrl = z
  .url({ message: 'must be an http:// or https:// URL such as https://s3.example.com' })
  .refine((value) => /^https?:\/\//.test(value), {
    message: 'must be an http:// or https:// URL such as https://s3.example.com',
  });

/** The S3 variables of the environment schema (config.ts). */
export const s3Env = {
  // S3's own naming rules, so that a typo shows at start-up rather than at the first upload.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { message: 'must be a region name such as eu-west-1' })
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
};

type S3Env = { [Name in keyof typeof s3Env]?: string | undefined };
type Issue = { path: string[]; message: string };

/** What is missing from a set of S3 variables, each named by the variable to set. */
export function s3SettingIssues(env: S3Env): Issue[] {
  const given = (Object.keys(s3Env) as (keyof S3Env)[]).filter((name) => env[name] !== undefined);
  if (given.length === 0) return [];
  const issues: Issue[] = [];
  if (env.S3_BUCKET === undefined) {
    issues.push({
      path: ['S3_BUCKET'],
      message: `must be set to use S3 storage (${given.join(', ')} is set)`,
    });
  }
  if (env.S3_REGION === undefined) {
    issues.push({ path: ['S3_REGION'], message: 'must be set with S3_BUCKET, e.g. us-east-1' });
  }
  if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined) {
    issues.push({ path: ['S3_SECRET_ACCESS_KEY'], message: 'must be set with S3_ACCESS_KEY_ID' });
  }
  if (env.S3_SECRET_ACCESS_KEY !== undefined && env.S3_ACCESS_KEY_ID === undefined) {
    issues.push({ path: ['S3_ACCESS_KEY_ID'], message: 'must be set with S3_SECRET_ACCESS_KEY' });
  }
  return issues;
}

/** The S3 settings of an environment that passed s3SettingIssues; undefined means local storage. */
export function s3ConfigOf(env: S3Env): S3Config | undefined {
  if (env.S3_BUCKET === undefined || env.S3_REGION === undefined) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
