/**
 * Every order a fresh database is seeded with, in one shape, read from the three seed files that
 * write orders (db/seed/orders.json for the lists, approvals.json for the approval chains,
 * fleet.json for dispatch and ended trips), so a test states what a list must hold in terms of the
 * seed instead of a count that breaks when another area seeds an order too.
 */
import approvalsJson from '../../src/server/db/seed/approvals.json' with { type: 'json' };
import { FLEET_SEED } from '../../src/server/db/seed-fleet.ts';
import { SEED_ORDERS } from '../../src/server/db/seed-orders.ts';

export interface SeededOrder {
  source: 'orders' | 'approvals' | 'fleet';
  businessType: 4 | 5;
  enterpriseId: number;
  bookerId: string;
  status: number;
  /** The special-car passenger's name ('' where the seed gives none). */
  passengerName: string;
}

const enterpriseOf = (userId: string) => Number(/^u-(\d+)-/.exec(userId)?.[1]);

interface ApprovalSeedOrder {
  businessType: number;
  enterpriseId: number;
  bookerId: string;
  status: number;
  payload: { passenger?: { name?: string } };
}

export const SEEDED_ORDERS: readonly SeededOrder[] = [
  ...SEED_ORDERS.map((o) => ({
    source: 'orders' as const,
    businessType: o.kind === 'special' ? (4 as const) : (5 as const),
    enterpriseId: enterpriseOf(o.bookerId),
    bookerId: o.bookerId,
    status: o.status,
    passengerName: o.passenger,
  })),
  ...(approvalsJson as { orders: ApprovalSeedOrder[] }).orders.map((o) => ({
    source: 'approvals' as const,
    businessType: o.businessType === 4 ? (4 as const) : (5 as const),
    enterpriseId: o.enterpriseId,
    bookerId: o.bookerId,
    status: o.status,
    passengerName: o.payload.passenger?.name ?? '',
  })),
  ...FLEET_SEED.orders.map((o) => ({
    source: 'fleet' as const,
    businessType: 5 as const,
    enterpriseId: o.enterpriseId,
    bookerId: o.bookerId,
    status: o.status,
    passengerName: '',
  })),
];

/** The seeded orders matching `where`. */
export function seeded(where: Partial<Pick<SeededOrder, 'businessType' | 'enterpriseId' | 'bookerId' | 'status'>>): SeededOrder[] {
  return SEEDED_ORDERS.filter((o) => Object.entries(where).every(([key, value]) => o[key as keyof SeededOrder] === value));
}
