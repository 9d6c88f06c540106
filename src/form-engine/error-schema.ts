/**
 * The rules core's booking errors drawn under their fields: RJSF shows `extraErrors` (an
 * `ErrorSchema`) beside the field whose path they mirror, so each error's JSON Pointer `path`
 * (docs/rules.md "Errors and reasons") becomes a branch of that tree.
 */
import type { ErrorSchema } from '@rjsf/utils';

import type { Issue } from '../../rules/index.ts';

/** The reference tokens of a JSON Pointer (RFC 6901): `/a~1b/c~0d` → `['a/b', 'c~d']`; `''` → `[]`. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(pointer.startsWith('/') ? 1 : 0)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type MutableErrorNode = { __errors?: string[]; [key: string]: MutableErrorNode | string[] | undefined };

/**
 * The `ErrorSchema` that places each issue's message under the field its `path` points at. The
 * root pointer `''` lands on the form itself; the same message twice at one path is shown once.
 * Inputs are not changed.
 *
 * @example toErrorSchema([{ code: 'special.required', path: '/specialConfig/7', message: '成本中心为必填项' }])
 * // { specialConfig: { '7': { __errors: ['成本中心为必填项'] } } }
 */
export function toErrorSchema(issues: readonly Pick<Issue, 'path' | 'message'>[]): ErrorSchema {
  const root: MutableErrorNode = {};
  for (const { path, message } of issues) {
    let node = root;
    for (const token of pointerTokens(path)) {
      const next = node[token];
      if (next === undefined || Array.isArray(next)) node[token] = {};
      node = node[token] as MutableErrorNode;
    }
    const errors = (node.__errors ??= []);
    if (!errors.includes(message)) errors.push(message);
  }
  return root as ErrorSchema;
}
