/** The session cookie `ent_session` (docs/transport.md): HttpOnly, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = 'ent_session';

/**
 * The value of a cookie in a `Cookie` header, or undefined. A value that is not valid
 * percent-encoding (`%E0%A4%A`) is no value: the request has no session, as with any unknown
 * token, instead of a 500 on every route (docs/security.md §6).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodedOrUndefined(part.slice(eq + 1).trim());
  }
  return undefined;
}

function decodedOrUndefined(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
