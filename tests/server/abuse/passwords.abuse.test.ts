/**
 * docs/security.md §2 (passwords): hashing off the event loop, a hash for unknown phones too, and
 * limited wrong passwords. Over real HTTP against a temporary database.
 */
import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scryptKdf } from '../../../src/server/store/passwords.ts';
import { DEMO_BOOKER } from '../client.ts';
import { countingKdf, MINUTE, RATE_LIMITED, rateLimitedText, startClockedServer, WRONG_CREDENTIALS, type ClockedServer } from './support.ts';

const DAY = 24 * 60 * MINUTE;
const kdf = countingKdf(scryptKdf);

let t: ClockedServer;
beforeAll(async () => {
  t = await startClockedServer({ passwordKdf: kdf });
});
afterAll(() => t.stop());
beforeEach(() => t.advance(DAY + 1));

const login = (phoneNumber: string, password: string) => t.client().call('POST', '/UserLogin/PasswordLogin', { body: { phoneNumber, password } });
const outcome = ({ status, envelope }: { status: number; envelope: { errorCode: number } }) => (status === 200 ? envelope.errorCode : status);

describe('wrong passwords are limited', () => {
  it('a user who mistypes a few times still signs in (a real user never sees 487)', async () => {
    for (let n = 0; n < 3; n += 1) expect(outcome(await login(DEMO_BOOKER.phoneNumber, `wrong-${n}`))).toBe(WRONG_CREDENTIALS);
    expect((await t.client().signIn(t.logs, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password)).envelope.isSuccess).toBe(true);
  });

  it('guessing one phone\'s password gets 10 tries, then 487 saying how long to wait, the right password too; 10 minutes later it works', async () => {
    const answers = [];
    for (let n = 0; n < 15; n += 1) answers.push(outcome(await login(DEMO_BOOKER.phoneNumber, `guess-${n}`)));
    expect(answers).toEqual([...Array<number>(10).fill(WRONG_CREDENTIALS), ...Array<number>(5).fill(RATE_LIMITED)]);
    const limited = await login(DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    expect(limited.status).toBe(RATE_LIMITED);
    expect(limited.envelope).toMatchObject({ isSuccess: false, errorCode: RATE_LIMITED, message: rateLimitedText('10 分钟') });
    // The wait is counted from the window's end on the server's clock (issue 22).
    t.advance(4 * MINUTE);
    expect((await login(DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password)).envelope.message).toBe(rateLimitedText('6 分钟'));
    t.advance(6 * MINUTE);
    expect((await login(DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password)).envelope.result).toEqual({ phoneNumber: DEMO_BOOKER.phoneNumber, verificationRequired: true });
  });

  it('a limited caller costs no hash', async () => {
    for (let n = 0; n < 10; n += 1) await login(DEMO_BOOKER.phoneNumber, `guess-${n}`);
    const before = kdf.calls;
    expect((await login(DEMO_BOOKER.phoneNumber, 'guess')).status).toBe(RATE_LIMITED);
    expect(kdf.calls).toBe(before);
  });

  it('one client spraying passwords across phones is stopped after 30', async () => {
    const answers = [];
    for (let n = 0; n < 35; n += 1) answers.push(outcome(await login(`1392000${String(n).padStart(4, '0')}`, 'Demo@2026')));
    expect(answers).toEqual([...Array<number>(30).fill(WRONG_CREDENTIALS), ...Array<number>(5).fill(RATE_LIMITED)]);
  });
});

describe('timing does not tell who has an account', () => {
  it.each([
    ['an unknown phone', '13912345678'],
    ['a user with a wrong password', DEMO_BOOKER.phoneNumber],
    ['a user who never set a password', '13800000009'],
  ])('%s costs exactly one hash', async (_who, phoneNumber) => {
    const before = kdf.calls;
    expect(outcome(await login(phoneNumber, 'Wrong@2026'))).toBe(WRONG_CREDENTIALS);
    expect(kdf.calls - before).toBe(1);
  });
});

describe('hashing does not stall the server', () => {
  /**
   * 100 wrong logins in parallel (30 hashed, the rest 487 by the per-client limit) while another
   * request is asked again and again: it is answered several times before the last hashed login
   * is. With scrypt on the event loop it waits behind the hashes (the second test shows the
   * measure tells the difference). Counts and order only, no absolute times.
   */
  async function probesDuringLogins(): Promise<{ wrong: number; limited: number; probesBeforeLastHash: number }> {
    const answeredAt: { kind: 'login' | 'probe'; outcome: number }[] = [];
    let pending = 100;
    const logins = Array.from({ length: 100 }, (_, n) =>
      login(`1393000${String(n).padStart(4, '0')}`, 'Wrong@2026').then((answer) => {
        answeredAt.push({ kind: 'login', outcome: outcome(answer) });
        pending -= 1;
      }),
    );
    const probe = t.client();
    while (pending > 0) {
      const answer = await probe.call('GET', '/UserLogin/CurrentUser');
      answeredAt.push({ kind: 'probe', outcome: answer.status });
    }
    await Promise.all(logins);
    const lastHash = answeredAt.map((a) => a.outcome).lastIndexOf(WRONG_CREDENTIALS);
    return {
      wrong: answeredAt.filter((a) => a.outcome === WRONG_CREDENTIALS).length,
      limited: answeredAt.filter((a) => a.kind === 'login' && a.outcome === RATE_LIMITED).length,
      probesBeforeLastHash: answeredAt.slice(0, lastHash).filter((a) => a.kind === 'probe').length,
    };
  }

  it('100 wrong logins do not stall a parallel request', async () => {
    const { wrong, limited, probesBeforeLastHash } = await probesDuringLogins();
    // Counted before the hash: parallel guesses cannot slip past the limit.
    expect(wrong).toBe(30);
    expect(limited).toBe(70);
    // The probe is answered again and again while the hashes run (on the event loop: once at most, see below).
    expect(probesBeforeLastHash).toBeGreaterThanOrEqual(5);
  });

  it('the measure tells a stall: with scrypt on the event loop the probe waits', async () => {
    // A lighter scrypt (N 4096) keeps this control quick; it blocks the event loop all the same.
    const syncKdf = countingKdf(async (password, salt, keyLength) => scryptSync(password, salt, keyLength, { N: 4096 }));
    const stalled = await startClockedServer({ passwordKdf: syncKdf });
    const saved = t;
    t = stalled;
    try {
      const { wrong, probesBeforeLastHash } = await probesDuringLogins();
      expect(wrong).toBe(30);
      expect(probesBeforeLastHash).toBeLessThanOrEqual(2);
    } finally {
      t = saved;
      await stalled.stop();
    }
  });
});
