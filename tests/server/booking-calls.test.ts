/**
 * The calls the booking pages of issue 8 make, over real HTTP and SQLite: every demo enterprise's
 * booker finds what booking either kind needs (trip types, payment, car levels with pictures,
 * addresses of every kind, cost centres, reviewers, cars with their booked times, balances and
 * cards), the bundle the portal assembles from the config calls is the enterprise's own, and the
 * new calls (credit cards, the fleet's booked times) answer only the session's own data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, OWN_CAR, PaymentType, SPECIAL_CAR, type EnterpriseBundle, type PermissionNode } from '../../rules/index.ts';
import { REFERENCE } from '../../src/server/db/seed.ts';
import { endpoints, type Endpoint } from '../../src/shared/index.ts';
import { startTestServer, type CallOptions, type TestClient, type TestServer } from './client.ts';
import { ownCarPayload } from './payloads.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));
const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/enterprises/', import.meta.url));
const HOUR = 3_600_000;

/** The first active, signed-in-able user of each seeded enterprise: its demo booker. */
const BOOKERS = REFERENCE.enterprises.map(({ slug, enterpriseId }) => {
  const user = REFERENCE.users.find((u) => u.enterpriseId === enterpriseId && u.active && u.password !== null);
  if (!user || user.password === null) throw new Error(`no booker seeded for ${enterpriseId}`);
  return { slug, enterpriseId, phoneNumber: user.phoneNumber, password: user.password, userId: user.userId };
});

let t: TestServer;
const clients = new Map<number, TestClient>();
const clientOf = (enterpriseId: number) => clients.get(enterpriseId)!;

beforeAll(async () => {
  t = await startTestServer();
  for (const booker of BOOKERS) {
    const client = t.client();
    const signedIn = await client.signIn(t.logs, booker.phoneNumber, booker.password);
    if (!signedIn.envelope.isSuccess) throw new Error(`${booker.phoneNumber} could not sign in: ${signedIn.envelope.message}`);
    clients.set(booker.enterpriseId, client);
  }
});
afterAll(() => t.stop());

/** The result of a call that must succeed (the callers narrow it to the shape they read). */
async function resultOf(client: TestClient, endpoint: Endpoint, options?: CallOptions): Promise<unknown> {
  const answer = await client.call(endpoint, options);
  expect(answer.envelope, `${endpoint.path}: ${answer.envelope.message}`).toMatchObject({ isSuccess: true });
  return answer.envelope.result;
}

const permissionNames = (nodes: readonly PermissionNode[]): string[] =>
  nodes.flatMap((n) => [n.permissionName, ...permissionNames(n.childNodes ?? [])]);

describe.each(BOOKERS)('the booker of $slug ($enterpriseId) can book both kinds', ({ slug, enterpriseId, userId }) => {
  const client = () => clientOf(enterpriseId);

  it('holds both booking permissions', async () => {
    const tree = (await resultOf(client(), endpoints.enterpriseUser.permissions)) as PermissionNode[];
    expect(permissionNames(tree)).toEqual(expect.arrayContaining(['specialCar.book', 'ownCar.book']));
  });

  it('finds a trip-type config with trip types for special car (4) and own car (5)', async () => {
    for (const businessType of [SPECIAL_CAR, OWN_CAR]) {
      const config = (await resultOf(client(), endpoints.enterpriseConfig.tripType, { params: { businessType } })) as { enterpriseServiceTripTypeList?: number[] } | null;
      expect(config?.enterpriseServiceTripTypeList?.length, `${slug} business type ${businessType}`).toBeGreaterThan(0);
    }
  });

  it('is offered payment types, and has the balance or cards each of them needs', async () => {
    const types = ((await resultOf(client(), endpoints.csOrder.paymentType)) as { paymentType: number; paymentName: string }[]);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((p) => p.paymentName !== '')).toBe(true);
    const offered = types.map((p) => p.paymentType);
    if (offered.includes(PaymentType.CREDIT_CARD.value)) {
      expect(((await resultOf(client(), endpoints.payment.userCreditCard)) as unknown[]).length).toBeGreaterThan(0);
    }
    if (offered.includes(PaymentType.GIFT_CARD.value)) {
      expect(((await resultOf(client(), endpoints.csOrder.giftCards)) as unknown[]).length).toBeGreaterThan(0);
    }
    if (offered.includes(PaymentType.BALANCE.value)) {
      expect(((await resultOf(client(), endpoints.user.balance)) as { balance: number }).balance).toBeGreaterThan(0);
    }
    if (offered.includes(PaymentType.ENTERPRISE_BALANCE.value)) {
      expect(((await resultOf(client(), endpoints.csOrder.balance)) as { balance: number }).balance).toBeGreaterThan(0);
    }
  });

  it('finds car levels with seats and a picture among the portal static files', async () => {
    const levels = (await resultOf(client(), endpoints.driver.carCategoryForDropDownList)) as { carImg: string; maxPass: number }[];
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) {
      expect(level.maxPass).toBeGreaterThan(0);
      expect(level.carImg).toMatch(/^\/car-levels\/\d+\.svg$/);
      expect(existsSync(`${PUBLIC_DIR}${level.carImg.slice(1)}`), level.carImg).toBe(true);
    }
  });

  it('finds company and frequent boarding and drop-off addresses', async () => {
    expect(((await resultOf(client(), endpoints.enterpriseConfig.companyAddress)) as unknown[]).length).toBeGreaterThan(0);
    for (const addressType of [1, 2]) {
      const frequent = (await resultOf(client(), endpoints.csOrder.commonAddress, { params: { addressType } })) as { addressType: number }[];
      expect(frequent.length, `${slug} CommonAddress addressType ${addressType}`).toBeGreaterThan(0);
      expect(new Set(frequent.map((a) => a.addressType))).toEqual(new Set([addressType === 1 ? 5 : 6]));
    }
  });

  it('finds cost centres with their approvers, and administrative reviewers', async () => {
    const centres = (await resultOf(client(), endpoints.csAccount.costCenter)) as { id: number; approverName: string }[];
    expect(centres.length).toBeGreaterThan(0);
    const approvers = (await resultOf(client(), endpoints.csAccount.auditors, { params: { costCenterId: centres[0]!.id } })) as { approverName: string }[];
    expect(approvers.map((a) => a.approverName)).toEqual([centres[0]!.approverName]);
    expect(((await resultOf(client(), endpoints.enterpriseConfig.auditors)) as unknown[]).length).toBeGreaterThan(0);
  });

  it('finds its own cars, each with its booked times', async () => {
    const cars = (await resultOf(client(), endpoints.ownCar.byEnterpriseId)) as { carLicense: string; enterpriseId: number }[];
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.every((c) => c.enterpriseId === enterpriseId)).toBe(true);
    const times = (await resultOf(client(), endpoints.ownCar.serviceTimes, { body: {} })) as { carLicense: string; bookedTimes: unknown[] }[];
    expect(times.map((c) => c.carLicense).sort()).toEqual(cars.map((c) => c.carLicense).sort());
    expect(times.some((c) => c.bookedTimes.length > 0)).toBe(true);
  });

  it('assembles from the config calls exactly the bundle of its fixture (every part of D1 has a call)', async () => {
    const fixture = JSON.parse(readFileSync(`${FIXTURES_DIR}${slug}/bundle.json`, 'utf8')) as EnterpriseBundle;
    const base = (await resultOf(client(), endpoints.enterpriseConfig.baseInfo)) as { enterpriseId: number; enterpriseName: string; isNeedSmsNotify: boolean; isEnglishCustomer: boolean };
    expect(base).toEqual({
      enterpriseId,
      enterpriseName: fixture.enterpriseName,
      isNeedSmsNotify: fixture.baseConfig?.isNeedSmsNotify ?? false,
      isEnglishCustomer: fixture.baseConfig?.isEnglishCustomer ?? false,
    });
    expect(await resultOf(client(), endpoints.enterpriseConfig.configs)).toEqual(fixture.configs ?? []);
    expect(await resultOf(client(), endpoints.enterpriseConfig.tripType)).toEqual(fixture.tripTypeConfigs ?? []);
    expect(await resultOf(client(), endpoints.enterpriseConfig.audit)).toEqual(fixture.auditConfigs ?? []);
    expect(await resultOf(client(), endpoints.enterpriseConfig.specialFields)).toEqual(fixture.specialFields ?? []);
    expect(await resultOf(client(), endpoints.enterpriseUser.noNeedToAudit)).toEqual(fixture.noNeedToAudit ?? []);
    expect(await resultOf(client(), endpoints.enterpriseConfig.commonFields)).toEqual({ specialRequirements: fixture.specialRequirements ?? [] });
    expect(userId).toMatch(new RegExp(`^u-${enterpriseId}-`));
  });
});

describe('cities, airports and railway stations', () => {
  it('every seeded city has an airport and a railway station (address type 2 of /Foundation/address)', async () => {
    const client = clientOf(1001);
    const cities = (await resultOf(client, endpoints.foundation.city)) as { cityCode: string; cityName: string }[];
    expect(cities.length).toBe(REFERENCE.cities.length);
    for (const { cityCode, cityName } of cities) {
      const airports = (await resultOf(client, endpoints.foundation.airport, { params: { cityCode } })) as { addressType: number; cityCode: string }[];
      expect(airports.length, `airports of ${cityName}`).toBeGreaterThan(0);
      expect(airports.every((a) => a.addressType === 1 && a.cityCode === cityCode)).toBe(true);
      const stations = (await resultOf(client, endpoints.foundation.address, { params: { cityName, addressType: 2 } })) as { addressType: number; cityCode: string }[];
      expect(stations.length, `railway stations of ${cityName}`).toBeGreaterThan(0);
      expect(stations.every((a) => a.addressType === 2 && a.cityCode === cityCode)).toBe(true);
    }
  });
});

describe('credit cards (/Payment/UserCreditCard)', () => {
  it("answers the session user's own cards, masked, and each user only theirs", async () => {
    const mine = (await resultOf(clientOf(1001), endpoints.payment.userCreditCard, { params: { phoneNumber: '13800000001' } })) as { bindingCreditCardId: string; cardNumber: string }[];
    expect(mine.map((c) => c.bindingCreditCardId)).toEqual(['CC-1001-101-1', 'CC-1001-101-2']);
    expect(mine.every((c) => /^\d{6}\*{6}\d{4}$/.test(c.cardNumber))).toBe(true);
    const theirs = (await resultOf(clientOf(2002), endpoints.payment.userCreditCard)) as { bindingCreditCardId: string }[];
    expect(theirs.map((c) => c.bindingCreditCardId)).toEqual(['CC-2002-010-1']);
  });

  it("refuses another user's phone number with 403, never their cards", async () => {
    const { status, envelope } = await clientOf(1001).call(endpoints.payment.userCreditCard, { params: { phoneNumber: '13800000004' } });
    expect(status).toBe(403);
    expect(envelope.result).toBeNull();
  });
});

describe('booked times of the own fleet (/own/car/ServiceTimes)', () => {
  const day = (offset: number) => formatBoardingTime(Date.now() + offset * 24 * HOUR).slice(0, 10);

  it('answers the seeded busy times relative to the China date of the request', async () => {
    const times = (await resultOf(clientOf(1001), endpoints.ownCar.serviceTimes, { body: { carLicense: '沪A·D5678' } })) as { carLicense: string; bookedTimes: { fromTime: string; toTime: string; reason: string }[] }[];
    expect(times).toEqual([{ carLicense: '沪A·D5678', bookedTimes: [{ fromTime: `${day(1)} 14:00`, toTime: `${day(1)} 18:00`, reason: '保养' }] }]);
  });

  it('an own-car order holds its car from boarding less beforeAllow to drop-off plus afterAllow, until it is cancelled', async () => {
    const booker = clientOf(1001);
    const payload = ownCarPayload({ carLicense: '浙A·F9001', carType: 2, beforeAllow: 30, afterAllow: 15 });
    const created = await booker.call(endpoints.ownOrder.create, { body: payload });
    expect(created.envelope.isSuccess, created.envelope.message).toBe(true);
    const shift = (time: string, minutes: number) => formatBoardingTime(Date.parse(`${time.replace(' ', 'T')}:00+08:00`) + minutes * 60_000);
    const held = { fromTime: shift(payload.boardingTime, -30), toTime: shift(payload.dropOffTime, 15), reason: '已被预订' };
    const read = async (body: object) =>
      ((await resultOf(booker, endpoints.ownCar.serviceTimes, { body: { carLicense: '浙A·F9001', ...body } })) as { bookedTimes: unknown[] }[])[0]!.bookedTimes;
    expect(await read({})).toEqual([held]);
    // A window: only the times overlapping it; touching ends do not overlap.
    expect(await read({ fromTime: held.toTime, toTime: shift(held.toTime, 60) })).toEqual([]);
    expect(await read({ fromTime: shift(held.fromTime, -60), toTime: shift(held.fromTime, 1) })).toEqual([held]);
    // Another enterprise does not see it.
    const other = (await resultOf(clientOf(2002), endpoints.ownCar.serviceTimes, { body: {} })) as { carLicense: string }[];
    expect(other.map((c) => c.carLicense)).not.toContain('浙A·F9001');
    const cancelled = await booker.call(endpoints.ownOrder.cancel, { params: { orderId: created.envelope.result!.orderId } });
    expect(cancelled.envelope.isSuccess, cancelled.envelope.message).toBe(true);
    expect(await read({})).toEqual([]);
  });

  it('refuses a time that is not YYYY-MM-DD HH:mm, half a window, and another enterprise, naming the parameter', async () => {
    const booker = clientOf(1001);
    const bad = await booker.call(endpoints.ownCar.serviceTimes, { body: { fromTime: '2026-13-01 09:00', toTime: '2026-12-01 10:00' } });
    expect([bad.status, bad.envelope.message]).toEqual([400, '开始时间格式不正确']);
    const half = await booker.call(endpoints.ownCar.serviceTimes, { body: { fromTime: '2026-12-01 09:00' } });
    expect([half.status, half.envelope.message]).toEqual([400, '请求缺少结束时间，请刷新页面后重试']);
    const foreign = await booker.call(endpoints.ownCar.serviceTimes, { params: { enterpriseId: 2002 }, body: {} });
    expect(foreign.status).toBe(403);
  });
});
