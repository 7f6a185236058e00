import { z } from 'zod';

/** GET /healthz when the database answers. */
export const healthOk = z.object({ status: z.literal('ok') });
