/**
 * Attacks on the config admin calls (issue 21 §6, docs/security.md §9): the admin of 上海华信 saves
 * the reported 1,850-field bundle (every field mandatory, for both business types, 592 KB: under the
 * byte cap, so only the caps that keep the booking page fast can stop it), and saves and restores
 * without saying which version the change starts from (`basedOn`), which skipped the stale-version
 * check. Each is refused with a catalogue status and a Chinese message, and nothing is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleBytes, MAX_BUNDLE_BYTES, type EnterpriseBundle } from '../../../rules/index.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { generateAttackSpecialFields } from '../../bench/generate-bundle.ts';
import { startTestServer, type TestClient, type TestServer } from '../client.ts';
import { readDatabase } from './support.ts';

const ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026' } as const;

let t: TestServer;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = t.client();
  expect((await admin.signIn(t.logs, ADMIN.phoneNumber, ADMIN.password)).envelope.isSuccess).toBe(true);
});
afterAll(() => t.stop());

async function live(): Promise<{ bundle: EnterpriseBundle; version: number }> {
  return (await admin.call(endpoints.configAdmin.bundle)).envelope.result;
}

const savedVersions = () => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM config_versions').get() as { n: number }).n);

describe('the 1,850-field bundle (issue 21 §6)', () => {
  it('is refused with 422 naming the caps it passes, and nothing is saved', async () => {
    const before = await live();
    const attack: EnterpriseBundle = { ...before.bundle, specialFields: generateAttackSpecialFields(1850) };
    // Under the byte cap: the field and option caps are what stop it.
    expect(bundleBytes(attack)).toBeGreaterThan(590 * 1024);
    expect(bundleBytes(attack)).toBeLessThan(MAX_BUNDLE_BYTES);

    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle: attack, summary: '', basedOn: before.version } });
    expect([answer.status, answer.envelope.message]).toEqual([
      422,
      '企业配置有误，未保存：特殊字段共 1850 个，超过上限 1000 个；适用于专车的特殊字段有 1850 个，超过上限 500 个；适用于自有车的特殊字段有 1850 个，超过上限 500 个（另有 2 处）',
    ]);
    expect(savedVersions()).toBe(0);
    expect(await live()).toEqual(before);
  });

  it('the same kind of bundle cut to the caps (500 fields, 300 options) is saved', async () => {
    const before = await live();
    const fields = generateAttackSpecialFields(500).map((f, i) => (i < 400 ? { ...f, showType: 2, showTypeConfigInfo: [] } : f));
    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle: { ...before.bundle, specialFields: fields }, summary: '', basedOn: before.version } });
    expect([answer.status, answer.envelope.message]).toEqual([200, '']);
    // The first save also records the seeded bundle as version 1.
    expect(savedVersions()).toBe(2);
  });
});

describe('a change that does not say which version it starts from (issue 21 §6)', () => {
  it('a save without basedOn is 400 and saves nothing, even of a bundle that is fine', async () => {
    const before = await live();
    const versions = savedVersions();
    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle: before.bundle, summary: '覆盖' } });
    expect([answer.status, answer.envelope.message]).toEqual([400, '未说明修改所依据的配置版本，未保存；请重新加载页面后再保存']);
    expect(savedVersions()).toBe(versions);
    expect((await live()).version).toBe(before.version);
  });

  it('a basedOn that is not a number is 400, one of another time is 422', async () => {
    const { bundle, version } = await live();
    const text = await admin.call(endpoints.configAdmin.save, { body: { bundle, basedOn: 'latest' } });
    expect([text.status, text.envelope.message]).toEqual([400, '所依据的配置版本格式不正确']);
    const stale = await admin.call(endpoints.configAdmin.save, { body: { bundle, basedOn: version - 1 } });
    expect([stale.status, stale.envelope.message]).toEqual([422, '配置已被他人修改，请重新加载后再保存']);
    const ahead = await admin.call(endpoints.configAdmin.save, { body: { bundle, basedOn: version + 1 } });
    expect(ahead.status).toBe(422);
  });

  it('a restore without basedOn is 400, one based on an older version 422; with the live one it restores', async () => {
    const { version } = await live();
    const versions = savedVersions();
    const missing = await admin.call(endpoints.configAdmin.restore, { body: { version: 1 } });
    expect([missing.status, missing.envelope.message]).toEqual([400, '未说明修改所依据的配置版本，未保存；请重新加载页面后再保存']);
    const stale = await admin.call(endpoints.configAdmin.restore, { body: { version: 1, basedOn: version - 1 } });
    expect([stale.status, stale.envelope.message]).toEqual([422, '配置已被他人修改，请重新加载后再保存']);
    expect(savedVersions()).toBe(versions);
    const restored = await admin.call(endpoints.configAdmin.restore, { body: { version: 1, basedOn: version } });
    expect([restored.status, restored.envelope.result]).toEqual([200, { version: version + 1 }]);
  });
});
