/** What /forgetPwd hands to /resetPwd in the router state: the phone and its checked code. */
export interface ResetPasswordState {
  phoneNumber: string;
  code: string;
}

/** The router state, if it is what /forgetPwd left there (a reload or a typed URL leaves nothing). */
export function readResetPasswordState(state: unknown): ResetPasswordState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phoneNumber, code } = state as Partial<Record<keyof ResetPasswordState, unknown>>;
  return typeof phoneNumber === 'string' && typeof code === 'string' ? { phoneNumber, code } : null;
}
