/** Own-car costs, .xlsx imports and exports over HTTP and SQLite (issue 11 §4; docs/fleet.md "Costs", "Imports and exports"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime } from '../../rules/index.ts';
import { endpoints, type ImportResult } from '../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { CAR_HEADER, COST_HEADER, DRIVER_HEADER, XLSX_TYPE, xlsxOf } from './fleet-xlsx-files.ts';
import { download, sheetRows } from './order-download.ts';

let t: TestServer;
let booker: TestClient;
let fleet: TestClient;
const today = () => formatBoardingTime(Date.now()).slice(0, 10);

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  fleet = t.client();
  const signedIn = await fleet.signIn(t.logs, '13800000011', 'Fleet@2026');
  if (!signedIn.envelope.isSuccess) throw new Error(signedIn.envelope.message);
});
afterAll(() => t.stop());

describe('costs', () => {
  it('the seed shows 1001\'s five costs, newest first, with their total; 2002\'s is not among them', async () => {
    const list = await fleet.call(endpoints.ownCost.list, { body: { pageIndex: 1, pageSize: 20 } });
    expect(list.envelope.result).toMatchObject({ total: 5, totalAmount: 1771.75 });
    expect(list.envelope.result!.items.map((c) => c.kindName)).toEqual(['加油', '过路费', '停车费', '维修保养', '其他']);
    expect(list.envelope.result!.items.every((c) => c.carLicense !== '京A·Z8866')).toBe(true);
  });

  it('filters by car, kind and date range; the total is of every filtered row, not the page', async () => {
    const byCar = await fleet.call(endpoints.ownCost.list, { body: { carLicense: '沪A·D5678', pageIndex: 1, pageSize: 1 } });
    expect(byCar.envelope.result).toMatchObject({ total: 2, totalAmount: 90.25 });
    expect(byCar.envelope.result!.items).toHaveLength(1);
    const byKind = await fleet.call(endpoints.ownCost.list, { body: { kind: 4 } });
    expect(byKind.envelope.result!.items.map((c) => c.amount)).toEqual([1280]);
    const day = (offset: number) => formatBoardingTime(Date.now() + offset * 86_400_000).slice(0, 10);
    const recent = await fleet.call(endpoints.ownCost.list, { body: { fromDate: day(-4), toDate: today() } });
    expect(recent.envelope.result!.items.map((c) => c.note)).toEqual(['中石化 92#', '沪杭高速']);
    expect((await fleet.call(endpoints.ownCost.list, { body: { kind: 9 } })).status).toBe(400);
    expect((await fleet.call(endpoints.ownCost.list, { body: { fromDate: '2026-02-30' } })).status).toBe(400);
  });

  it('is added in yuan, kept in fen, read back; the rules refuse a future day, a third decimal, a car not in the fleet', async () => {
    const cost = { carLicense: '沪A·D1234', date: today(), kind: 3, amount: 12.3, note: '虹桥 P9' };
    const added = await fleet.call(endpoints.ownCost.create, { body: cost });
    expect(added.envelope.result).toMatchObject({ ...cost, kindName: '停车费', orderId: '' });
    const read = await fleet.call(endpoints.ownCost.get, { params: { id: added.envelope.result!.id } });
    expect(read.envelope.result?.amount).toBe(12.3);
    const refused = async (body: object) => {
      const answer = await fleet.call(endpoints.ownCost.create, { body: { ...cost, ...body } });
      return [answer.status, answer.envelope.message];
    };
    expect(await refused({ date: '2099-01-01' })).toEqual([422, '费用日期不能晚于今天']);
    expect(await refused({ amount: 1.005 })).toEqual([422, '金额须大于 0 且不超过 1000000 元，最多两位小数']);
    expect(await refused({ carLicense: '京A·Z8866' })).toEqual([422, '车辆 京A·Z8866 不在车队中']);
    expect(await refused({ orderId: 'NO-SUCH-ORDER' })).toEqual([404, '订单不存在']);
    expect((await refused({ kind: 0 }))[0]).toBe(422);
  });

  it('a booker is refused; another enterprise\'s cost is not found', async () => {
    expect((await booker.call(endpoints.ownCost.list, { body: {} })).status).toBe(484);
    expect((await booker.call(endpoints.ownCost.create, { body: { carLicense: '沪A·D1234', date: today(), kind: 1, amount: 1 } })).status).toBe(484);
    // Cost 6 of the seed is 2002's.
    expect((await fleet.call(endpoints.ownCost.get, { params: { id: 6 } })).status).toBe(404);
  });
});

describe('imports', () => {
  it('a driver file with one bad row imports nothing and names every bad cell; the corrected file imports all', async () => {
    const good = ['赵一', '13916600101', '310101198001011234', '2031-01-01', '沪A·D1234'];
    const bad = ['钱二', '1391660', '310101198001011235', '2031-02-30', '京A·Z8866'];
    const refused = await fleet.upload(endpoints.ownDriver.import, await xlsxOf(DRIVER_HEADER, [good, bad]), { contentType: XLSX_TYPE });
    expect(refused.status).toBe(422);
    // The fleet's rules are asked of a row whose cells are well formed, so its car is told once the phone and date are fixed.
    expect(refused.envelope.message).toBe('导入失败：2 处错误，未导入任何数据，请修改后重新上传');
    expect((refused.envelope.result as ImportResult).errors.map((e) => e.text)).toEqual([
      '行 3，列「手机号」：须为 11 位手机号',
      '行 3，列「驾驶证有效期至」：须为存在的日期，格式 YYYY-MM-DD',
    ]);
    const otherCar = await fleet.upload(endpoints.ownDriver.import, await xlsxOf(DRIVER_HEADER, [good, ['钱二', '13916600102', '310101198001011235', '2031-02-28', '京A·Z8866']]), { contentType: XLSX_TYPE });
    expect((otherCar.envelope.result as ImportResult).errors.map((e) => e.text)).toEqual(['行 3，列「常用车辆」：车辆 京A·Z8866 不在车队中']);
    const before = await fleet.call(endpoints.ownDriver.list, { body: { keyword: '赵一' } });
    expect(before.envelope.result?.total).toBe(0);
    const fixed = ['钱二', '13916600102', '310101198001011235', '2031-02-28', ''];
    const imported = await fleet.upload(endpoints.ownDriver.import, await xlsxOf(DRIVER_HEADER, [good, fixed]), { contentType: XLSX_TYPE });
    expect([imported.status, imported.envelope.message, imported.envelope.result]).toEqual([200, '已导入 2 条', { imported: 2, errors: [] }]);
    const after = await fleet.call(endpoints.ownDriver.list, { body: { keyword: '赵一' } });
    expect(after.envelope.result?.items[0]).toMatchObject({ name: '赵一', phoneNumber: '13916600101', carLicense: '沪A·D1234' });
  });

  it('cars are imported from the template\'s labels, a licence already in the fleet is a row error', async () => {
    const rows = [['沪A·E2468', '舒适型', '丰田凯美瑞', '白色', '2025-03-15', '企业自有']];
    expect((await fleet.upload(endpoints.ownCar.import, await xlsxOf(CAR_HEADER, rows), { contentType: XLSX_TYPE })).envelope.result).toEqual({ imported: 1, errors: [] });
    const again = await fleet.upload(endpoints.ownCar.import, await xlsxOf(CAR_HEADER, rows), { contentType: XLSX_TYPE });
    expect((again.envelope.result as ImportResult).errors.map((e) => e.text)).toEqual(['行 2，列「车牌号」：该车牌号已在车队中']);
    const car = await fleet.call(endpoints.ownCar.list, { body: { carLicense: '沪A·E2468' } });
    expect(car.envelope.result?.items[0]).toMatchObject({ carType: 2, colorId: 2, color: '白色', carOwnership: 1 });
  });

  it('costs are imported; a future day is a row error', async () => {
    const rows = [['沪A·D5678', today(), '过路费', 25.5, '京沪高速']];
    expect((await fleet.upload(endpoints.ownCost.import, await xlsxOf(COST_HEADER, rows), { contentType: XLSX_TYPE })).envelope.result).toEqual({ imported: 1, errors: [] });
    const future = await fleet.upload(endpoints.ownCost.import, await xlsxOf(COST_HEADER, [['沪A·D5678', '2099-01-01', '过路费', 1, '']]), { contentType: XLSX_TYPE });
    expect((future.envelope.result as ImportResult).errors[0]?.text).toBe('行 2，列「日期」：费用日期不能晚于今天');
  });

  it('a wrong header is refused with the template\'s columns; an empty sheet says so', async () => {
    const wrong = await fleet.upload(endpoints.ownDriver.import, await xlsxOf(['姓名', '电话'], [['a', 'b']]), { contentType: XLSX_TYPE });
    expect([wrong.status, wrong.envelope.message]).toEqual([422, '表头与模板不一致：第 1 行应为 姓名、手机号、驾驶证号、驾驶证有效期至、常用车辆，请下载模板填写']);
    const empty = await fleet.upload(endpoints.ownDriver.import, await xlsxOf(DRIVER_HEADER, []), { contentType: XLSX_TYPE });
    expect([empty.status, empty.envelope.message]).toEqual([422, '文件中没有数据行，请在模板的第 2 行起填写']);
  });

  it('a booker may not import', async () => {
    expect((await booker.upload(endpoints.ownDriver.import, await xlsxOf(DRIVER_HEADER, []), { contentType: XLSX_TYPE })).status).toBe(484);
  });
});

describe('templates and exports', () => {
  it('the templates hold the import columns and an example row that imports', async () => {
    for (const [endpoint, header] of [[endpoints.ownDriver.exportTemplate, DRIVER_HEADER], [endpoints.ownCar.exportTemplate, CAR_HEADER], [endpoints.ownCost.exportTemplate, COST_HEADER]] as const) {
      const file = await download(fleet, endpoint);
      if (!file.ok) throw new Error(file.envelope.message);
      const rows = await sheetRows(file.bytes);
      expect(rows[0]).toEqual(header);
      expect(rows).toHaveLength(2);
    }
  });

  it('the car export holds the listed cars, as the template writes them', async () => {
    const list = await fleet.call(endpoints.ownCar.list, { body: { pageIndex: 1, pageSize: 100 } });
    const file = await download(fleet, endpoints.ownCar.export, {});
    if (!file.ok) throw new Error(file.envelope.message);
    expect(file.fileName).toMatch(/^车辆-\d{8}-\d{4}\.xlsx$/);
    // The transport's progress reads the body against this (docs/transport.md "Downloads").
    expect(Number(file.contentLength)).toBe(file.bytes.byteLength);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(CAR_HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.envelope.result!.items.map((c) => c.carLicense));
    expect(rows[1]).toEqual(['沪A·D1234', '舒适型', '丰田凯美瑞', '黑色', '2024-03-15', '企业自有']);
    const filtered = await download(fleet, endpoints.ownCar.export, { carType: 3 });
    if (!filtered.ok) throw new Error('no file');
    expect((await sheetRows(filtered.bytes)).slice(1).map((r) => r[0])).toEqual(['沪A·D5678']);
  });

  it('the driver and cost exports hold their filtered lists; a booker gets none', async () => {
    const drivers = await download(fleet, endpoints.ownDriver.export, { keyword: '李' });
    if (!drivers.ok) throw new Error('no file');
    const listed = await fleet.call(endpoints.ownDriver.list, { body: { keyword: '李', pageSize: 100 } });
    expect((await sheetRows(drivers.bytes)).slice(1).map((r) => r[1])).toEqual(listed.envelope.result!.items.map((d) => d.phoneNumber));
    const costs = await download(fleet, endpoints.ownCost.export, { kind: 1 });
    if (!costs.ok) throw new Error('no file');
    const costRows = await sheetRows(costs.bytes);
    expect(costRows[0]).toEqual([...COST_HEADER, '关联订单号', '录入时间']);
    expect(costRows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([['沪A·D1234', '加油', '356.5']]);
    expect((await download(booker, endpoints.ownCar.export, {})).status).toBe(484);
  });
});
