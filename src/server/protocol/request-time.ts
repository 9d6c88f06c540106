/**
 * The request timestamp's window (docs/security.md §7): every call's encrypted query carries the
 * client's time as `YYYY/MM/DD HH:mm:ss` in China time (spec §7, §9; D7). The AES key set is a
 * wire format, not a secret, so the timestamp is what keeps a captured request from being
 * replayed forever: the server takes it only within a window around its own clock. The text is
 * read by the rules core's one China-time parser (`parseRequestTimestamp`, rules/model/china-time.ts).
 */
import { parseRequestTimestamp } from '../../../rules/index.ts';
import { ADDED_QUERY_KEYS } from '../../shared/index.ts';

/** How far the client's clock may be from the server's, either way: 5 minutes. */
export const REQUEST_TIME_WINDOW_MS = 5 * 60 * 1000;

/**
 * What the timestamp of a decrypted query says about the request:
 * - `missing`: no readable timestamp (400, a malformed request);
 * - `ahead`: more than the window ahead of the server (483 系统时间超前，请联系运维: the client's
 *   clock, or the request, is from the future);
 * - `behind`: more than the window behind (489 系统时间异常: a stale or replayed request, or a
 *   client clock far behind);
 * - `ok`: within the window.
 */
export function requestTimeVerdict(params: Readonly<Record<string, string>>, now: number): 'ok' | 'missing' | 'ahead' | 'behind' {
  const text = params[ADDED_QUERY_KEYS.TIMESTAMP];
  const sent = text === undefined ? undefined : parseRequestTimestamp(text);
  if (sent === undefined) return 'missing';
  // The timestamp has whole seconds: a request sent in the server's current second is up to 999 ms "behind".
  if (sent - now > REQUEST_TIME_WINDOW_MS) return 'ahead';
  if (now - sent > REQUEST_TIME_WINDOW_MS) return 'behind';
  return 'ok';
}
