/**
 * Pairs of bundles for the impact diff's laws (issue 10 §2): a bundle and an edit of it. The
 * edit takes some top-level parts and some special fields (by position) from a second bundle,
 * so pairs range from equal to unrelated, and most share much, as real edits do.
 */
import fc from 'fast-check';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import { bundleArb } from './bundle.ts';

const PARTS = ['auditConfigs', 'noNeedToAudit', 'tripTypeConfigs'] as const;

export const bundlePairArb: fc.Arbitrary<[EnterpriseBundle, EnterpriseBundle]> = fc
  .tuple(bundleArb, bundleArb, fc.subarray([...PARTS]), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }))
  .map(([a, b, parts, swaps]) => {
    const next: EnterpriseBundle = { ...a };
    for (const part of parts) (next as unknown as Record<string, unknown>)[part] = b[part];
    const theirs = b.specialFields ?? [];
    next.specialFields = (a.specialFields ?? []).map((f, i) => (swaps[i] && theirs[i] ? theirs[i] : f));
    return [a, next];
  });
