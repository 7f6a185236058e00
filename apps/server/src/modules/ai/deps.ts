import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';
import type { AiProvider } from './provider/types.js';

/** What the assistant's services take: the database, the caller, and the provider when one is configured. */
export interface AiDeps {
  db: Db;
  ctx: ServiceContext;
  provider: AiProvider | null;
}
