/**
 * The bundle's precompiled validators (rules/generated/bundle-validators.js, what the browser checks
 * with) give the same results as the ones ajv compiles at run time (what Node checks with): the same
 * issues with the same Chinese and English messages and JSON Pointers, and the same bound on a large
 * failing bundle (schema-check.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { brokenBundleArb, bundleArb } from '../../tests/arbitraries/bundle.ts';
import { bundleValidators as precompiled } from '../generated/bundle-validators.js';
import { bundleValidators as compiled } from './bundle-validators.ts';
import { ALL_ERRORS_ELEMENT_LIMIT, checkAgainst, MORE_ERRORS_NOT_LISTED } from './schema-check.ts';

const both = (value: unknown) => [checkAgainst(precompiled(), value), checkAgainst(compiled(), value)] as const;

const brokenFields = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ specialId: i + 1, configName: '', showType: 2, businessTypeList: [4] }));

describe('the bundle checked with precompiled validators (issue 9: no ajv compiler in the browser)', () => {
  it('are the standalone functions, not ajv compiling on first use', () => {
    const { firstError, allErrors } = precompiled();
    expect(firstError).not.toBe(allErrors);
    expect(precompiled()).toBe(precompiled());
    // ajv's compiled functions carry their schema environment; standalone code has none.
    expect((firstError as { schemaEnv?: unknown }).schemaEnv).toBeUndefined();
    expect((compiled().firstError as { schemaEnv?: unknown }).schemaEnv).toBeDefined();
  });

  it('accepts a bundle with only enterpriseId', () => {
    expect(checkAgainst(precompiled(), { enterpriseId: 1001 })).toEqual({ ok: true, value: { enterpriseId: 1001 }, issues: [] });
  });

  it('reports every error with its JSON Pointer, in Chinese and English', () => {
    const [browser, node] = both({ enterpriseId: '1001', extra: true, specialFields: [{ specialId: 1, configName: 'a', showType: 9 }] });
    expect(browser).toEqual({
      ok: false,
      issues: [
        { code: 'schema.additionalProperties', path: '/extra', message: '不允许有额外的属性: extra', messageEn: 'must NOT have additional properties: extra' },
        { code: 'schema.type', path: '/enterpriseId', message: '应当是 integer 类型', messageEn: 'must be integer' },
        { code: 'schema.maximum', path: '/specialFields/0/showType', message: '应当为 <= 8', messageEn: 'must be <= 8' },
      ],
    });
    expect(browser).toEqual(node);
  });

  it('reports a missing enterpriseId at the root', () => {
    const [browser, node] = both({});
    expect(browser.issues).toEqual([
      { code: 'schema.required', path: '', message: '应当有必需属性 enterpriseId', messageEn: "must have required property 'enterpriseId'" },
    ]);
    expect(browser).toEqual(node);
  });

  it('names the allowed values of an enumeration and the bound of a length, as ajv does', () => {
    const [browser, node] = both({ enterpriseId: 1, tripTypeConfigs: [{ businessType: 6 }], specialFields: [{ specialId: 1, configName: '', showType: 1 }] });
    expect(browser.issues).toEqual([
      { code: 'schema.enum', path: '/tripTypeConfigs/0/businessType', message: '应当是预设定的枚举值之一', messageEn: 'must be equal to one of the allowed values' },
      { code: 'schema.minLength', path: '/specialFields/0/configName', message: '不应少于 1 个字符', messageEn: 'must NOT have fewer than 1 characters' },
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
      { code: 'schema.minLength', path: '/specialFields/0/configName', message: '不应少于 1 个字符', messageEn: 'must NOT have fewer than 1 characters' },
      MORE_ERRORS_NOT_LISTED,
    ]);
    expect(MORE_ERRORS_NOT_LISTED.message).toBe(`内容较大（超过 ${ALL_ERRORS_ELEMENT_LIMIT} 个列表元素），只列出第一个错误，可能还有更多`);
    expect(browser).toEqual(node);
  });

  it('stays linear on a large failing bundle: 100,000 broken fields in well under a second', () => {
    const bundle = { enterpriseId: 1, specialFields: brokenFields(100_000) };
    const started = performance.now();
    expect(checkAgainst(precompiled(), bundle).issues).toHaveLength(2);
    // ajv's every-error check of this input is quadratic (86 s for 111,541 fields; docs/performance.md).
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('accepts a large valid bundle', () => {
    const fields = brokenFields(5_000).map((f) => ({ ...f, configName: `字段${f.specialId}` }));
    expect(checkAgainst(precompiled(), { enterpriseId: 1, specialFields: fields }).ok).toBe(true);
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

  it('law: a broken bundle gets the same verdict and the same issues, in the same order, from both', () => {
    fc.assert(
      fc.property(brokenBundleArb, (value) => {
        const [browser, node] = both(value);
        expect(browser).toEqual(node);
      }),
      { numRuns: 500 },
    );
  });

  it('law: the first-error validators agree on the first error too (what a large bundle reports)', () => {
    fc.assert(
      fc.property(brokenBundleArb, (value) => {
        const first = precompiled().firstError;
        const reference = compiled().firstError;
        expect(first(value)).toBe(reference(value));
        expect(first.errors ?? null).toEqual(reference.errors ?? null);
      }),
      { numRuns: 300 },
    );
  });
});
