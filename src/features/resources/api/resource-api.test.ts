/** The engine's optional calls (docs/resources.md "The fleet on the engine"): a list answered whole, a single delete, files or none. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { endpoints, fileCallsOf } from '../../../shared/index.ts';
import { CAR_ACCIDENTS } from '../../../shared/resources/car-accident.ts';
import { CAR_INSURANCE } from '../../../shared/resources/car-insurance.ts';
import { OWN_CARS } from '../../../shared/resources/own-car.ts';
import type { Transport } from '../../../transport/index.ts';
import { listQuery, resourceWrites } from './resource-api.ts';
import { pageOfWhole } from './whole-list.ts';

/** A transport that answers every call with `result` and keeps what it was asked. */
function stubTransport(result: unknown) {
  const call = vi.fn(async () => ({ isSuccess: true, errorCode: 0, message: '', result, status: 200 }));
  return { transport: { call } as unknown as Transport, call };
}

const policies = [
  { id: 1, carLicense: '沪A·D5678', endDate: '2026-12-01', premium: 800 },
  { id: 2, carLicense: '沪A·D1234', endDate: '2026-11-01', premium: 2400 },
  { id: 3, carLicense: '浙A·F9001', endDate: '2027-10-31', premium: 950 },
];

describe('a list answered whole', () => {
  it('is sorted by the asked key and paged in the portal, its total the whole list\'s', () => {
    expect(pageOfWhole(policies, { sortKey: 'premium', sortOrder: 'desc', pageIndex: 1 }, 2)).toEqual({ items: [policies[1], policies[2]], total: 3 });
    expect(pageOfWhole(policies, { sortKey: 'premium', sortOrder: 'desc', pageIndex: 2 }, 2)).toEqual({ items: [policies[0]], total: 3 });
    expect(pageOfWhole(policies, { sortKey: 'endDate', sortOrder: 'asc', pageIndex: 1 }, 20).items.map((p) => p.id)).toEqual([2, 1, 3]);
  });

  it('never touches the records it is given, and keeps the server\'s order on ties', () => {
    const kept = structuredClone(policies);
    const tied = policies.map((p) => ({ ...p, premium: 1 }));
    expect(pageOfWhole(tied, { sortKey: 'premium', sortOrder: 'asc', pageIndex: 1 }, 20).items.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(policies).toEqual(kept);
  });

  it('is asked with the filter alone (no sort, no page), the page made of the array it answers', async () => {
    const { transport, call } = stubTransport(policies);
    const options = listQuery(transport, CAR_INSURANCE, { filter: { carLicense: '', expiryState: 'expiring' }, sortKey: 'endDate', sortOrder: 'asc', pageIndex: 1 });
    const page = await new QueryClient().fetchQuery(options);
    expect(call).toHaveBeenCalledWith(endpoints.ownCar.insuranceList, { query: { expiryState: 'expiring' } });
    expect(page).toEqual({ items: [policies[1], policies[0], policies[2]], total: 3 });
  });
});

describe('a declared single delete', () => {
  it('sends the one id in the query, and a resource without the batch delete cannot send one', async () => {
    const { transport, call } = stubTransport({ deleted: 1 });
    const writes = resourceWrites(transport, CAR_INSURANCE);
    await writes.removeOne(7);
    expect(call).toHaveBeenCalledWith(endpoints.ownCar.deleteInsurance, { query: { id: 7 }, suppressErrorMessages: true });
    expect(() => writes.remove([7])).toThrow(/no batch delete/);
  });
});

describe('a resource without a delete', () => {
  it('sends neither the batch nor the single delete (spec §7 deletes no accident)', () => {
    const writes = resourceWrites(stubTransport({}).transport, CAR_ACCIDENTS);
    expect(() => writes.remove([1])).toThrow(/no batch delete/);
    expect(() => writes.removeOne(1)).toThrow(/no single delete/);
    expect(fileCallsOf(CAR_ACCIDENTS)).toBeUndefined();
  });
});

describe('the files', () => {
  it('are the declaration\'s three calls when it has them, none when it has not', () => {
    expect(fileCallsOf(OWN_CARS)).toEqual({ import: endpoints.ownCar.import, export: endpoints.ownCar.export, exportTemplate: endpoints.ownCar.exportTemplate });
    expect(fileCallsOf(CAR_INSURANCE)).toBeUndefined();
    expect(fileCallsOf({ ...OWN_CARS, importTemplate: undefined })).toBeUndefined();
  });
});
