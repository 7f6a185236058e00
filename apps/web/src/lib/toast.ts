import type { ExternalToast, toast as sonnerToast } from 'sonner';

// The app's toasts, without sonner's code on any first load: calls made before sonner is fetched
// wait here, and the toast outlet (app/signed-in-toaster.tsx) mounts once one is asked for.

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner['success']>[0];
type ToastId = string | number;
type Call = (sonner: Sonner) => void;

let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
const waiting: Call[] = [];
let asked = false;
const listeners = new Set<() => void>();
let lastId = 0;

/** Fetches sonner once and passes it the toasts asked for so far; tests await it up front. */
export function loadToasts(): Promise<void> {
  loading ??= import('sonner').then((module) => {
    sonner = module.toast;
    for (const call of waiting.splice(0)) call(module.toast);
  });
  return loading;
}

/** True once any toast has been asked for: the outlet mounts from then on. */
export function toastsAsked(): boolean {
  return asked;
}

/** Calls back when the first toast is asked for. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function run(call: Call) {
  if (sonner) call(sonner);
  else {
    waiting.push(call);
    void loadToasts();
  }
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
}

// The id is made here, so that a caller can dismiss or update a toast sonner has not shown yet.
function show(kind: 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading') {
  return (message: Message, data?: ExternalToast): ToastId => {
    lastId += 1;
    const id = data?.id ?? `toast-${lastId}`;
    run((toast) => toast[kind](message, { ...data, id }));
    return id;
  };
}

/** Sonner's `toast` API as the app uses it: `toast(...)`, `.success`, `.error`, `.loading`, `.dismiss`. */
export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
  dismiss: (id?: ToastId) => {
    // Before any toast was asked for there is nothing to dismiss, and no reason to fetch sonner.
    if (asked) run((toast) => toast.dismiss(id));
  },
});
