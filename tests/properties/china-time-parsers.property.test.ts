/**
 * One China-time parser (issue 22 §1, rules/model/china-time.ts `parseChinaTime` on dayjs): the
 * boarding time `YYYY-MM-DD HH:mm` and the request timestamp `YYYY/MM/DD HH:mm:ss` used to be
 * read by two hand-written parsers (the rules' regex and the server's in
 * src/server/protocol/request-time.ts). These properties hold the call sites to the answers they
 * gave before: the two former parsers are kept here, verbatim, as the oracles, and every text
 * (times that exist, texts of the right shape with any digits, any text at all) reads the same,
 * under process zones with and without daylight saving; the request-time window gives the same
 * verdict for any timestamp and server clock.
 *
 * The one answer that changed on purpose: a request timestamp with a year below 100 (`0099/…`)
 * was read by `Date.UTC` as 1999 and answered 489 (behind); it is no time now (400), as a boarding
 * time with such a year already was. Pinned below.
 */
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, parseBoardingTime, parseRequestTimestamp, requestTimestamp } from '../../rules/model/china-time.ts';
import { REQUEST_TIME_WINDOW_MS, requestTimeVerdict } from '../../src/server/protocol/request-time.ts';
import { ADDED_QUERY_KEYS } from '../../src/shared/index.ts';
import { instantArb, PROCESS_TIME_ZONES, wholeMinuteArb } from '../arbitraries/china-time.ts';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The rules' former boarding-time parser (before issue 22), the oracle: epoch ms or undefined. */
function formerBoardingTime(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const epoch = Date.UTC(year, month - 1, day, hour, minute) - CHINA_OFFSET_MS;
  return formatBoardingTime(epoch) === text.trim() ? epoch : undefined;
}

/** The server's former request-timestamp parser (before issue 22), the oracle. */
function formerRequestTimestamp(text: string): number | undefined {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  return utc - CHINA_OFFSET_MS;
}

/** The former window verdict, over the former parser. */
function formerVerdict(text: string, now: number): string {
  const sent = formerRequestTimestamp(text);
  if (sent === undefined) return 'missing';
  if (sent - now > REQUEST_TIME_WINDOW_MS) return 'ahead';
  if (now - sent > REQUEST_TIME_WINDOW_MS) return 'behind';
  return 'ok';
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Texts of the right shape with any digits (most are no time: month 13, 02-30, 24:00, minute 60, …). */
const shapedParts = fc.record({
  year: fc.integer({ min: 100, max: 9999 }),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
  hour: fc.integer({ min: 0, max: 25 }),
  minute: fc.integer({ min: 0, max: 61 }),
  second: fc.integer({ min: 0, max: 61 }),
});
const shapedBoarding = shapedParts.map((p) => `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)} ${pad(p.hour, 2)}:${pad(p.minute, 2)}`);
const shapedTimestamp = shapedParts.map((p) => `${pad(p.year, 4)}/${pad(p.month, 2)}/${pad(p.day, 2)} ${pad(p.hour, 2)}:${pad(p.minute, 2)}:${pad(p.second, 2)}`);

/** A time text bent a little: spaces around it, a part written short, a separator changed, a character added. */
const bent = (text: string) =>
  fc.constantFrom(` ${text}`, `${text} `, `\t${text}\n`, text.replace(/-0/, '-'), text.replace(' ', 'T'), text.replace(/\//g, '-'), `${text}0`, `+${text}`, text.replace(/:0/, ':'));

const boardingTexts = fc.oneof(
  wholeMinuteArb.map(formatBoardingTime),
  shapedBoarding,
  wholeMinuteArb.map(formatBoardingTime).chain(bent),
  fc.string(),
);
const timestampTexts = fc.oneof(
  instantArb.map(requestTimestamp),
  shapedTimestamp,
  instantArb.map(requestTimestamp).chain(bent),
  fc.string(),
);

describe.each(PROCESS_TIME_ZONES)('with the process in $zone', ({ zone, januaryOffset }) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('the process zone is really in effect', () => {
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(januaryOffset);
  });

  test.prop([boardingTexts])('a boarding time reads as it did before (same instant, or no time)', (text) => {
    const parsed = parseBoardingTime(text);
    expect(parsed.ok ? parsed.value : undefined).toBe(formerBoardingTime(text));
  });

  test.prop([timestampTexts])('a request timestamp reads as it did before (same instant, or no time)', (text) => {
    expect(parseRequestTimestamp(text)).toBe(formerRequestTimestamp(text));
  });

  test.prop([instantArb])('the transport’s timestamp reads back as its second', (instant) => {
    expect(parseRequestTimestamp(requestTimestamp(instant))).toBe(instant - (instant % 1000));
  });
});

test.prop([fc.oneof(timestampTexts, instantArb.map(requestTimestamp)), instantArb, fc.integer({ min: -2 * REQUEST_TIME_WINDOW_MS, max: 2 * REQUEST_TIME_WINDOW_MS })])(
  'the request-time window gives the verdict it gave before, for any timestamp and server clock',
  (text, instant, skew) => {
    // Half the runs put the server's clock near the timestamp, where the window's edges are.
    const sent = formerRequestTimestamp(text);
    const now = sent === undefined ? instant : sent + skew;
    expect(requestTimeVerdict({ [ADDED_QUERY_KEYS.TIMESTAMP]: text }, now)).toBe(formerVerdict(text, now));
  },
);

describe('examples', () => {
  it('reads both formats as China time, whatever the process zone', () => {
    expect(parseRequestTimestamp('2026/11/22 10:05:09')).toBe(Date.UTC(2026, 10, 22, 2, 5, 9));
    expect(parseBoardingTime('2026-11-22 09:00')).toEqual({ ok: true, value: Date.UTC(2026, 10, 22, 1, 0), issues: [] });
    expect(parseBoardingTime(' 2026-11-22 09:00 ').ok).toBe(true);
  });

  it('refuses a date or hour that does not exist, a short part and text around a timestamp', () => {
    for (const text of ['2026/02/29 10:00:00', '2026/11/22 24:00:00', '2026/11/22 10:60:00', '2026/1/22 10:00:00', ' 2026/11/22 10:05:09', '2026-11-22 10:05:09']) {
      expect(parseRequestTimestamp(text)).toBeUndefined();
    }
    expect(parseBoardingTime('2026-02-30 10:00')).toEqual({
      ok: false,
      issues: [{ code: 'time.invalid', path: '', message: '时间格式应为 YYYY-MM-DD HH:mm', messageEn: 'A time must read YYYY-MM-DD HH:mm (China time)' }],
    });
  });

  it('a year below 100 is no time (the former request parser read 0099 as 1999): 400, not 489', () => {
    expect(formerRequestTimestamp('0099/01/01 00:00:00')).toBe(Date.UTC(1999, 0, 1) - CHINA_OFFSET_MS);
    expect(parseRequestTimestamp('0099/01/01 00:00:00')).toBeUndefined();
    expect(requestTimeVerdict({ [ADDED_QUERY_KEYS.TIMESTAMP]: '0099/01/01 00:00:00' }, Date.UTC(2026, 0, 1))).toBe('missing');
  });
});
