import type { Role } from '@lexdraft/core';
import type { RequestMeta } from '../../lib/request-meta.js';

/** The signed-in caller, as every service receives it: who, which organization, which session. */
export type AuthUser = {
  id: string;
  orgId: string;
  role: Role;
  permissions: string[];
  email: string;
  sessionId: string;
};

/** What a service needs of a request: the database is passed beside it. */
export type ServiceContext = { user: AuthUser; meta: RequestMeta };
