import { COMMENT_PERMISSION } from '@lexdraft/core';
import type { User } from '@/api/auth-types';
import { GrantSwitch } from './grant-switch';

// A viewer reads comments but writes none (no thread, reply or resolve) unless an admin grants
// docs:comment here (issue 31). Admins, attorneys and paralegals comment by their role.

const said = {
  granted: (name: string) => `${name} can now comment`,
  withdrawn: (name: string) => `${name} can no longer comment`,
};

/** The switch that grants a viewer docs:comment. */
export function CommentAccessSwitch({ user }: { user: User }) {
  return <GrantSwitch user={user} permission={COMMENT_PERMISSION} label="Can comment" said={said} />;
}
