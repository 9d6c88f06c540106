/**
 * The bundle the checker answered, with every part equal to the last bundle's kept as the last
 * bundle's object (TanStack Query's structural sharing, `replaceEqualDeep`, which the page already
 * loads with its queries). The checker's answer is a fresh copy of the whole bundle, while the rules
 * core's memos (`rules/fields/special-fields.ts`, `rules/compile/`) and the preview's equality
 * checks go by identity: without this an edit of the enterprise's name kept nothing warm and drew a
 * form of 500 fields again (issue 24 §4, docs/performance.md).
 *
 * @example keepEqualParts(last, { ...structuredClone(last), enterpriseName: '新名称' }).specialFields === last.specialFields // true
 */
import { replaceEqualDeep } from '@tanstack/react-query';

import type { EnterpriseBundle } from '../../../rules/index.ts';

export const keepEqualParts = (last: EnterpriseBundle, next: EnterpriseBundle): EnterpriseBundle => replaceEqualDeep(last, next);
