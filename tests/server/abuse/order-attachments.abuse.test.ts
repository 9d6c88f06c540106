/**
 * An order's attachment belongs to its enterprise (docs/security.md 3 and 7; docs/server.md
 * "Attachments"): the value of a showType-6 special config field (上海华信's 「附件」, specialId 104)
 * is the url of a file the order's enterprise uploaded, or empty. Another enterprise's file, an
 * unknown file id and any other text are refused alike with 422 and a Chinese message naming the
 * field, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpecialCarOrder, type SpecialCarOrderDetail } from '../../../rules/index.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { FILES } from '../attachment-files.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload, specialCarForm, specialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const ATTACHMENT_NOT_USABLE = 20300012;
const REFUSAL = '「附件」的附件不存在或不可用，请重新上传';

/** The url of a PDF uploaded by `client`. */
async function uploadedUrl(client: TestClient): Promise<string> {
  const answer = await client.upload(endpoints.csOrder.uploadAuditFile, FILES.pdf.bytes, { contentType: FILES.pdf.contentType, params: { fileName: FILES.pdf.name } });
  expect(answer.envelope.isSuccess, answer.envelope.message).toBe(true);
  return (answer.envelope.result as { url: string }).url;
}

/** 上海华信's special-car booking with its attachment field set to `value`. */
const withAttachment = (value: string | null) =>
  specialCarForm().specialConfigList.concat([{ id: 104, name: '附件', value }]);

async function signedIn(phoneNumber: string, password: string): Promise<TestClient> {
  const client = t.client();
  const answer = await client.signIn(t.logs, phoneNumber, password);
  expect(answer.envelope.isSuccess, answer.envelope.message).toBe(true);
  return client;
}

describe('accepted', () => {
  it('a file the booker uploaded: stored, and the detail gives its url back', async () => {
    const url = await uploadedUrl(booker);
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ specialConfigList: withAttachment(url) }) });
    expect(created.envelope.isSuccess, created.envelope.message).toBe(true);
    const detail = await booker.call(endpoints.csOrder.detail, { params: { orderId: created.envelope.result!.orderId } });
    const form = readSpecialCarOrder(detail.envelope.result as SpecialCarOrderDetail, { enterpriseId: 1001 });
    expect(form.specialConfigList.find((entry) => entry.id === 104)?.value).toBe(url);
  });

  it('a file a colleague of the same enterprise uploaded, and no file at all', async () => {
    const colleague = await signedIn('13800000003', 'Demo@2026');
    const url = await uploadedUrl(colleague);
    for (const value of [url, '', null]) {
      const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ specialConfigList: withAttachment(value) }) });
      expect(created.envelope.isSuccess, `${String(value)}: ${created.envelope.message}`).toBe(true);
    }
  });
});

describe('refused with 422, naming the field, nothing stored', () => {
  it.each([
    ['another enterprise’s file', 'foreign'],
    ['an unknown file id', `/attachments/${randomUUID()}`],
    ['a link elsewhere', 'https://files.example.com/审批单.pdf'],
    ['a script url', 'javascript:alert(document.cookie)'],
    ['a path out of the attachments', '/attachments/../enterpriseapi/UserLogin/GetCurrentUser'],
    ['a plain text', '见邮件'],
  ])('%s', async (_name, given) => {
    const value = given === 'foreign' ? await uploadedUrl(await signedIn('13800000004', 'Demo@2026')) : given;
    const before = orderCount(t);
    const { status, envelope } = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ specialConfigList: withAttachment(value) }) });
    expect(status).toBe(422);
    expect(envelope).toEqual({ isSuccess: false, errorCode: ATTACHMENT_NOT_USABLE, message: REFUSAL, result: null });
    expect(orderCount(t)).toBe(before);
    expect(t.logs.at(-1)).toMatch(/^\[422\] 订单附件 .*: 「附件」的附件不存在或不可用，请重新上传 \/ order refused: the value of attachment field 104 is not a file of enterprise 1001$/);
  });

  it('another enterprise’s file on an update and on an own-car order', async () => {
    const foreign = await uploadedUrl(await signedIn('13800000004', 'Demo@2026'));
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    const orderId = created.envelope.result!.orderId;
    const update = await booker.call(endpoints.csOrder.update, { params: { orderId }, body: specialCarPayload({ specialConfigList: withAttachment(foreign) }) });
    expect([update.status, update.envelope.errorCode, update.envelope.message]).toEqual([422, ATTACHMENT_NOT_USABLE, REFUSAL]);
    const own = ownCarPayload({ carLicense: '浙A·F9001', specialConfig: [{ id: 102, name: '出差事由', value: 2 }, { id: 104, name: '附件', value: foreign }] });
    const ownCar = await booker.call(endpoints.ownOrder.create, { body: own });
    expect([ownCar.status, ownCar.envelope.errorCode, ownCar.envelope.message]).toEqual([422, ATTACHMENT_NOT_USABLE, REFUSAL]);
  });
});
