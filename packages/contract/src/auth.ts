import { z } from 'zod';
import { user } from './users.js';

// The sign-in paths of docs/auth-api.md: POST /auth/login, /auth/refresh and /auth/logout.

export const loginBody = z.object({
  username: z.string().trim().min(1, 'Enter your email').max(320),
  password: z.string().min(1, 'Enter your password').max(1024),
});

export const loginResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });

/** A refresh answers a new access token and the user it is for. */
export const refreshResponse = z.object({ access_token: z.string(), user });

/** GET /api/auth/draft-key: the caller's key for the drafts kept in the browser (32 bytes, base64url). */
export const draftKeyResponse = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
