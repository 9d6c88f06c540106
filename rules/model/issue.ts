/**
 * An expected failure, returned as a value (never thrown): what went wrong, where, and why.
 * `path` is a JSON Pointer into the input (`/specialFields/2/parentSpecialId`) or a form
 * field path (`specialFields.7`); `message` is Chinese, `messageEn` English.
 */
export interface Issue {
  code: string;
  path: string;
  message: string;
  messageEn?: string;
}

/** The result of checking untrusted input: the typed value when it is usable, every issue otherwise. */
export type CheckResult<T> = { ok: true; value: T; issues: Issue[] } | { ok: false; issues: Issue[] };

/** Escape one JSON Pointer reference token (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Join reference tokens into a JSON Pointer: `pointer('specialFields', 2)` is `/specialFields/2`. */
export function pointer(...tokens: (string | number)[]): string {
  return tokens.map((t) => '/' + pointerToken(t)).join('');
}
