/** The booking feature's TanStack Query keys, in one place so pages, mutations and tests name the same ones. */
export const bookingKeys = {
  all: ['booking'] as const,
  bundle: (enterpriseId: number) => ['booking', 'bundle', enterpriseId] as const,
  /** Lookups that depend on the city carry it in their key, so a new city asks again (spec §4). */
  lookup: (name: string, ...params: readonly (string | number | undefined)[]) => ['booking', 'lookup', name, ...params] as const,
  order: (kind: string, orderId: string) => ['booking', 'order', kind, orderId] as const,
  canUpdate: (kind: string, orderId: string) => ['booking', 'canUpdate', kind, orderId] as const,
  recentOrders: (kind: string) => ['booking', 'recentOrders', kind] as const,
};
