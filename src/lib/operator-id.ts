/**
 * The signed-in user's id, kept in localStorage under `OperatorId`: every call's query
 * carries it (spec §3 Other, docs/transport.md). Sign-in stores it, logout clears it;
 * the transport reads it.
 */
import { OPERATOR_ID_STORAGE_KEY as OPERATOR_ID_KEY } from '../transport/index.ts';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the portal then runs without it.
    return undefined;
  }
}

/** The stored OperatorId, '' before sign-in. */
export function readOperatorId(): string {
  return storage()?.getItem(OPERATOR_ID_KEY) ?? '';
}

export function storeOperatorId(userId: string | number): void {
  storage()?.setItem(OPERATOR_ID_KEY, String(userId));
}

export function clearOperatorId(): void {
  storage()?.removeItem(OPERATOR_ID_KEY);
}
