/**
 * Attacks on the institutions (issue 25 §2; docs/administration.md "机构"): a user without `admin.users`
 * is refused every administration call and the binding (484); another enterprise's institution or user
 * is not found (404, nothing changed); a body naming the enterprise is refused; malformed bodies are 4xx
 * with a sentence, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { download } from '../order-download.ts';
import { readDatabase, writeDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;
let theirs: string;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
  // Another enterprise's institution, written straight into the table.
  theirs = String(writeDatabase(t, (db) => db.prepare("INSERT INTO institutions (enterprise_id, name) VALUES (2002, '勘探院')").run().lastInsertRowid));
});
afterAll(() => t.stop());

const rows = () => readDatabase(t, (db) => ({ institutions: db.prepare('SELECT * FROM institutions ORDER BY institution_id').all(), bound: db.prepare('SELECT user_id, institution_id FROM users ORDER BY user_id').all() }));

describe('the institutions attacked', () => {
  it('a user without admin.users is refused every call with 484, nothing changed', async () => {
    const before = rows();
    const answers = [
      await booker.call(endpoints.enterpriseInstitution.list),
      await booker.call(endpoints.enterpriseInstitution.detail, { params: { institutionId: theirs } }),
      await booker.call(endpoints.enterpriseInstitution.add, { body: { name: '上海分部' } }),
      await booker.call(endpoints.enterpriseInstitution.update, { body: { institutionId: theirs, name: '改名' } }),
      await booker.call(endpoints.enterpriseInstitution.delete, { body: { institutionIds: [theirs] } }),
      await booker.call(endpoints.enterpriseInstitution.status, { body: { institutionId: theirs, state: 2 } }),
      await booker.call(endpoints.enterpriseInstitution.fuzzyQuery),
      await booker.call(endpoints.enterpriseInstitution.carType, { params: { institutionId: theirs } }),
      await booker.call(endpoints.enterpriseInstitution.importLogs),
      await booker.call(endpoints.enterpriseUser.institutionBind, { body: { userId: 'u-1001-101', institutionId: '' } }),
    ];
    expect(answers.map((a) => [a.status, a.envelope.message])).toEqual(answers.map(() => [484, '用户没有该功能权限']));
    expect((await download(booker, endpoints.enterpriseInstitution.export)).status).toBe(484);
    expect(rows()).toEqual(before);
  });

  it('another enterprise\'s institution or user is not found, and nothing changes; its addresses are not answered', async () => {
    const before = rows();
    const answers = [
      await admin.call(endpoints.enterpriseInstitution.detail, { params: { institutionId: theirs } }),
      await admin.call(endpoints.enterpriseInstitution.update, { body: { institutionId: theirs, name: '改名' } }),
      await admin.call(endpoints.enterpriseInstitution.delete, { body: { institutionIds: [theirs] } }),
      await admin.call(endpoints.enterpriseInstitution.status, { body: { institutionId: theirs, state: 2 } }),
      await admin.call(endpoints.enterpriseInstitution.carType, { params: { institutionId: theirs } }),
      await admin.call(endpoints.enterpriseUser.institutionBind, { body: { userId: 'u-1001-101', institutionId: theirs } }),
      await admin.call(endpoints.enterpriseUser.institutionBind, { body: { userId: 'u-2002-010', institutionId: '' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await booker.call(endpoints.enterpriseInstitution.addresses)).envelope.result).toEqual([]);
    expect((await admin.call(endpoints.enterpriseInstitution.list, { params: { enterpriseId: 2002 } })).envelope.result!.total).toBe(0);
    expect(rows()).toEqual(before);
  });

  it('malformed bodies are 4xx with a sentence, never a 500', async () => {
    const before = rows();
    const calls: [typeof endpoints.enterpriseInstitution.add | typeof endpoints.enterpriseInstitution.status | typeof endpoints.enterpriseUser.institutionBind, unknown][] = [
      [endpoints.enterpriseInstitution.add, { name: '上海分部', enterpriseId: 2002 }],
      [endpoints.enterpriseInstitution.add, { name: 'x'.repeat(31) }],
      [endpoints.enterpriseInstitution.add, { name: '上海分部', carType: 9 }],
      [endpoints.enterpriseInstitution.add, { name: '上海分部', institutionId: theirs }],
      [endpoints.enterpriseInstitution.status, { institutionId: theirs, state: 7 }],
      [endpoints.enterpriseInstitution.status, null],
      [endpoints.enterpriseUser.institutionBind, { userId: 'u-1001-101', institutionId: 'x' }],
      [endpoints.enterpriseUser.institutionBind, { userId: ['u'], institutionId: '' }],
    ];
    for (const [endpoint, body] of calls) {
      const answer = await admin.call(endpoint as never, { body } as never);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.message).toMatch(/[\u4e00-\u9fff]/);
      expect(answer.envelope.message).not.toMatch(/\/|institutionId|carType|userId/);
    }
    expect(rows()).toEqual(before);
  });
});
