/**
 * The rest of /CsAccount (spec §7 "assets, relevant enterprise, parentAndChild"; docs/administration.md
 * "成本中心"): a centre with its parents and children in one answer, the fleet's cars its staff are 负责人 of,
 * and the enterprises its bookings may be charged to (the session's own). Attacks: another enterprise's
 * centre is not found, a booker without admin.costCentres is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { FLEET_MANAGER, OTHER_ENTERPRISE_BOOKER, signedInClient, startWithBookerAndAdmin, type TestClient, type TestServer } from './client.ts';

const OTHER = '4'; // 勘探事业部, enterprise 2002
const ROOT = '1'; // 研发中心, the seed's, passed; 王小明, 李建华 and 孙浩 are charged to it.
let t: TestServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

describe('a cost centre\'s family, assets and relevant enterprise', () => {
  it('answers a centre with its parents (nearest first) and its children in one call', async () => {
    const child = (await admin.call(endpoints.csAccount.addCostCenter, { body: { name: '研发二部', code: 'RD02', parentId: ROOT, limitPriceType: 1 } })).envelope.result!;
    const grandchild = (await admin.call(endpoints.csAccount.addCostCenter, { body: { name: '研发二部一组', code: 'RD0201', parentId: child.costCenterId, limitPriceType: 1 } })).envelope.result!;
    const family = (await admin.call(endpoints.csAccount.parentAndChild, { params: { costCenterId: child.costCenterId } })).envelope.result!;
    expect(family).toEqual({
      centre: { costCenterId: child.costCenterId, name: '研发二部', code: 'RD02' },
      parents: [{ costCenterId: ROOT, name: '研发中心', code: 'CC001' }],
      children: [{ costCenterId: grandchild.costCenterId, name: '研发二部一组', code: 'RD0201' }],
    });
    const leaf = (await admin.call(endpoints.csAccount.parentAndChild, { params: { costCenterId: grandchild.costCenterId } })).envelope.result!;
    expect(leaf.parents.map((p) => p.name)).toEqual(['研发二部', '研发中心']);
    expect(leaf.children).toEqual([]);
  });

  it('answers as its assets the fleet\'s cars one of whose 负责人 is charged to it, by name and car type', async () => {
    expect((await admin.call(endpoints.csAccount.assets, { params: { costCenterId: ROOT } })).envelope.result).toEqual([]);
    const fleet = await signedInClient(t, FLEET_MANAGER.phoneNumber, FLEET_MANAGER.password);
    const [car] = (await fleet.call(endpoints.ownCar.list, { body: { pageIndex: 1, pageSize: 20 } })).envelope.result!.items;
    expect((await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: car!.carLicense, phoneNumber: '13800000001' } })).envelope.isSuccess).toBe(true);
    const assets = (await admin.call(endpoints.csAccount.assets, { params: { costCenterId: ROOT } })).envelope.result!;
    expect(assets).toEqual([{ carLicense: car!.carLicense, carType: car!.carType, carTypeName: expect.stringMatching(/型|车/), owners: [{ userId: expect.any(String), trueName: '王小明' }] }]);
  });

  it('answers the session\'s own enterprise as the only one its bookings may be charged to', async () => {
    expect((await booker.call(endpoints.csAccount.relevantEnterprise)).envelope.result).toEqual([{ enterpriseId: 1001, enterpriseName: expect.stringContaining('华信') }]);
    const stranger = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
    const theirs = (await stranger.call(endpoints.csAccount.relevantEnterprise, { params: { enterpriseId: 1001 } })).envelope.result!;
    expect(theirs.map((e) => e.enterpriseId)).toEqual([2002]);
  });

  it('refuses a booker without admin.costCentres, and finds no centre of another enterprise', async () => {
    expect((await booker.call(endpoints.csAccount.parentAndChild, { params: { costCenterId: ROOT } })).status).toBe(484);
    expect((await booker.call(endpoints.csAccount.assets, { params: { costCenterId: ROOT } })).status).toBe(484);
    // 2002's centre, read by 1001's administrator: not found.
    for (const endpoint of [endpoints.csAccount.parentAndChild, endpoints.csAccount.assets]) {
      const answer = await admin.call(endpoint, { params: { costCenterId: OTHER } });
      expect([answer.status, answer.envelope.message]).toEqual([404, '成本中心不存在或已删除']);
    }
    const forged = await admin.call(endpoints.csAccount.assets, { params: { costCenterId: '99999' } });
    expect([forged.status, forged.envelope.message]).toEqual([404, '成本中心不存在或已删除']);
  });
});
