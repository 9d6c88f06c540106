/**
 * The cost centre an order names is one of the enterprise's (issue 22, pay lane, docs/security.md
 * 16): the booking page offers only those (`/CsAccount/CostCenter`); a body naming a centre the
 * enterprise does not have, or another enterprise's, is refused with 20300080 and its sentence,
 * and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime } from '../../../rules/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { specialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

const COST_CENTRE_UNKNOWN = 20300080;
const COST_CENTRE_UNKNOWN_TEXT = '所选成本中心不存在，请重新选择成本中心';

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

async function create(costCentre: string) {
  const before = orderCount(t);
  const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload({ travelDateTime: soon(), costCentre }) });
  return { answer: { status, isSuccess: envelope.isSuccess, errorCode: envelope.errorCode, message: envelope.message }, stored: orderCount(t) - before };
}

describe("a special-car order's cost centre is one of the enterprise's", () => {
  it('a cost centre 上海华信 does not have is refused and nothing is stored', async () => {
    expect(await create('不存在的部门')).toEqual({ answer: { status: 200, isSuccess: false, errorCode: COST_CENTRE_UNKNOWN, message: COST_CENTRE_UNKNOWN_TEXT }, stored: 0 });
  });

  it("another enterprise's cost centre (勘探事业部 of 中元能源) is refused", async () => {
    expect(await create('勘探事业部')).toEqual({ answer: { status: 200, isSuccess: false, errorCode: COST_CENTRE_UNKNOWN, message: COST_CENTRE_UNKNOWN_TEXT }, stored: 0 });
  });

  it("the booker's enterprise's centres are accepted, and so is none", async () => {
    for (const centre of ['市场部', '']) {
      const { answer, stored } = await create(centre);
      expect({ isSuccess: answer.isSuccess, stored }).toEqual({ isSuccess: true, stored: 1 });
    }
  });
});
