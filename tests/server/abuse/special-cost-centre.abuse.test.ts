/**
 * The special enterprise's three-part cost centre (spec §6, D8 `bizOperUnit-deptId-costCentre`;
 * issue 22, pay2 lane, item 3; docs/rules.md 8.2, docs/security.md 20): `/CsAccount/CostCenter`
 * answers its centres with their valid first two parts (the extra cost-centre lookup), and an order
 * is stored only with a triple the server holds; another business unit or department for the centre,
 * or a centre without its parts, is refused and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, type SpecialCarOrderDetail, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import { signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { boruiSpecialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

const SPECIAL_BOOKER = { phoneNumber: '13800000007', password: 'Demo@2026' } as const;
const COST_CENTRE_UNKNOWN = { errorCode: 20300080, message: '所选成本中心不存在，请重新选择成本中心' };

let t: TestServer;
let booker: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  booker = await signedInClient(t, SPECIAL_BOOKER.phoneNumber, SPECIAL_BOOKER.password);
});
afterAll(() => t.stop());

const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

async function create(payload: SpecialCarOrderPayload) {
  const before = orderCount(t);
  const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body: payload });
  const orderId = (envelope.result as { orderId?: string } | null)?.orderId;
  const detail = orderId ? ((await booker.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail) : null;
  return { answer: { status, isSuccess: envelope.isSuccess, errorCode: envelope.errorCode, message: envelope.message }, stored: orderCount(t) - before, costCentre: detail?.costCenters[0]?.name ?? null };
}

describe('the special enterprise’s cost centre is one of its triples', () => {
  it('the cost-centre lookup answers each centre with its valid business units and departments', async () => {
    const centres = (await booker.call('GET', '/CsAccount/CostCenter')).envelope.result as { name: string; specialParts?: unknown }[];
    expect(centres.map((c) => [c.name, c.specialParts])).toEqual([
      ['CC2001', [{ bizOperUnit: '华东事业部', deptId: 'D2001' }, { bizOperUnit: '华东事业部', deptId: 'D2002' }]],
      ['CC3005', [{ bizOperUnit: '华南事业部', deptId: 'D3005' }]],
    ]);
  });

  it('a triple it holds is stored as bizOperUnit-deptId-costCentre', async () => {
    expect(await create(boruiSpecialCarPayload({ travelDateTime: soon() }))).toMatchObject({ answer: { isSuccess: true }, stored: 1, costCentre: '华东事业部-D2001-CC2001' });
  });

  it('another business unit or department for the centre is refused under the cost centre, nothing stored', async () => {
    for (const parts of [
      { bizOperUnit: '华南事业部', deptId: 'D2001' },
      { bizOperUnit: '华东事业部', deptId: 'D3005' },
      { bizOperUnit: '伪造单位', deptId: 'X' },
    ]) {
      expect(await create(boruiSpecialCarPayload({ travelDateTime: soon(), specialCostCentre: parts }))).toEqual({
        answer: { status: 200, isSuccess: false, ...COST_CENTRE_UNKNOWN },
        stored: 0,
        costCentre: null,
      });
    }
  });

  it('the centre without its two parts is refused by the step’s required check, nothing stored', async () => {
    const { answer, stored } = await create(boruiSpecialCarPayload({ travelDateTime: soon(), specialCostCentre: null }));
    expect({ isSuccess: answer.isSuccess, message: answer.message, stored }).toEqual({ isSuccess: false, message: '业务经营单位为必填项', stored: 0 });
  });
});
