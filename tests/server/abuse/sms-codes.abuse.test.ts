/**
 * docs/security.md §1: no account takeover by guessing SMS codes. Over real HTTP against a
 * temporary database; time moves through the server's injected clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BOOKER } from '../client.ts';
import { MINUTE, RATE_LIMITED, rateLimitedText, smsCodeOf, startClockedServer, WRONG_CODE, wrongCode, type ClockedServer } from './support.ts';

const PHONE = DEMO_BOOKER.phoneNumber;
const DAY = 24 * 60 * MINUTE;

let t: ClockedServer;
beforeAll(async () => {
  t = await startClockedServer();
});
afterAll(() => t.stop());
// Every limit's window is at most a day: each test starts with none of them counted.
beforeEach(() => t.advance(DAY + 1));

const send = (phoneNumber: string, purpose: string) =>
  t.client().call('POST', '/UserLogin/VerificationCode/Send', { body: { phoneNumber, purpose } });
const check = (phoneNumber: string, code: string, purpose: string) =>
  t.client().call('POST', '/UserLogin/VerificationCode/UserApiCheck', { body: { phoneNumber, code, purpose } });
const reset = (phoneNumber: string, code: string) =>
  t.client().call('POST', '/UserLogin/ResetPassword', { body: { phoneNumber, code, newPassword: 'Demo@2026' } });

describe('guessing a code is stopped after a handful of tries', () => {
  it('a code is burnt by its 5th wrong check: the right code is refused after that', async () => {
    await send(PHONE, 'reset');
    const code = smsCodeOf(t.logs, PHONE, 'reset');
    for (let n = 0; n < 5; n += 1) expect((await check(PHONE, wrongCode(code, n), 'reset')).envelope.errorCode).toBe(WRONG_CODE);
    expect((await check(PHONE, code, 'reset')).envelope.errorCode).toBe(WRONG_CODE);
    expect((await reset(PHONE, code)).envelope.errorCode).toBe(WRONG_CODE);
  });

  it('the reset-code attack of the issue gets 10 guesses per phone, then 487 with the catalogue message, even across a restart', async () => {
    const answers: number[] = [];
    // The attacker asks for fresh codes and guesses each through UserApiCheck, as fast as the server answers.
    for (let round = 0; round < 4; round += 1) {
      await send(PHONE, 'reset');
      for (let n = 0; n < 5; n += 1) {
        const { status, envelope } = await check(PHONE, String(round * 5 + n).padStart(6, '0'), 'reset');
        answers.push(status === 200 ? envelope.errorCode : status);
      }
    }
    expect(answers.filter((a) => a === WRONG_CODE)).toHaveLength(10);
    expect(answers.slice(10).every((a) => a === RATE_LIMITED)).toBe(true);

    // Limited, even the right code is not looked at.
    await send(PHONE, 'reset');
    const code = smsCodeOf(t.logs, PHONE, 'reset');
    const limited = await check(PHONE, code, 'reset');
    expect(limited.status).toBe(RATE_LIMITED);
    expect(limited.envelope).toMatchObject({ isSuccess: false, errorCode: RATE_LIMITED, message: rateLimitedText('10 分钟') });
    expect((await reset(PHONE, code)).status).toBe(RATE_LIMITED);
    expect(t.logs).toContain(`[487] 操作频繁 / rate limited: code-failure:phone ${PHONE}, 600 s left`);

    // The counts live in the database: a restart does not reset them.
    await t.restart();
    expect((await check(PHONE, code, 'reset')).status).toBe(RATE_LIMITED);

    // Ten minutes later the owner gets in with a fresh code.
    t.advance(10 * MINUTE);
    await send(PHONE, 'reset');
    expect((await check(PHONE, smsCodeOf(t.logs, PHONE, 'reset'), 'reset')).envelope.result).toEqual({ valid: true });
  });

  it('guessing the login code is limited the same way', async () => {
    await send(PHONE, 'login');
    const code = smsCodeOf(t.logs, PHONE, 'login');
    const login = (c: string) => t.client().call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber: PHONE, code: c } });
    for (let n = 0; n < 5; n += 1) expect((await login(wrongCode(code, n))).envelope.errorCode).toBe(WRONG_CODE);
    // Burnt by the 5th wrong code.
    expect((await login(code)).envelope.errorCode).toBe(WRONG_CODE);
  });

  it('one client guessing across many phones is stopped after 30 wrong codes', async () => {
    const phones = Array.from({ length: 8 }, (_, i) => `1390000000${i}`);
    const answers: number[] = [];
    for (const phone of phones) {
      for (let n = 0; n < 5; n += 1) {
        const { status, envelope } = await check(phone, String(n).padStart(6, '0'), 'reset');
        answers.push(status === 200 ? envelope.errorCode : status);
      }
    }
    expect(answers.slice(0, 30).every((a) => a === WRONG_CODE)).toBe(true);
    expect(answers.slice(30).every((a) => a === RATE_LIMITED)).toBe(true);
  });
});

describe('codes are sent within limits', () => {
  it('5 codes per phone in 10 minutes, then 487; an unknown phone is answered and limited alike', async () => {
    for (const phone of [PHONE, '13912345678']) {
      const answers = [];
      for (let n = 0; n < 6; n += 1) answers.push((await send(phone, 'reset')).status);
      expect(answers).toEqual([200, 200, 200, 200, 200, RATE_LIMITED]);
    }
    expect(t.logs.filter((line) => line.startsWith('[sms] 验证码') && line.includes(`已发送至 ${PHONE}`)).length).toBeGreaterThanOrEqual(5);
    t.advance(10 * MINUTE);
    expect((await send(PHONE, 'reset')).status).toBe(200);
  });

  it('20 codes per phone a day, so a patient guesser gets at most 100 tries a day', async () => {
    const answers = [];
    for (let n = 0; n < 21; n += 1) {
      if (n % 5 === 0 && n > 0) t.advance(10 * MINUTE);
      answers.push((await send(PHONE, 'login')).status);
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(RATE_LIMITED);
  });

  it('one client gets 60 codes in 10 minutes across phones, then 487', async () => {
    const answers = [];
    for (let n = 0; n < 61; n += 1) answers.push((await send(`1391000${String(n).padStart(4, '0')}`, 'login')).status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers[60]).toBe(RATE_LIMITED);
  });
});

describe('a code is used once, replaced by the next one, and expires', () => {
  it('a checked code answers valid once; the reset redeems it once', async () => {
    await send(PHONE, 'reset');
    const code = smsCodeOf(t.logs, PHONE, 'reset');
    expect((await check(PHONE, code, 'reset')).envelope.result).toEqual({ valid: true });
    expect((await check(PHONE, code, 'reset')).envelope.errorCode).toBe(WRONG_CODE);
    // The portal's forgotten-password flow: check the code, then send it with the new password.
    expect((await reset(PHONE, code)).envelope.result).toEqual({ reset: true });
    expect((await reset(PHONE, code)).envelope.errorCode).toBe(WRONG_CODE);
    expect((await check(PHONE, code, 'reset')).envelope.errorCode).toBe(WRONG_CODE);
  });

  it('a login code signs in once', async () => {
    await send(PHONE, 'login');
    const code = smsCodeOf(t.logs, PHONE, 'login');
    const login = () => t.client().call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber: PHONE, code } });
    expect((await login()).envelope.isSuccess).toBe(true);
    expect((await login()).envelope.errorCode).toBe(WRONG_CODE);
  });

  it('a second code replaces the first', async () => {
    await send(PHONE, 'reset');
    const first = smsCodeOf(t.logs, PHONE, 'reset');
    let second = first;
    // A new code is random: the same six digits twice (one in a million) is asked again.
    while (second === first) {
      await send(PHONE, 'reset');
      second = smsCodeOf(t.logs, PHONE, 'reset');
    }
    expect((await check(PHONE, first, 'reset')).envelope.errorCode).toBe(WRONG_CODE);
    expect((await check(PHONE, second, 'reset')).envelope.result).toEqual({ valid: true });
  });

  it('a code of another purpose does not count: a login code does not reset the password', async () => {
    await send(PHONE, 'login');
    expect((await reset(PHONE, smsCodeOf(t.logs, PHONE, 'login'))).envelope.errorCode).toBe(WRONG_CODE);
  });

  it('a code lives 5 minutes: right before, it is valid; right after, refused', async () => {
    await send(PHONE, 'reset');
    const early = smsCodeOf(t.logs, PHONE, 'reset');
    t.advance(5 * MINUTE - 1);
    expect((await check(PHONE, early, 'reset')).envelope.result).toEqual({ valid: true });

    await send(PHONE, 'reset');
    const late = smsCodeOf(t.logs, PHONE, 'reset');
    t.advance(5 * MINUTE);
    expect((await check(PHONE, late, 'reset')).envelope.errorCode).toBe(WRONG_CODE);
    expect((await reset(PHONE, late)).envelope.errorCode).toBe(WRONG_CODE);
  });
});

describe('phone numbers are checked before they reach the log', () => {
  const forged = `${PHONE}（用途 login） / x\n[sms] 验证码 123456 已发送至 13900000000（用途 reset） / SMS code 123456 sent to 13900000000 (purpose reset)`;
  const calls: [string, Record<string, unknown>][] = [
    ['/UserLogin/VerificationCode/Send', { purpose: 'reset' }],
    ['/UserLogin/PasswordLogin', { password: 'wrong' }],
    ['/UserLogin/VerificationCode', { code: '123456' }],
    ['/UserLogin/VerificationCode/UserApiCheck', { code: '123456', purpose: 'reset' }],
    ['/UserLogin/ResetPassword', { code: '123456', newPassword: 'Demo@2026' }],
  ];

  it.each(calls)('%s refuses a phone "number" with a newline with 400 and logs nothing of it', async (path, rest) => {
    const before = t.logs.length;
    const { status, envelope } = await t.client().call('POST', path, { body: { phoneNumber: forged, ...rest } });
    expect(status).toBe(400);
    expect(envelope.message).toBe('手机号格式不正确');
    expect(t.logs.slice(before).filter((line) => line.includes('13900000000') || line.includes('\n'))).toEqual([]);
  });

  it.each(['1380000000', '138000000011', '23800000001', '1380000000a', '+8613800000001'])('%s is not a phone number: 400', async (phoneNumber) => {
    expect((await send(phoneNumber, 'login')).status).toBe(400);
  });
});
