/**
 * Secrets kept out of performance monitoring (issue 21 §2, docs/security.md §13). The RUM agent
 * writes URLs into its events in many places: a transaction's `context.page.url` and `referer`, its
 * name, a span's name and `context.http.url` (every API call, whose `q` is the encrypted query: its
 * key set ships with the portal, so whoever holds `q` reads the approval token in it), an error's
 * message and `context.page`. Rather than chase each place, `redactSecrets` walks the whole payload
 * and rewrites every string in it:
 *
 * - a URL parameter (`?name=value`, `&…`, `#…`, `;…`, or `name=value` at the start of a string) keeps
 *   its value only when its name is one of `MONITORED_PARAMETERS`; any other value is `[REDACTED]`,
 *   so a parameter added later is secret until it is named there;
 * - a path below `/Concur/` (the binding's code, `/Concur/:dc`), `/OrderAudit/` and `/TextAudit/` (the
 *   approval pages, whose token belongs in the query, but a pasted one may land in the path) keeps
 *   only a route pattern (`/OrderAudit/*`, `/Concur/:dc`), anything else is `[REDACTED]`;
 * - each of `heldSecrets` (the portal's own list of the secrets it holds: the token the approval
 *   page read, the code typed on /TextAudit), wherever it appears, as it is or percent-encoded.
 *
 * Written here because the agent has the hook but no scrubbing of its own: apm-rum 5.17 blanks only
 * a URL's user and password (`Url.toString`), and its page URL, `q` and names go out as they are.
 * The portal runs it as the agent's own filter (`apm.addFilter`, src/app/monitoring.ts) before a
 * payload leaves the page; the reference server's intake runs it again on every event it stores, for
 * a portal still open from before (src/server/routes/monitoring.ts). Pure and framework-free.
 */

/** What a secret is replaced with. */
export const REDACTED = '[REDACTED]';

/**
 * URL parameters whose values monitoring keeps: the ids and modes of the portal's own links
 * (`/EnterpriseService/SpecialCar?mode=…&orderId=…`, `/endtravel?orderId=…`, `/UploadPic?orderId=…`).
 * An order id names an order but opens nothing without a session. Compared ignoring case.
 */
export const MONITORED_PARAMETERS: readonly string[] = ['orderId', 'mode'];

/**
 * Route paths below which a segment is a secret; route patterns (`*`, `:name`) stay, as the
 * route-change transactions are named after them.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = ['/Concur/', '/OrderAudit/', '/TextAudit/'];

/** A held secret shorter than this is not searched for: it would blank unrelated text (a digit, a word). */
export const MIN_HELD_SECRET_LENGTH = 6;

const KEPT = new Set(MONITORED_PARAMETERS.map((name) => name.toLowerCase()));

/** `?name=value` and its kin: a separator (or the string's start), a name, `=`, a value up to the next separator, space or quote. */
const PARAMETER = /(^|[?&#;])([^=?&#;\s"'<>]+)=([^&#;\s"'<>]*)/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECRET_PATH = new RegExp(`(${SECRET_PATH_PREFIXES.map(escapeRegExp).join('|')})([^?#\\s"'<>]+)`, 'gi');
const ROUTE_PATTERN = /^(\*|:[A-Za-z]\w*)$/;

/**
 * A string with its secrets replaced (see the module's header).
 *
 * @example redactText('https://portal.example/OrderAudit?token=Abc123&x=1') // 'https://portal.example/OrderAudit?token=[REDACTED]&x=[REDACTED]'
 * @example redactText('/endtravel?orderId=OC1') // '/endtravel?orderId=OC1'
 * @example redactText('/Concur/8f3a2b') // '/Concur/[REDACTED]'
 */
export function redactText(text: string, heldSecrets: readonly string[] = []): string {
  let result = text;
  for (const secret of heldSecrets) {
    if (secret.length < MIN_HELD_SECRET_LENGTH) continue;
    result = result.replaceAll(secret, REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) result = result.replaceAll(encoded, REDACTED);
  }
  if (result.includes('=')) {
    result = result.replace(PARAMETER, (whole, separator: string, name: string, value: string) =>
      value === '' || value === REDACTED || KEPT.has(safeDecode(name).toLowerCase()) ? whole : `${separator}${name}=${REDACTED}`,
    );
  }
  if (result.includes('/')) {
    result = result.replace(SECRET_PATH, (whole, prefix: string, rest: string) => (ROUTE_PATTERN.test(rest) || rest === REDACTED ? whole : `${prefix}${REDACTED}`));
  }
  return result;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A copy of a JSON-like value with every string in it redacted (`redactText`); other values as
 * they are. Walked without recursion, so a deeply nested payload cannot exhaust the stack.
 *
 * @example redactSecrets({ transactions: [{ context: { page: { url: '/OrderAudit?token=t0k3n-1' } } }], errors: [] })
 * // { transactions: [{ context: { page: { url: '/OrderAudit?token=[REDACTED]' } } }], errors: [] }
 */
export function redactSecrets<T>(value: T, heldSecrets: readonly string[] = []): T {
  const redact = (item: unknown): unknown => (typeof item === 'string' ? redactText(item, heldSecrets) : item);
  const root: { value: unknown } = { value };
  const copy: { value: unknown } = { value: undefined };
  // Each entry: a source container and the copy to fill.
  const pending: { from: unknown; into: Record<string, unknown> | unknown[] }[] = [];
  const copyOf = (item: unknown): unknown => {
    if (item === null || typeof item !== 'object') return redact(item);
    const into: Record<string, unknown> | unknown[] = Array.isArray(item) ? [] : {};
    pending.push({ from: item, into });
    return into;
  };
  copy.value = copyOf(root.value);
  while (pending.length > 0) {
    const { from, into } = pending.pop()!;
    if (Array.isArray(from)) for (const item of from) (into as unknown[]).push(copyOf(item));
    else for (const [key, item] of Object.entries(from as Record<string, unknown>)) (into as Record<string, unknown>)[key] = copyOf(item);
  }
  return copy.value as T;
}
