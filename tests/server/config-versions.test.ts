/**
 * The config preview's server calls (issue 10 §1) over real HTTP and SQLite: the admin reads the
 * live bundle, saves a change (a new version, live for the next booking), lists the versions with
 * who and when, and restores an earlier one as a new version. Refusals: a booker (484), another
 * enterprise (403), an oversized, invalid or lint-failing bundle, a stale save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BUNDLE_BYTES, type EnterpriseBundle } from '../../rules/index.ts';
import { SEED_ORDERS } from '../../src/server/db/seed-orders.ts';
import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, OTHER_ENTERPRISE_BOOKER, startTestServer, type TestClient, type TestServer } from './client.ts';

const ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026' } as const;

let t: TestServer;
let admin: TestClient;
let booker: TestClient;

async function signedIn(user: { phoneNumber: string; password: string }): Promise<TestClient> {
  const client = t.client();
  const answer = await client.signIn(t.logs, user.phoneNumber, user.password);
  expect(answer.envelope.isSuccess).toBe(true);
  return client;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await signedIn(ADMIN);
  booker = await signedIn(DEMO_BOOKER);
});
afterAll(() => t.stop());

async function liveBundle(): Promise<{ bundle: EnterpriseBundle; version: number }> {
  const answer = await admin.call(endpoints.configAdmin.bundle);
  expect(answer.status).toBe(200);
  return answer.envelope.result;
}

/** The bundle with 项目编号 (101) required for every trip type instead of trip types 1 and 3. */
function withProjectAlwaysRequired(bundle: EnterpriseBundle): EnterpriseBundle {
  return {
    ...bundle,
    specialFields: (bundle.specialFields ?? []).map((f) =>
      f.specialId === 101 ? { ...f, isHaveMustCondition: false, mustConditionConfigList: [], skipMustConditionConfigList: [] } : f,
    ),
  };
}

describe('config versions (issue 10 §1)', () => {
  it('answers the live bundle of the admin’s enterprise, version 0 before any save', async () => {
    const live = await liveBundle();
    expect(live.version).toBe(0);
    expect(live.bundle.enterpriseId).toBe(1001);
    expect(live.bundle.specialFields?.map((f) => f.specialId)).toContain(101);
  });

  it('names the enterprise\'s people by user id with it, so the page names a no-audit list\'s bookers (issue 24 §2)', async () => {
    const answer = await admin.call(endpoints.configAdmin.bundle);
    const { people } = answer.envelope.result;
    expect(people.find((p) => p.name === '赵敏')).toBeDefined();
    expect(people.find((p) => p.userId === 'u-1001-101')?.name).toBe('王小明');
    expect(people.every((p) => p.userId.startsWith('u-1001-'))).toBe(true);
  });

  it('a save is a new version, recorded with who and when, and what /enterpriseConfig/* serves next', async () => {
    const before = await liveBundle();
    const changed = withProjectAlwaysRequired(before.bundle);
    const saved = await admin.call(endpoints.configAdmin.save, { body: { bundle: changed, summary: '项目编号：必填条件改为始终必填', basedOn: before.version } });
    expect([saved.status, saved.envelope.message]).toEqual([200, '']);
    expect(saved.envelope.result).toEqual({ version: 2 });

    const versions = (await admin.call(endpoints.configAdmin.versions)).envelope.result;
    expect(versions.map((v) => [v.version, v.userName, v.summary, v.restoredFrom])).toEqual([
      [2, '赵敏', '项目编号：必填条件改为始终必填', null],
      [1, '初始配置', '', null],
    ]);
    expect(typeof versions[0]?.createdAt).toBe('number');

    // The booker's next read of the special fields is the saved one.
    const fields = (await booker.call(endpoints.enterpriseConfig.specialFields)).envelope.result;
    expect(fields.find((f) => f.specialId === 101)).toMatchObject({ isHaveMustCondition: false, isMandatory: true });
  });

  it('restores an earlier version as a new version, live at once', async () => {
    const { version: live } = await liveBundle();
    const restored = await admin.call(endpoints.configAdmin.restore, { body: { version: 1, basedOn: live } });
    expect([restored.status, restored.envelope.result]).toEqual([200, { version: 3 }]);
    const versions = (await admin.call(endpoints.configAdmin.versions)).envelope.result;
    expect(versions[0]).toMatchObject({ version: 3, userName: '赵敏', summary: '恢复第 1 版', restoredFrom: 1 });
    const fields = (await booker.call(endpoints.enterpriseConfig.specialFields)).envelope.result;
    expect(fields.find((f) => f.specialId === 101)).toMatchObject({ isHaveMustCondition: true });
    const one = await admin.call(endpoints.configAdmin.version, { params: { version: 2 } });
    expect(one.envelope.result.bundle.specialFields?.find((f) => f.specialId === 101)).toMatchObject({ isHaveMustCondition: false });
  });

  it('answers the enterprise’s stored orders for the replay (in a fresh database: the seeded ones of its enterprise only)', async () => {
    const orders = await admin.call(endpoints.configAdmin.storedOrders);
    expect(orders.status).toBe(200);
    // db/seed/orders.json, the approval seed (docs/approvals.md "Seed": five orders of 王小明) and the fleet seed
    // (docs/fleet.md: three own-car orders of 王小明), for 上海华信.
    const seeded = SEED_ORDERS.filter((o) => o.bookerId.startsWith('u-1001-'));
    expect(orders.envelope.result).toHaveLength(seeded.length + 5 + 3);
    expect(new Set(orders.envelope.result.map((o) => o.bookerId))).toEqual(new Set([...seeded.map((o) => o.bookerId), 'u-1001-101']));
  });
});

describe('config versions refuse (attacks)', () => {
  it.each([
    ['bundle', endpoints.configAdmin.bundle, undefined],
    ['versions', endpoints.configAdmin.versions, undefined],
    ['storedOrders', endpoints.configAdmin.storedOrders, undefined],
    ['save', endpoints.configAdmin.save, { bundle: { enterpriseId: 1001 } }],
    ['restore', endpoints.configAdmin.restore, { version: 1 }],
  ] as const)('a booker without admin.config calling %s gets 484 and changes nothing', async (_name, endpoint, body) => {
    const answer = await booker.call(endpoint, body === undefined ? {} : { body });
    expect([answer.status, answer.envelope.message]).toEqual([484, '用户没有该功能权限']);
  });

  it('a user of another enterprise (no admin.config) gets 484, never this enterprise’s versions', async () => {
    const other = await signedIn(OTHER_ENTERPRISE_BOOKER);
    const answer = await other.call(endpoints.configAdmin.version, { params: { version: 1 } });
    expect(answer.status).toBe(484);
  });

  it('another enterprise’s id, asked or saved, is 403', async () => {
    const asked = await admin.call(endpoints.configAdmin.version, { params: { version: 1, enterpriseId: 2002 } });
    expect(asked.status).toBe(403);
    const { bundle, version } = await liveBundle();
    const saved = await admin.call(endpoints.configAdmin.save, { body: { bundle: { ...bundle, enterpriseId: 2002 }, basedOn: version } });
    expect([saved.status, saved.envelope.message]).toEqual([403, '只能保存本企业的配置（enterpriseId 与当前企业不符）']);
  });

  it('a version the enterprise does not have is 404', async () => {
    const answer = await admin.call(endpoints.configAdmin.version, { params: { version: 999 } });
    expect([answer.status, answer.envelope.message]).toEqual([404, '该配置版本不存在']);
  });

  it('a bundle with lint errors is refused with 422 and the check\'s sentence naming the fields (no JSON path), and nothing is saved', async () => {
    const { bundle, version } = await liveBundle();
    const broken = { ...bundle, specialFields: [...(bundle.specialFields ?? []), { ...bundle.specialFields![0]!, specialId: 101 }] };
    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle: broken, basedOn: version } });
    expect(answer.status).toBe(422);
    expect(answer.envelope.message).toContain('企业配置有误，未保存：第 6 个特殊字段「项目编号」与第 1 个特殊字段「项目编号」的编号相同（都是 101）');
    expect(answer.envelope.message).not.toMatch(/\/[a-zA-Z]/);
    expect((await liveBundle()).version).toBe(version);
  });

  it('a bundle against the schema is refused with 422', async () => {
    const { version } = await liveBundle();
    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle: { enterpriseId: 'x' }, basedOn: version } });
    expect(answer.status).toBe(422);
    expect(answer.envelope.message).toBe('企业配置有误，未保存：「企业编号」应为整数');
  });

  it('a missing bundle is 400', async () => {
    const { version } = await liveBundle();
    const answer = await admin.call(endpoints.configAdmin.save, { body: { summary: 'x', basedOn: version } });
    expect([answer.status, answer.envelope.message]).toEqual([400, '请求缺少企业配置，请刷新页面后重试']);
  });

  it('an oversized bundle is 400 with the cap in the message', async () => {
    const { bundle, version } = await liveBundle();
    const huge = { ...bundle, enterpriseName: 'x'.repeat(MAX_BUNDLE_BYTES) };
    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle: huge, basedOn: version } });
    expect(answer.status).toBe(400);
    expect(answer.envelope.message).toMatch(/企业配置过大/);
  });

  it('a save based on an older version than the live one is 422 (another admin saved in between)', async () => {
    const { bundle } = await liveBundle();
    const answer = await admin.call(endpoints.configAdmin.save, { body: { bundle, basedOn: 1 } });
    expect([answer.status, answer.envelope.message]).toEqual([422, '配置已被他人修改，请重新加载后再保存']);
  });

  it('a signed-out caller gets 401', async () => {
    const answer = await t.client().call(endpoints.configAdmin.versions);
    expect(answer.status).toBe(401);
  });
});
