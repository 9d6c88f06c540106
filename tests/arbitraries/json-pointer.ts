/** JSON Pointer paths (RFC 6901) as token lists and as pointers, for the error-schema laws. */
import { fc } from '@fast-check/vitest';

/** A reference token, including the `/` and `~` that a pointer must escape. */
export const pointerToken = fc.stringMatching(/^[a-z0-9~/]{1,6}$/).filter((t) => t !== '__errors');

/** The pointer of a token list: `['a/b', 'c']` → `/a~1b/c`. */
export function pointerOf(tokens: readonly string[]): string {
  return tokens.map((t) => '/' + t.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
