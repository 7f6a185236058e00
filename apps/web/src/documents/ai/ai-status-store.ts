import { create } from 'zustand';
import { type AiCommandName, type AiStatus, getAiStatus } from '@/api/ai';
import { useAuthStore } from '@/auth/auth-store';
import { errorMessage } from '@/lib/error-message';

// What the assistant can do for the signed-in user's firm (GET /docs/ai/status). Read when the AI
// tab opens and when a menu first needs it, never at an editor's first paint.

export interface AiStatusState {
  status: AiStatus | null;
  /** The user the status was read for: another sign-in reads it again. */
  userId: string | null;
  loading: boolean;
  error: string | null;
  /** Reads the status again; a failure is kept in `error`, not thrown. */
  load: () => Promise<AiStatus | null>;
  /** The status read once for this user; reads it when there is none yet. */
  ensure: () => Promise<AiStatus | null>;
  reset: () => void;
}

const LOAD_FAILED = 'Failed to load the AI status';

const currentUserId = () => useAuthStore.getState().user?.id ?? null;

export const useAiStatusStore = create<AiStatusState>()((set, get) => {
  let pending: Promise<AiStatus | null> | null = null;
  return {
    status: null,
    userId: null,
    loading: false,
    error: null,

    load: () => {
      pending ??= (async () => {
        const userId = currentUserId();
        set({ loading: true, error: null });
        try {
          const status = await getAiStatus();
          set({ status, userId, loading: false });
          return status;
        } catch (error) {
          set({ loading: false, error: errorMessage(error, LOAD_FAILED) });
          return null;
        } finally {
          pending = null;
        }
      })();
      return pending;
    },

    ensure: async () => {
      const { status, userId } = get();
      if (status !== null && userId === currentUserId()) return status;
      return get().load();
    },

    reset: () => {
      pending = null;
      set({ status: null, userId: null, loading: false, error: null });
    },
  };
});

/** Whether a command can run, and why not: from the status, or unknown (null) before it is read. */
export function commandAvailability(
  status: AiStatus | null,
  command: AiCommandName,
): { available: boolean; reason: string | null } | null {
  if (status === null) return null;
  return status.commands.find((entry) => entry.command === command) ?? { available: false, reason: null };
}

/** False once the status says the firm turned the assistant off; true while it is not known. */
export function aiSwitchedOn(status: AiStatus | null): boolean {
  return status?.enabled ?? true;
}
