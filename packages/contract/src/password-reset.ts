import { z } from 'zod';
import { emailAddress } from './email.js';

// POST /auth/password-reset and /auth/password-reset/confirm (docs/auth-api.md).

export const passwordResetBody = z.object({ email: emailAddress });

export const passwordResetConfirmBody = z.object({
  token: z.string().min(1).max(200),
  new_password: z.string().max(1024),
  confirm_password: z.string().max(1024),
});
