/**
 * The history of the fleet's cars and drivers over HTTP (issue 25 §2; docs/fleet.md "History"): every
 * write of a car or a driver (add, edit, clear the licence, delete, import) is recorded with who and
 * when, before and after, and read back on the record's detail; an import is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeWords, FLEET_SCHEMAS } from '../../rules/index.ts';
import { endpoints, schemasOf } from '../../src/shared/index.ts';
import { CAR_ACCIDENTS } from '../../src/shared/resources/car-accident.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { FLEET_MANAGER, signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { CAR_HEADER, DRIVER_HEADER, XLSX_TYPE, xlsxOf } from './fleet-xlsx-files.ts';

let t: TestServer;
let fleet: TestClient;

beforeAll(async () => {
  ({ t } = await startWithSignedInBooker());
  fleet = await signedInClient(t, FLEET_MANAGER.phoneNumber, FLEET_MANAGER.password);
});
afterAll(() => t.stop());

const CAR = { carLicense: '沪A·H2580', carType: 2, carTypeDesc: '', colorId: 2, purchaseDate: '2026-01-15', carOwnership: 1 };
const DRIVER = { name: '冯师傅', phoneNumber: '13916600188', licenseNumber: '310101199001011299', licenseExpiry: '2032-01-01', carLicense: '沪A·H2580' };

/** The change log as kept, a deleted record's too (its detail is 404). */
function keptChanges(resource: string, recordId: string): { action: string; before: unknown }[] {
  const db = openDatabase(t.dataDir);
  try {
    const rows = db.prepare('SELECT action, before_json FROM change_log WHERE resource = ? AND record_id = ? ORDER BY id').all(resource, recordId) as { action: string; before_json: string | null }[];
    return rows.map((r) => ({ action: r.action, before: r.before_json === null ? null : JSON.parse(r.before_json) }));
  } finally {
    db.close();
  }
}

const carDetail = async (carLicense: string) => fleet.call(endpoints.ownCar.recordDetail, { params: { carLicense } });

describe('a car\'s history', () => {
  it('an add and an edit are on the car\'s detail, newest first, by 周强, the change in words', async () => {
    expect((await fleet.call(endpoints.ownCar.create, { body: CAR })).envelope.isSuccess).toBe(true);
    const edited = await fleet.call(endpoints.ownCar.update, { body: { ...CAR, carTypeDesc: '丰田凯美瑞', colorId: 1 } });
    expect(edited.envelope.isSuccess, edited.envelope.message).toBe(true);
    const detail = await carDetail(CAR.carLicense);
    expect(detail.envelope.isSuccess, detail.envelope.message).toBe(true);
    const { record, history } = detail.envelope.result!;
    expect(record).toMatchObject({ carLicense: CAR.carLicense, carTypeDesc: '丰田凯美瑞', colorId: 1 });
    expect(history.map((c) => [c.action, c.userName])).toEqual([['update', '周强'], ['add', '周强']]);
    const [update] = history;
    // No description is kept as none (not the wire's '0'), so the edit reads from 空 to the model.
    expect(changeWords([FLEET_SCHEMAS.ownCar], update!.action, update!.before, update!.after)).toEqual(['车型描述：（空） → 丰田凯美瑞', '颜色：白色 → 黑色']);
  });

  it('a delete is recorded (the detail of a deleted car is 404), and the batch delete records each car', async () => {
    await fleet.call(endpoints.ownCar.create, { body: { ...CAR, carLicense: '沪A·H2581' } });
    expect((await fleet.call(endpoints.ownCar.deleteBatch, { body: { carLicenses: ['沪A·H2581'] } })).envelope.result).toEqual({ deleted: 1 });
    expect((await carDetail('沪A·H2581')).status).toBe(404);
    const kept = keptChanges('ownCar', '沪A·H2581');
    expect(kept.map((c) => c.action)).toEqual(['add', 'delete']);
    expect(kept[1]!.before).toMatchObject({ carLicense: '沪A·H2581' });
  });

  it('an import records each car and is logged; a refused import is logged with its errors', async () => {
    const rows = [['沪A·H2582', '舒适型', '丰田凯美瑞', '白色', '2025-03-15', '企业自有']];
    expect((await fleet.upload(endpoints.ownCar.import, await xlsxOf(CAR_HEADER, rows), { contentType: XLSX_TYPE })).envelope.result).toEqual({ imported: 1, errors: [] });
    expect((await fleet.upload(endpoints.ownCar.import, await xlsxOf(CAR_HEADER, rows), { contentType: XLSX_TYPE })).envelope.isSuccess).toBe(false);
    expect((await carDetail('沪A·H2582')).envelope.result!.history.map((c) => c.action)).toEqual(['add']);
    const logs = await fleet.call(endpoints.ownCar.importLogs);
    expect(logs.envelope.result!.map((l) => [l.userName, l.rows, l.imported, l.errors])).toEqual([['周强', 1, 0, 1], ['周强', 1, 1, 0]]);
  });
});

describe('a driver\'s history', () => {
  it('add, edit, clear the licence and delete are recorded; the import too, and logged', async () => {
    const added = await fleet.call(endpoints.ownDriver.create, { body: DRIVER });
    const driverId = added.envelope.result!.driverId;
    await fleet.call(endpoints.ownDriver.update, { body: { ...DRIVER, driverId, name: '冯大明' } });
    await fleet.call(endpoints.ownDriver.clearLicense, { body: { driverId } });
    const detail = await fleet.call(endpoints.ownDriver.detail, { params: { driverId: String(driverId) } });
    expect(detail.envelope.isSuccess, detail.envelope.message).toBe(true);
    const history = detail.envelope.result!.history;
    expect(history.map((c) => c.action)).toEqual(['update', 'update', 'add']);
    expect(changeWords([FLEET_SCHEMAS.ownDriver], 'update', history[1]!.before, history[1]!.after)).toEqual(['姓名：冯师傅 → 冯大明']);
    expect((await fleet.call(endpoints.ownDriver.delete, { params: { driverId } })).envelope.isSuccess).toBe(true);
    expect((await fleet.call(endpoints.ownDriver.detail, { params: { driverId: String(driverId) } })).status).toBe(404);
    const kept = keptChanges('ownDriver', String(driverId));
    expect(kept.map((c) => c.action)).toEqual(['add', 'update', 'update', 'delete']);

    const good = ['褚三', '13916600189', '310101198001011239', '2031-02-28', ''];
    expect((await fleet.upload(endpoints.ownDriver.import, await xlsxOf(DRIVER_HEADER, [good]), { contentType: XLSX_TYPE })).envelope.result).toEqual({ imported: 1, errors: [] });
    const logs = await fleet.call(endpoints.ownDriver.importLogs);
    expect(logs.envelope.result!.map((l) => [l.userName, l.rows, l.imported])).toEqual([['周强', 1, 1]]);
    const list = await fleet.call(endpoints.ownDriver.list, { body: { keyword: '褚三' } });
    const imported = list.envelope.result!.items[0]!.driverId;
    const importedHistory = await fleet.call(endpoints.ownDriver.detail, { params: { driverId: String(imported) } });
    expect(importedHistory.envelope.result!.history.map((c) => [c.action, c.userName])).toEqual([['add', '周强']]);
  });
});

describe('a policy\'s history', () => {
  const POLICY = { carLicense: '沪A·D1234', insurer: '平安财险', policyNumber: 'PDAB2026330100777', insuranceType: 2, startDate: '2026-11-01', endDate: '2027-10-31', premium: 3200 };

  it('an add, an edit and a delete are recorded by 周强, the detail tells the change in words', async () => {
    const added = await fleet.call(endpoints.ownCar.addInsurance, { body: POLICY });
    expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
    const id = added.envelope.result!.id;
    expect((await fleet.call(endpoints.ownCar.updateInsurance, { body: { ...POLICY, id, insurer: '中华联合财险' } })).envelope.isSuccess).toBe(true);
    const detail = await fleet.call(endpoints.ownCar.insuranceRecordDetail, { params: { id } });
    expect(detail.envelope.isSuccess, detail.envelope.message).toBe(true);
    const { record, history } = detail.envelope.result!;
    expect(record).toMatchObject({ ...POLICY, insurer: '中华联合财险', expiryStateName: '有效' });
    expect(history.map((c) => [c.action, c.userName])).toEqual([['update', '周强'], ['add', '周强']]);
    expect(changeWords([FLEET_SCHEMAS.carInsurance], 'update', history[0]!.before, history[0]!.after)).toEqual(['保险公司：平安财险 → 中华联合财险']);
    expect((await fleet.call(endpoints.ownCar.deleteInsurance, { params: { id } })).envelope.result).toEqual({ deleted: 1 });
    expect((await fleet.call(endpoints.ownCar.insuranceRecordDetail, { params: { id } })).status).toBe(404);
    expect(keptChanges('carInsurance', String(id)).map((c) => c.action)).toEqual(['add', 'update', 'delete']);
    expect(keptChanges('carInsurance', String(id))[2]!.before).toMatchObject({ policyNumber: POLICY.policyNumber, insurer: '中华联合财险' });
  });

  it('a refused write records nothing', async () => {
    const bad = await fleet.call(endpoints.ownCar.addInsurance, { body: { ...POLICY, policyNumber: 'PDAB2026330100778', endDate: '2026-10-01' } });
    expect(bad.status).toBe(422);
    const missing = await fleet.call(endpoints.ownCar.deleteInsurance, { params: { id: 9999 } });
    expect([missing.status, missing.envelope.message]).toEqual([404, '保险记录不存在']);
    expect(keptChanges('carInsurance', '9999')).toEqual([]);
  });
});

describe('an accident\'s history', () => {
  const ACCIDENT = { carLicense: '沪A·D1234', accidentTime: '2026-11-02 09:15', location: '上海市静安区南京西路', driverName: '王海峰', responsibility: 3, description: '路口刮擦', loss: 300 };

  it('an add, an edit and each 处理状态 step are recorded by 周强, the detail tells them in words', async () => {
    const added = await fleet.call(endpoints.ownCar.addAccident, { body: ACCIDENT });
    expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
    const id = added.envelope.result!.id;
    expect((await fleet.call(endpoints.ownCar.updateAccident, { body: { ...ACCIDENT, id, loss: 450 } })).envelope.isSuccess).toBe(true);
    expect((await fleet.call(endpoints.ownCar.accidentProcessState, { body: { id, processState: 2 } })).envelope.isSuccess).toBe(true);
    const refused = await fleet.call(endpoints.ownCar.accidentProcessState, { body: { id, processState: 1 } });
    expect(refused.status).toBe(422);
    const detail = await fleet.call(endpoints.ownCar.accidentRecordDetail, { params: { id } });
    expect(detail.envelope.isSuccess, detail.envelope.message).toBe(true);
    const { record, history } = detail.envelope.result!;
    expect(record).toMatchObject({ ...ACCIDENT, loss: 450, processStateName: '处理中' });
    expect(history.map((c) => [c.action, c.userName])).toEqual([['update', '周强'], ['update', '周强'], ['add', '周强']]);
    expect(changeWords(schemasOf(CAR_ACCIDENTS), 'update', history[0]!.before, history[0]!.after)).toEqual(['处理状态：待处理 → 处理中']);
    expect(changeWords([FLEET_SCHEMAS.carAccident], 'update', history[1]!.before, history[1]!.after)).toEqual(['损失金额（元）：300 → 450']);
    expect(keptChanges('carAccident', String(id)).map((c) => c.action)).toEqual(['add', 'update', 'update']);
  });
});
