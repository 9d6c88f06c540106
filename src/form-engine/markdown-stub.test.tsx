/**
 * Why the browser build may replace `markdown-to-jsx/react` with a stub (vite.config.ts,
 * markdown-stub.tsx): no compiled form asks RJSF for markdown or for its data-url file widget,
 * and the stub shows a text as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compiledFixtureForms } from '../../tests/support/compiled-forms.ts';
import { Markdown } from './markdown-stub.tsx';

describe('markdown-to-jsx stands aside (issue 9 §2)', () => {
  it('no compiled form of any fixture turns markdown on or asks for the data-url file widget', () => {
    const forms = compiledFixtureForms();
    expect(forms.length).toBeGreaterThan(20);
    for (const { name, schema, uiSchema } of forms) expect(JSON.stringify({ schema, uiSchema }), name).not.toMatch(/enableMarkdown|data-url/);
  });

  it('no source of the portal sets a markdown option', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const files = [...sources('src'), ...sources('rules')].filter((f) => !f.endsWith('markdown-stub.tsx'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/enableMarkdownIn/);
  });

  it('shows the text as it is', () => {
    const html = renderToStaticMarkup(<p><Markdown options={{ disableParsingRawHTML: true }}>{'**附件** (image/png, 12 bytes)'}</Markdown></p>);
    expect(html).toBe('<p>**附件** (image/png, 12 bytes)</p>');
  });
});
