/** The messages between the page and diff.worker.ts. */
import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import type { Impact, ImpactPhase, PeopleNames } from './impact.ts';

export interface ImpactRequest {
  saved: EnterpriseBundle;
  edited: EnterpriseBundle;
  /**
   * The stored orders as their JSON in UTF-8 (`encodeOrders`), transferred, not cloned: the page
   * encodes an orders list once and hands each run a copy of the bytes (a memory copy), where a
   * structured clone of thousands of order payloads walked them on the page's thread at every run.
   */
  orders: ArrayBuffer;
  people: PeopleNames;
}

/** An orders list as JSON bytes, made once per list (the list the query answers is kept as it is). */
const encoded = new WeakMap<readonly StoredOrder[], Uint8Array>();

/** @example decodeOrders(copyOfOrders(orders)) // deep-equal to orders */
export function copyOfOrders(orders: readonly StoredOrder[]): ArrayBuffer {
  let bytes = encoded.get(orders);
  if (!bytes) {
    bytes = new TextEncoder().encode(JSON.stringify(orders));
    encoded.set(orders, bytes);
  }
  return bytes.slice().buffer;
}

export function decodeOrders(buffer: ArrayBuffer): StoredOrder[] {
  return JSON.parse(new TextDecoder().decode(buffer)) as StoredOrder[];
}

export type ImpactMessage = { type: 'progress'; phase: ImpactPhase; done: number; total: number } | { type: 'done'; impact: Impact };
