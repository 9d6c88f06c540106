/**
 * Why the browser build may replace RJSF's layout fields with a stand-in (vite.config.ts,
 * layout-fields-stub.tsx): no compiled form and no source of the portal names them, and should a
 * uiSchema ever name one, the form says so in Chinese instead of drawing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { compileForm } from '../../rules/compile/index.ts';
import type { FormKind } from '../../rules/compile/contract.ts';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import type { Scenario } from '../../rules/model/scenario.ts';
import { fixturePairs, readJson } from '../../tests/support/fixtures.ts';
import UnsupportedLayoutField, { UNSUPPORTED_LAYOUT_FIELD } from './layout-fields-stub.tsx';
import { formValidator } from './validator.ts';

const FORMS: readonly FormKind[] = ['special-car', 'own-car', 'special-config', 'audit'];
const LAYOUT_FIELDS = /LayoutGridField|LayoutMultiSchemaField|ui:layoutGrid/;

describe('RJSF’s layout fields stand aside (issue 9 §2)', () => {
  it('no compiled form of any fixture names a layout field', () => {
    const pairs = fixturePairs();
    expect(pairs.length).toBeGreaterThan(5);
    for (const pair of pairs) {
      const bundle = readJson(pair.bundlePath) as EnterpriseBundle;
      const scenario = readJson(pair.scenarioPath) as Scenario;
      for (const form of FORMS) {
        const { uiSchema } = compileForm(bundle, scenario, form);
        expect(JSON.stringify(uiSchema), `${pair.enterprise} ${pair.scenario} ${form}`).not.toMatch(LAYOUT_FIELDS);
      }
    }
  });

  it('no source of the portal names one', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const files = [...sources('src'), ...sources('rules')].filter((f) => !f.endsWith('layout-fields-stub.tsx'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(LAYOUT_FIELDS);
  });

  it('says in Chinese that it is not drawn, should a uiSchema name one', () => {
    const schema: RJSFSchema = { type: 'object', properties: { a: { type: 'string', title: '甲' } } };
    const html = renderToStaticMarkup(<Form schema={schema} uiSchema={{ a: { 'ui:field': UnsupportedLayoutField } }} validator={formValidator} />);
    expect(html).toContain('unsupported-field');
    expect(html).toContain(UNSUPPORTED_LAYOUT_FIELD);
  });
});
