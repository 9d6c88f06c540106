/**
 * The signed-in user's id, kept in localStorage under `OperatorId`: every call's query carries it
 * (spec §3 Other, docs/transport.md "Request"). The one place that reads, stores and clears it:
 * sign-in stores it, logout clears it, the transport reads it for each call.
 */

/** The `localStorage` key of the signed-in operator (docs/transport.md "Request"). */
export const OPERATOR_ID_STORAGE_KEY = 'OperatorId';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the portal then runs without it.
    return undefined;
  }
}

/**
 * The stored OperatorId, '' before sign-in or without storage.
 *
 * @example storeOperatorId('u-1001'); readOperatorId() // 'u-1001'
 */
export function readOperatorId(): string {
  try {
    return storage()?.getItem(OPERATOR_ID_STORAGE_KEY) ?? '';
  } catch {
    // Some browsers throw on access itself when storage is switched off.
    return '';
  }
}

export function storeOperatorId(userId: string | number): void {
  storage()?.setItem(OPERATOR_ID_STORAGE_KEY, String(userId));
}

export function clearOperatorId(): void {
  storage()?.removeItem(OPERATOR_ID_STORAGE_KEY);
}
