/**
 * The headers every answer carries for the browser (docs/security.md §7): no MIME sniffing, no
 * framing, and a Content Security Policy that lets the portal load only its own scripts and talk
 * only to its own origin (plus the origins it was built to call).
 */

/**
 * The portal's Content Security Policy.
 * - `script-src 'self'`: the build has no inline script (Vite emits module files only) and runs no
 *   string as code: the browser checks JSON Schemas with validators precompiled at build time and the
 *   form engine's interpreting validator, never with ajv's run-time compile (`new Function`; the
 *   browser build has no compiler, src/app/schema-compile-stub.ts), and the bench's form lab, whose
 *   plain-RJSF baseline compiles, is in no served build (issue 21 §6; src/app/routes.ts).
 * - `style-src 'self' 'unsafe-inline'`: Chakra UI styles through emotion, which inserts `<style>`
 *   elements at run time; without a nonce pipeline they need 'unsafe-inline'. Styles cannot run code.
 * - `img-src 'self' data: blob:`: the price pictures are the server's own SVGs; icons may be data URLs.
 * - `connect-src 'self'` and `extraConnectSources`: the API and the RUM intake on the portal's own
 *   origin, or the origins of `VITE_API_BASE_URL` / `VITE_APM_SERVER_URL` when it was built for others.
 * - `frame-ancestors 'none'`, `form-action 'self'`, `base-uri 'self'`, `object-src 'none'`.
 *
 * @example contentSecurityPolicy(['https://apm.example.com']) // "default-src 'self'; … connect-src 'self' https://apm.example.com; …"
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...extraConnectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a URL setting (`https://apm.example.com/x` → `https://apm.example.com`), or undefined for an empty or relative one. */
export function originOf(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '') return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The headers of every answer, the portal's and the API's alike (a CSP on a JSON answer is inert and harmless). */
export function browserHeaders(extraConnectSources: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy(extraConnectSources),
    'referrer-policy': 'same-origin',
  };
}
