/**
 * Attacks on the cost centres (issue 25 §2; docs/administration.md "成本中心"): a user without
 * `admin.costCentres` is refused every administration call (484) and still sees the booking's
 * lookup; an administrator never reads, alters, audits or hangs a centre under another enterprise's
 * (404 / 422, nothing changed); a body naming the enterprise is refused; malformed bodies are 4xx
 * with a sentence, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from '../client.ts';
import { XLSX_TYPE, xlsxOf } from '../fleet-xlsx-files.ts';
import { download } from '../order-download.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;
const OTHER = '4'; // 勘探事业部, enterprise 2002
const CENTRE = { name: '研发一部', code: 'RD01' };

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

const centres = () => readDatabase(t, (db) => db.prepare('SELECT * FROM cost_centres ORDER BY cost_centre_id').all());

describe('a user without admin.costCentres', () => {
  it('is refused every administration call with 484 and changes nothing; the booking lookup still answers', async () => {
    const before = centres();
    const answers = [
      await booker.call(endpoints.csAccount.all),
      await booker.call(endpoints.csAccount.detail, { params: { costCenterId: '1' } }),
      await booker.call(endpoints.csAccount.addCostCenter, { body: CENTRE }),
      await booker.call(endpoints.csAccount.updateCostCenter, { body: { ...CENTRE, costCenterId: '1' } }),
      await booker.call(endpoints.csAccount.deleteCostCenter, { body: { costCenterIds: ['1'] } }),
      await booker.call(endpoints.csAccount.parent, { params: { costCenterId: '1' } }),
      await booker.call(endpoints.csAccount.child, { params: { costCenterId: '1' } }),
      await booker.call(endpoints.csAccount.staffList),
      await booker.call(endpoints.csAccount.limitPriceTypes),
      await booker.call(endpoints.csAccount.qrImg, { params: { costCenterId: '1' } }),
      await booker.call(endpoints.csAccount.auditPass, { body: { costCenterId: '1' } }),
      await booker.call(endpoints.csAccount.auditRefuse, { body: { costCenterId: '1', reason: '不要' } }),
      await booker.call(endpoints.csAccount.importLogs),
      await booker.upload(endpoints.csAccount.import, await xlsxOf(['名称', '编码', '限价类型'], [['研发一部', 'RD01', '不限价']]), { contentType: XLSX_TYPE }),
    ];
    expect(answers.map((a) => [a.status, a.envelope.message])).toEqual(answers.map(() => [484, '用户没有该功能权限']));
    expect((await download(booker, endpoints.csAccount.export)).status).toBe(484);
    expect((await download(booker, endpoints.csAccount.exportTemplate)).status).toBe(484);
    expect(centres()).toEqual(before);
    expect((await booker.call(endpoints.csAccount.costCenter)).envelope.result!.length).toBe(3);
  });
});

describe('another enterprise\'s cost centre', () => {
  it('is not found to read, edit, delete, audit or draw, cannot be a parent, and is unchanged', async () => {
    const before = centres();
    const answers = [
      await admin.call(endpoints.csAccount.detail, { params: { costCenterId: OTHER } }),
      await admin.call(endpoints.csAccount.updateCostCenter, { body: { costCenterId: OTHER, name: '改名', code: 'X' } }),
      await admin.call(endpoints.csAccount.deleteCostCenter, { body: { costCenterIds: ['3', OTHER] } }),
      await admin.call(endpoints.csAccount.auditRefuse, { body: { costCenterId: OTHER, reason: '不要' } }),
      await admin.call(endpoints.csAccount.qrImg, { params: { costCenterId: OTHER } }),
      await admin.call(endpoints.csAccount.child, { params: { costCenterId: OTHER } }),
      await admin.call(endpoints.csAccount.staffList, { params: { costCenterId: OTHER } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(answers[0]!.envelope.message).toBe('成本中心不存在或已删除');
    const under = await admin.call(endpoints.csAccount.addCostCenter, { body: { ...CENTRE, parentId: OTHER } });
    expect([under.status, under.envelope.result]).toEqual([422, { field: '/parentId' }]);
    expect(centres()).toEqual(before);
    const forged = (await admin.call(endpoints.csAccount.all, { params: { enterpriseId: 2002 } })).envelope.result!;
    expect(forged.items.map((c) => c.name)).toEqual(['研发中心', '市场部', '行政部']);
  });

  it('a body naming an enterprise or an id on add is refused; a forged id is not found', async () => {
    expect((await admin.call(endpoints.csAccount.addCostCenter, { body: { ...CENTRE, enterpriseId: 2002 } })).status).toBe(422);
    expect((await admin.call(endpoints.csAccount.addCostCenter, { body: { ...CENTRE, costCenterId: '1' } })).status).toBe(400);
    for (const costCenterId of ["1' OR 1=1 --", '9'.repeat(5000), '-1', '']) {
      expect((await admin.call(endpoints.csAccount.detail, { params: { costCenterId } })).status).toBe(404);
    }
    expect((await admin.call(endpoints.csAccount.auditPass, { body: { costCenterId: 1 } })).status).toBe(404);
  });
});

describe('malformed bodies', () => {
  it('are 4xx with a sentence, never a 500', async () => {
    const before = centres();
    const bodies: [typeof endpoints.csAccount.addCostCenter | typeof endpoints.csAccount.auditRefuse | typeof endpoints.csAccount.deleteCostCenter | typeof endpoints.csAccount.auditPass, unknown][] = [
      [endpoints.csAccount.addCostCenter, { name: 'x'.repeat(31), code: 'A' }],
      [endpoints.csAccount.addCostCenter, { name: ['研发'], code: 'A' }],
      [endpoints.csAccount.addCostCenter, { name: '研发', code: 'A', limitPriceType: 9 }],
      [endpoints.csAccount.addCostCenter, { name: '研发', code: 'A', parentId: 'x' }],
      [endpoints.csAccount.addCostCenter, null],
      [endpoints.csAccount.auditRefuse, { costCenterId: '1', reason: '' }],
      [endpoints.csAccount.auditRefuse, { costCenterId: '1', reason: 'x'.repeat(101) }],
      [endpoints.csAccount.auditPass, null],
      [endpoints.csAccount.deleteCostCenter, { costCenterIds: [] }],
      [endpoints.csAccount.deleteCostCenter, { costCenterIds: '1' }],
    ];
    for (const [endpoint, body] of bodies) {
      const answer = await admin.call(endpoint, { body });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.message).toMatch(/[\u4e00-\u9fff]/);
      expect(answer.envelope.message).not.toMatch(/\/|costCenterId|limitPriceType|parentId/);
    }
    expect(centres()).toEqual(before);
    const wrongHeader = await admin.upload(endpoints.csAccount.import, await xlsxOf(['姓名', '手机号'], [['孙悦', '13900000001']]), { contentType: XLSX_TYPE });
    expect([wrongHeader.status, wrongHeader.envelope.message]).toEqual([422, '表头与模板不一致：第 1 行应为 名称、编码、限价类型，请下载模板填写']);
    // Two rows of one file with one name: refused whole, nothing kept.
    const twice = await admin.upload(endpoints.csAccount.import, await xlsxOf(['名称', '编码', '限价类型'], [['财务部', 'F1', '不限价'], ['财务部', 'F2', '不限价']]), { contentType: XLSX_TYPE });
    expect([twice.status, twice.envelope.message]).toEqual([422, '名称为 财务部 的成本中心已存在']);
    expect(centres()).toEqual(before);
  });
});
