import { showErrorMessage, showErrorNotification, showMessage } from '../components/ui/toaster.tsx';
import { LOGIN_PATH, loginPathFor } from '../lib/login-redirect.ts';
import type { TransportHooks } from '../transport/index.ts';

/** What the hooks need of the router. */
export interface Navigation {
  /** Where the user is now: path and search. */
  currentPath(): string;
  navigate(to: string): void;
}

/** What the hooks show; the Chakra toaster by default, a recorder in tests. */
export interface Notices {
  notification(title: string, message: string): void;
  errorMessage(message: string): void;
  infoMessage(message: string): void;
  /** The error-reporting service (spec §8: a missing envelope is reported as code 999). */
  report(code: number, detail: unknown): void;
}

const toasterNotices: Notices = {
  notification: showErrorNotification,
  errorMessage: showErrorMessage,
  infoMessage: (message) => showMessage(message, 'info'),
  // No error service is configured for the portal yet; the console is where reports go.
  report: (code, detail) => console.error(`[report ${code}]`, detail),
};

/**
 * The transport's hooks for the portal (spec §8, issue 22): an HTTP error is a notification titled
 * with the status's sentence (`httpErrorTitle`, no number) and the server's message below it, unless
 * the message is that sentence again (4.5 s, top right); a business error an error message (3 s); a
 * 401 sends the browser to /login, remembering where the user was in `?redirect=`. A call whose page
 * draws its failure itself asks the transport not to tell these hooks (`suppressErrorMessages`).
 */
export function createTransportHooks(navigation: Navigation, notices: Notices = toasterNotices): TransportHooks {
  return {
    onHttpError: (_status, message, title) => notices.notification(title, message === title ? '' : message),
    onBusinessError: (message) => notices.errorMessage(message),
    onUnauthorized: () => {
      const from = navigation.currentPath();
      if (from === LOGIN_PATH || from.startsWith(`${LOGIN_PATH}?`)) return;
      navigation.navigate(loginPathFor(from));
    },
    onTransportError: (error) => notices.errorMessage(error.message),
    reportMissingEnvelope: (report) => notices.report(report.code, report),
    onDownloadFailure: (message) => notices.infoMessage(message),
  };
}
