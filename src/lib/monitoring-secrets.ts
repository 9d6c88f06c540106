/**
 * The secrets this tab holds that performance monitoring must never carry (issue 21 §2,
 * docs/security.md §13): the approval link's token once the approval page has read it, the code
 * typed on /TextAudit. The monitoring agent's filter (src/app/monitoring.ts) blanks each of them
 * wherever it appears in a payload, beside the rules that need no list (URL parameters, secret
 * paths: src/shared/monitoring-redaction.ts). Kept in memory only, for the tab's life.
 */
import { MIN_HELD_SECRET_LENGTH } from '../shared/monitoring-redaction.ts';

/** The newest secrets kept: a tab holds one or two; the cap only keeps a long session's list small. */
const MAX_HELD = 32;

const held = new Set<string>();

/**
 * Names a secret the tab holds, so monitoring never carries it (one shorter than
 * `MIN_HELD_SECRET_LENGTH` is not searched for: the URL rules still cover it).
 *
 * @example holdSecret(token) // the approval page, once it read `?token=`
 */
export function holdSecret(secret: string): void {
  if (secret.length < MIN_HELD_SECRET_LENGTH || held.has(secret)) return;
  held.add(secret);
  if (held.size > MAX_HELD) held.delete(held.values().next().value!);
}

/** The secrets named so far, oldest first. */
export function heldSecrets(): readonly string[] {
  return [...held];
}
