/**
 * Toasts (spec §9): short messages at the top centre, titled notifications at the top right.
 * This module is all a caller imports; Chakra's toaster (`toaster-root.tsx`) is fetched on the first
 * toast and mounts itself, so the shell and the sign-in pages do not load it up front (issue 9 §2).
 * Toasts asked for while it loads are shown, in order, once it is there.
 */

/** One toast to show. */
export type Toast =
  | { kind: 'message'; type: 'error' | 'success' | 'info'; message: string }
  | { kind: 'notification'; title: string; message: string };

let show: Promise<(toast: Toast) => void> | undefined;

function toast(notice: Toast): void {
  show ??= import('./toaster-root.tsx').then(({ mountToasters }) => mountToasters());
  show.then(
    (display) => display(notice),
    // The chunk could not load (offline, a new deployment): the console is the last place left.
    (error: unknown) => console.error('[toaster]', notice, error),
  );
}

/** Shows a short error message, e.g. a business error of a call (spec §8). */
export function showErrorMessage(message: string): void {
  toast({ kind: 'message', type: 'error', message });
}

/** Shows a short success or info message. */
export function showMessage(message: string, type: 'success' | 'info' = 'info'): void {
  toast({ kind: 'message', type, message });
}

/** Shows a titled error notification, e.g. `请求错误 401` for an HTTP error (spec §8). */
export function showErrorNotification(title: string, message: string): void {
  toast({ kind: 'notification', title, message });
}
