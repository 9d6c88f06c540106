/**
 * The flight lookup (`GET /Foundation/flight`, spec §6 config 135, issue 22 §2 "Payment": the
 * flight lookup where it is on): a known flight lands at its airport and terminal on the date
 * asked (today, China time, without one); an unknown flight is null; a malformed number or date is
 * a 400 with its Chinese sentence, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
let booker: TestClient;
beforeAll(async () => {
  t = await startTestServer({ now: () => Date.parse('2026-11-23T20:00:00Z') });
  booker = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
});
afterAll(() => t.stop());

const ask = (params: Record<string, string>) => booker.call(endpoints.foundation.flight, { params });

describe('the flight lookup', () => {
  it('a known flight lands at its airport and terminal on the date asked', async () => {
    expect((await ask({ flightNumber: 'mu5101', date: '2026-11-25' })).envelope.result).toEqual({ flightNumber: 'MU5101', airPortCode: 'PVG', terminal: 'T1', arrivalTime: '2026-11-25 10:30' });
  });

  it('without a date it lands today, China time (the server clock is 04:00 on the 24th in China)', async () => {
    expect((await ask({ flightNumber: 'MU5102' })).envelope.result).toMatchObject({ arrivalTime: '2026-11-24 13:45' });
  });

  it('an unknown flight is null', async () => {
    const { status, envelope } = await ask({ flightNumber: 'ZZ9999' });
    expect({ status, isSuccess: envelope.isSuccess, result: envelope.result }).toEqual({ status: 200, isSuccess: true, result: null });
  });

  it('a malformed number or date is a 400 with its sentence', async () => {
    // The parameter named by its label, never its wire name (issue 22 "Messages", docs/security.md §17).
    for (const [params, label] of [[{ flightNumber: 'MU 5101; DROP' }, '航班号'], [{ flightNumber: '' }, '航班号'], [{ flightNumber: 'MU5101', date: '2026-13-40' }, '日期']] as const) {
      const { status, envelope } = await ask(params);
      expect({ status, message: envelope.message }).toEqual({ status: 400, message: `${label}格式不正确` });
    }
  });
});
