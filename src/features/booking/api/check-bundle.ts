/**
 * The enterprise bundle's check (D10) apart from its fetch (`enterprise-bundle.ts`), since it
 * carries the rules core and ajv.
 */
import { lintBundle } from '../../../../rules/index.ts';
import type { EnterpriseBundle, LintIssue } from '../../../../rules/index.ts';

/** The bundle as checked: usable (with the linter's warnings) or refused with its issues. */
export type CheckedBundle =
  | { ok: true; bundle: EnterpriseBundle; warnings: readonly LintIssue[] }
  | { ok: false; issues: readonly LintIssue[] };

/**
 * The assembled bundle, linted (D10): errors refuse it, warnings are kept beside it.
 *
 * @example checkBundle(assembleBundle(parts)).ok // false when a special field names a missing parent
 */
export function checkBundle(value: unknown): CheckedBundle {
  const lint = lintBundle(value);
  if (!lint.ok) return { ok: false, issues: lint.errors };
  return { ok: true, bundle: value as EnterpriseBundle, warnings: lint.warnings };
}
