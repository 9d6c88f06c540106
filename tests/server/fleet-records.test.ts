/** Accidents and insurance of the fleet's cars over HTTP (issue 11 §4, docs/fleet.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/shared/index.ts';
import { FLEET_MANAGER, signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
let booker: TestClient;
let fleet: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  fleet = await signedInClient(t, FLEET_MANAGER.phoneNumber, FLEET_MANAGER.password);
});
afterAll(() => t.stop());

const ACCIDENT = { carLicense: '浙A·F9001', accidentTime: '2026-11-01 08:30', location: '上海市徐汇区漕溪北路', driverName: '王海峰', responsibility: 2, description: '变道时与电动车碰擦', loss: 600 };

describe('accidents', () => {
  it('are recorded 待处理, edited, moved forward and never back; the seed shows 1001\'s only', async () => {
    const added = await fleet.call(endpoints.ownCar.addAccident, { body: ACCIDENT });
    expect(added.envelope.result).toMatchObject({ ...ACCIDENT, processState: 1, processStateName: '待处理' });
    const id = added.envelope.result!.id;
    const edited = await fleet.call(endpoints.ownCar.updateAccident, { body: { ...ACCIDENT, id, loss: 750 } });
    expect(edited.envelope.result?.loss).toBe(750);
    const moved = await fleet.call(endpoints.ownCar.accidentProcessState, { body: { id, processState: 2 } });
    expect(moved.envelope.result?.processStateName).toBe('处理中');
    const back = await fleet.call(endpoints.ownCar.accidentProcessState, { body: { id, processState: 1 } });
    expect([back.status, back.envelope.message]).toEqual([422, '事故处理状态只能向前推进（待处理 → 处理中 → 已结案）']);
    const list = await fleet.call(endpoints.ownCar.accidentList);
    expect(list.envelope.result!.map((a) => a.carLicense).sort()).toEqual(['沪A·D1234', '沪A·D5678', '浙A·F9001']);
    expect((await fleet.call(endpoints.ownCar.accidentDetail, { params: { id } })).envelope.result?.location).toBe(ACCIDENT.location);
  });

  it('a car not in the fleet is not found, a booker is refused, another enterprise\'s record is not found', async () => {
    expect((await fleet.call(endpoints.ownCar.addAccident, { body: { ...ACCIDENT, carLicense: '京A·Z8866' } })).status).toBe(404);
    expect((await booker.call(endpoints.ownCar.accidentList)).status).toBe(484);
    // Record 3 of the seed is 2002's.
    expect((await fleet.call(endpoints.ownCar.accidentDetail, { params: { id: 3 } })).status).toBe(404);
  });
});

describe('insurance', () => {
  it('shows the seeded policies as 已过期, 即将到期 and 有效, soonest end first', async () => {
    const list = await fleet.call(endpoints.ownCar.insuranceList);
    expect(list.envelope.result!.map((p) => p.expiryStateName)).toEqual(['已过期', '即将到期', '有效']);
    expect((await fleet.call(endpoints.ownCar.insuranceList, { params: { expiryState: 'expiring' } })).envelope.result!.map((p) => p.carLicense)).toEqual(['沪A·D5678']);
    expect((await fleet.call(endpoints.ownCar.insuranceExpiredConfig)).envelope.result).toEqual({ warnDays: 30 });
  });

  it('is added, refused when it ends before it starts, edited and deleted', async () => {
    const policy = { carLicense: '浙A·F9001', insurer: '平安财险', policyNumber: 'PDAB2026330100099', insuranceType: 1, startDate: '2026-11-01', endDate: '2027-10-31', premium: 950 };
    const added = await fleet.call(endpoints.ownCar.addInsurance, { body: policy });
    expect(added.envelope.result).toMatchObject({ ...policy, expiryState: 'valid' });
    const bad = await fleet.call(endpoints.ownCar.addInsurance, { body: { ...policy, endDate: '2026-10-01' } });
    expect([bad.status, bad.envelope.message]).toEqual([422, '到期日期须晚于起保日期']);
    const id = added.envelope.result!.id;
    expect((await fleet.call(endpoints.ownCar.updateInsurance, { body: { ...policy, id, premium: 1000 } })).envelope.result?.premium).toBe(1000);
    expect((await fleet.call(endpoints.ownCar.deleteInsurance, { params: { id } })).envelope.result).toEqual({ deleted: 1 });
    expect((await fleet.call(endpoints.ownCar.insuranceDetail, { params: { id } })).status).toBe(404);
  });
});
