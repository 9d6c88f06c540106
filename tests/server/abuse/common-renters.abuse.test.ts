/**
 * A booker's common renters over HTTP and SQLite (issue 25 §2; docs/administration.md "常用乘车人"):
 * the booker adds, edits, lists, imports and deletes his own; a phone twice in his list is refused under
 * 手机号. Who sees them, pinned: the booker only — another booker of his enterprise, his administrator and
 * another enterprise's booker find none of them (an empty list, 404 on each id, nothing changed), and a
 * user without `specialCar.book` is refused (484).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints, type CommonRenterMessage } from '../../../src/shared/index.ts';
import { signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { XLSX_TYPE, xlsxOf } from '../fleet-xlsx-files.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
});
afterAll(() => t.stop());

const HEADER = ['姓名', '手机号', '邮箱'];
const renters = () => readDatabase(t, (db) => db.prepare('SELECT * FROM common_renters ORDER BY renter_id').all());

describe('a booker\'s common renters', () => {
  let liu: CommonRenterMessage;

  it('are added, refused twice under 手机号, edited with history, imported and listed for their booker', async () => {
    liu = (await booker.call(endpoints.commonRenter.add, { body: { name: '刘洋', phoneNumber: '13900000021', email: '' } })).envelope.result!;
    expect(liu).toMatchObject({ name: '刘洋', phoneNumber: '13900000021' });
    const twice = await booker.call(endpoints.commonRenter.add, { body: { name: '刘洋二', phoneNumber: '13900000021' } });
    expect([twice.status, twice.envelope.message, twice.envelope.result]).toEqual([422, '手机号 13900000021 已在您的常用乘车人中', { field: '/phoneNumber' }]);
    const edited = await booker.call(endpoints.commonRenter.update, { body: { ...liu, email: 'liuyang@example.cn' } });
    expect(edited.envelope.result?.email).toBe('liuyang@example.cn');
    const detail = (await booker.call(endpoints.commonRenter.detail, { params: { renterId: liu.renterId } })).envelope.result!;
    expect(detail.history[0]).toMatchObject({ action: 'update', userName: '王小明', before: { email: '' }, after: { email: 'liuyang@example.cn' } });
    const imported = await booker.upload(endpoints.commonRenter.import, await xlsxOf(HEADER, [['何静', '13900000022', '']]), { contentType: XLSX_TYPE });
    expect(imported.envelope.result).toEqual({ imported: 1, errors: [] });
    const list = (await booker.call(endpoints.commonRenter.list)).envelope.result!;
    expect(list.items.map((r) => r.name)).toEqual(['何静', '刘洋']);
  });

  it('are seen by their booker only: another booker, his administrator and another enterprise find none', async () => {
    const before = renters();
    const others = [
      await signedInClient(t, '13800000003', 'Demo@2026'),
      await signedInClient(t, '13800000002', 'Admin@2026'),
      await signedInClient(t, '13800000004', 'Demo@2026'),
    ];
    for (const other of others) {
      expect((await other.call(endpoints.commonRenter.list)).envelope.result!.total).toBe(0);
      expect((await other.call(endpoints.commonRenter.importLogs)).envelope.result).toEqual([]);
      const answers = [
        await other.call(endpoints.commonRenter.detail, { params: { renterId: liu.renterId } }),
        await other.call(endpoints.commonRenter.update, { body: { renterId: liu.renterId, name: '改名', phoneNumber: '13900000021' } }),
        await other.call(endpoints.commonRenter.deleted, { body: { renterIds: [liu.renterId] } }),
      ];
      expect(answers.map((a) => [a.status, a.envelope.message])).toEqual(answers.map(() => [404, '常用乘车人不存在或已删除']));
    }
    // The same phone is no conflict in another booker's list.
    const chen = others[0]!;
    expect((await chen.call(endpoints.commonRenter.add, { body: { name: '刘洋', phoneNumber: '13900000021' } })).status).toBe(200);
    expect(renters().length).toBe(before.length + 1);
    const fleet = await signedInClient(t, '13800000011', 'Fleet@2026');
    expect((await fleet.call(endpoints.commonRenter.list)).status).toBe(484);
    expect((await fleet.call(endpoints.commonRenter.add, { body: { name: '刘洋', phoneNumber: '13900000023' } })).status).toBe(484);
  });

  it('a body naming an owner or enterprise is refused; a malformed one is 4xx with a sentence; deleting is all or nothing', async () => {
    for (const body of [{ name: '刘洋', phoneNumber: '13900000024', ownerUserId: 'u-1001-023' }, { name: '刘洋', phoneNumber: '13900000024', enterpriseId: 2002 }, { name: ['x'], phoneNumber: '1' }, null]) {
      const answer = await booker.call(endpoints.commonRenter.add, { body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.message).toMatch(/[\u4e00-\u9fff]/);
      expect(answer.envelope.message).not.toMatch(/ownerUserId|enterpriseId|phoneNumber|\//);
    }
    const chensId = String((renters().at(-1) as { renter_id: number }).renter_id);
    const mixed = await booker.call(endpoints.commonRenter.deleted, { body: { renterIds: [liu.renterId, chensId] } });
    expect(mixed.status).toBe(404);
    expect((await booker.call(endpoints.commonRenter.list)).envelope.result!.total).toBe(2);
    expect((await booker.call(endpoints.commonRenter.deleted, { body: { renterIds: [liu.renterId] } })).envelope.result).toEqual({ deleted: 1 });
  });
});
