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

import { compiledFixtureForms } from '../../tests/support/compiled-forms.ts';
import UnsupportedLayoutField, { UNSUPPORTED_LAYOUT_FIELD } from './layout-fields-stub.tsx';
import { formValidator } from './validator.ts';

const LAYOUT_FIELDS = /LayoutGridField|LayoutMultiSchemaField|ui:layoutGrid/;

describe('RJSF’s layout fields stand aside (issue 9 §2)', () => {
  it('no compiled form of any fixture names a layout field', () => {
    const forms = compiledFixtureForms();
    expect(forms.length).toBeGreaterThan(20);
    for (const { name, uiSchema } of forms) expect(JSON.stringify(uiSchema), name).not.toMatch(LAYOUT_FIELDS);
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
