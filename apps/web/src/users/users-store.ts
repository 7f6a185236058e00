import { GRANTABLE_PERMISSIONS, type GrantablePermission, type Role } from '@lexdraft/core';
import { create } from 'zustand';
import * as authApi from '@/api/auth';
import type { Invitation, Outbox, User } from '@/api/auth-types';
import { errorMessage } from '@/lib/error-message';

/** The user administration data (admin only) and its changes. */
export interface UsersState {
  users: User[];
  invitations: Invitation[];
  /** Null until loaded, and when the outbox cannot be read. */
  outbox: Outbox | null;
  /** The firm's name, for the page's description; null when unknown. */
  organizationName: string | null;
  loading: boolean;
  error: string | null;
  /** Loads users and invitations (the page's error), then the outbox and the firm's name (optional). */
  load: () => Promise<void>;
  /** Re-reads the outbox, after an invitation has put a message in it. */
  loadOutbox: () => Promise<void>;
  /** Shows the new role at once; rolls back and rethrows on failure. */
  changeRole: (userId: string, role: Role) => Promise<User>;
  /**
   * Grants or withdraws one extra permission (docs:sensitive, docs:comment), keeping the member's
   * other grants; keeps the server's answer, rethrows on failure.
   */
  setGrant: (userId: string, permission: GrantablePermission, granted: boolean) => Promise<User>;
  /** Deactivates the user and keeps the server's answer; rethrows on failure. */
  deactivate: (userId: string) => Promise<User>;
  /** Creates the invitation and lists it first; rethrows on failure. */
  invite: (email: string, role: Role) => Promise<Invitation>;
  /** Withdraws the invitation and removes it from the list; rethrows on failure. */
  revoke: (invitationId: string) => Promise<void>;
}

function replaceUser(users: User[], user: User): User[] {
  return users.map((existing) => (existing.id === user.id ? user : existing));
}

export const useUsersStore = create<UsersState>()((set, get) => ({
  users: [],
  invitations: [],
  outbox: null,
  organizationName: null,
  loading: false,
  error: null,

  load: async () => {
    set({ loading: true, error: null });
    try {
      const [users, invitations] = await Promise.all([authApi.listUsers(), authApi.listInvitations()]);
      set({ users, invitations, loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'Failed to load users') });
      return;
    }
    // Both are extras: the page works without them, so their failures stay quiet.
    await Promise.all([
      get().loadOutbox(),
      authApi.getOrganization().then(
        (organization) => set({ organizationName: organization.name }),
        () => undefined,
      ),
    ]);
  },

  loadOutbox: async () => {
    try {
      set({ outbox: await authApi.getOutbox() });
    } catch {
      set({ outbox: null });
    }
  },

  changeRole: async (userId, role) => {
    const previous = get().users.find((user) => user.id === userId);
    if (previous === undefined) throw new Error('Unknown user');
    set({ users: replaceUser(get().users, { ...previous, role }) });
    try {
      const saved = await authApi.changeRole(userId, role);
      set({ users: replaceUser(get().users, saved) });
      return saved;
    } catch (error) {
      set({ users: replaceUser(get().users, previous) });
      throw error;
    }
  },

  setGrant: async (userId, permission, granted) => {
    const current = get().users.find((user) => user.id === userId)?.permissions ?? [];
    // The PUT replaces the member's grants: the others are sent as they are.
    const others = GRANTABLE_PERMISSIONS.filter((grant) => grant !== permission && current.includes(grant));
    const saved = await authApi.changePermissions(userId, granted ? [...others, permission] : others);
    set({ users: replaceUser(get().users, saved) });
    return saved;
  },

  deactivate: async (userId) => {
    const saved = await authApi.deactivateUser(userId);
    set({ users: replaceUser(get().users, saved) });
    return saved;
  },

  invite: async (email, role) => {
    const invitation = await authApi.createInvitation(email, role);
    set({ invitations: [invitation, ...get().invitations] });
    return invitation;
  },

  revoke: async (invitationId) => {
    await authApi.revokeInvitation(invitationId);
    set({ invitations: get().invitations.filter((invitation) => invitation.id !== invitationId) });
  },
}));
