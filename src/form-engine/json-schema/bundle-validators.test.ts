/**
 * The bundle's validators in the browser (bundle-validators.ts here: ajv's precompiled first-error
 * code and the forms' interpreting validator for every error, put in place of
 * rules/config/bundle-validators.ts by `interpretedValidators` in vite.config.ts) give the results
 * of the ones ajv compiles at run time (what Node checks with):
 * the same verdict, the same issues with the same Chinese messages and JSON Pointers, and the same
 * bound on a large failing bundle (rules/config/schema-check.ts). Two differences are allowed, both
 * unread in the browser (interpreted-validators.ts): the English is left empty, and the issues may
 * come in another order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { brokenBundleArb, bundleArb } from '../../../tests/arbitraries/bundle.ts';
import { bundleValidators as compiled } from '../../../rules/config/bundle-validators.ts';
import { ALL_ERRORS_ELEMENT_LIMIT, checkAgainst, MORE_ERRORS_NOT_LISTED } from '../../../rules/config/schema-check.ts';
import type { CheckResult } from '../../../rules/model/issue.ts';
import { firstError as precompiledFirstError } from '../../../rules/generated/bundle-validators.js';
import { bundleValidators as interpreted } from './bundle-validators.ts';

/** A result as the browser reads it: the issues without their English, ordered by place and code (the expectations below are in that order). */
const asRead = (result: CheckResult<unknown>) => ({
  ...result,
  issues: result.issues.map(({ messageEn: _en, ...issue }) => issue).sort((a, b) => `${a.path} ${a.code}`.localeCompare(`${b.path} ${b.code}`)),
});

const both = (value: unknown) => [asRead(checkAgainst(interpreted(), value)), asRead(checkAgainst(compiled(), value))] as const;

const brokenFields = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ specialId: i + 1, configName: '', showType: 2, businessTypeList: [4] }));

describe('the bundle checked in the browser without ajv’s compiler (issue 9) and with one validator for every error (issue 22)', () => {
  it('are ajv’s precompiled first-error code and cfworker’s every-error check, not ajv compiling on first use', () => {
    const { firstError, allErrors } = interpreted();
    expect(firstError).toBe(precompiledFirstError);
    expect(interpreted()).toBe(interpreted());
    // ajv's compiled functions carry their schema environment; standalone code and cfworker's have none.
    expect((firstError as { schemaEnv?: unknown }).schemaEnv).toBeUndefined();
    expect((allErrors as { schemaEnv?: unknown }).schemaEnv).toBeUndefined();
    expect((compiled().firstError as { schemaEnv?: unknown }).schemaEnv).toBeDefined();
  });

  it('accepts a bundle with only enterpriseId', () => {
    expect(checkAgainst(interpreted(), { enterpriseId: 1001 })).toEqual({ ok: true, value: { enterpriseId: 1001 }, issues: [] });
  });

  it('reports every error with its JSON Pointer, in Chinese', () => {
    const [browser, node] = both({ enterpriseId: '1001', extra: true, specialFields: [{ specialId: 1, configName: 'a', showType: 9 }] });
    expect(browser).toEqual({
      ok: false,
      issues: [
        { code: 'schema.type', path: '/enterpriseId', message: '应当是 integer 类型' },
        { code: 'schema.additionalProperties', path: '/extra', message: '不允许有额外的属性: extra' },
        { code: 'schema.maximum', path: '/specialFields/0/showType', message: '应当为 <= 8' },
      ],
    });
    expect(browser).toEqual(node);
  });

  it('reports a missing enterpriseId at the root', () => {
    const [browser, node] = both({});
    expect(browser.issues).toEqual([
      { code: 'schema.required', path: '', message: '应当有必需属性 enterpriseId' },
    ]);
    expect(browser).toEqual(node);
  });

  it('names the allowed values of an enumeration and the bound of a length, as ajv does', () => {
    const [browser, node] = both({ enterpriseId: 1, tripTypeConfigs: [{ businessType: 6 }], specialFields: [{ specialId: 1, configName: '', showType: 1 }] });
    expect(browser.issues).toEqual([
      { code: 'schema.minLength', path: '/specialFields/0/configName', message: '不应少于 1 个字符' },
      { code: 'schema.enum', path: '/tripTypeConfigs/0/businessType', message: '应当是预设定的枚举值之一' },
    ]);
    expect(browser).toEqual(node);
  });

  it('counts a name in code points as ajv does: one emoji is one character', () => {
    const [browser, node] = both({ enterpriseId: 1, specialFields: [{ specialId: 1, configName: '😀', showType: 1 }] });
    expect(browser.ok).toBe(true);
    expect(browser).toEqual(node);
  });

  it('refuses what is not an object', () => {
    for (const value of [[1], null, 'bundle', 7]) {
      const [browser, node] = both(value);
      expect(browser.ok).toBe(false);
      expect(browser).toEqual(node);
    }
  });

  it('lists every error of a small failing bundle', () => {
    const [browser, node] = both({ enterpriseId: 1, specialFields: brokenFields(3) });
    expect(browser.issues.map((i) => i.path)).toEqual(['/specialFields/0/configName', '/specialFields/1/configName', '/specialFields/2/configName']);
    expect(browser).toEqual(node);
  });

  it('lists only the first error of a large failing bundle, and says more may follow', () => {
    const [browser, node] = both({ enterpriseId: 1, specialFields: brokenFields(20_000) });
    expect(browser.issues).toEqual([
      { code: MORE_ERRORS_NOT_LISTED.code, path: MORE_ERRORS_NOT_LISTED.path, message: MORE_ERRORS_NOT_LISTED.message },
      { code: 'schema.minLength', path: '/specialFields/0/configName', message: '不应少于 1 个字符' },
    ]);
    expect(MORE_ERRORS_NOT_LISTED.message).toBe(`内容较大（超过 ${ALL_ERRORS_ELEMENT_LIMIT} 个列表元素），只列出第一个错误，可能还有更多`);
    expect(browser).toEqual(node);
  });

  it('stays linear on a large failing bundle: 100,000 broken fields in well under a second', () => {
    const bundle = { enterpriseId: 1, specialFields: brokenFields(100_000) };
    const started = performance.now();
    expect(checkAgainst(interpreted(), bundle).issues).toHaveLength(2);
    // ajv's every-error check of this input is quadratic (86 s for 111,541 fields; docs/performance.md).
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('accepts a large valid bundle', () => {
    const fields = brokenFields(5_000).map((f) => ({ ...f, configName: `字段${f.specialId}` }));
    expect(checkAgainst(interpreted(), { enterpriseId: 1, specialFields: fields }).ok).toBe(true);
  });

  it('law: every valid bundle is accepted by both, unchanged', () => {
    fc.assert(
      fc.property(bundleArb, (bundle) => {
        const [browser, node] = both(bundle);
        expect(browser).toEqual({ ok: true, value: bundle, issues: [] });
        expect(node).toEqual(browser);
      }),
      { numRuns: 200 },
    );
  });

  it('law: a broken bundle gets the same verdict and the same issues from both', () => {
    fc.assert(
      fc.property(brokenBundleArb, (value) => {
        const [browser, node] = both(value);
        expect(browser).toEqual(node);
      }),
      { numRuns: 500 },
    );
  });

  it('law: the first-error validator is ajv’s, error for error (what every bundle and a large failing one get)', () => {
    fc.assert(
      fc.property(brokenBundleArb, (value) => {
        const first = interpreted().firstError;
        const reference = compiled().firstError;
        expect(first(value)).toBe(reference(value));
        expect(first.errors ?? null).toEqual(reference.errors ?? null);
      }),
      { numRuns: 300 },
    );
  });
});
