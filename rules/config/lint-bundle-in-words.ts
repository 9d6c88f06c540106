/**
 * `lintBundle` with the JSON Schema's messages in sentences naming the setting and its place
 * (`bundleIssuesInWords`, issue 24 §1): what the config preview, the server's refusal and the seed
 * say. The booking page lints with `lintBundle` alone (lint-bundle.ts says why).
 *
 * @example lintBundleInWords({ enterpriseId: 1, extra: 1 }).errors[0]?.message // '配置里有一项本配置不认识的设置“extra”，请删除它'
 */
import { bundleIssuesInWords } from './bundle-issue-text.ts';
import { lintBundle, type LintResult } from './lint-bundle.ts';

export const lintBundleInWords = (value: unknown): LintResult => lintBundle(value, bundleIssuesInWords);
