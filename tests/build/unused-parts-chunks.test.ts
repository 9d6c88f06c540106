/**
 * Issue 9 §2: the browser build leaves out the parts of libraries the portal never runs, answered by
 * stand-ins (vite.config.ts `unusedPartsStubbed` and the markdown alias): in the forms' chunks,
 * @rjsf/utils's URI resolver `fast-uri` (src/form-engine/uri-resolver-stub.ts) and allOf merger
 * (all-of-merge-stub.ts), its per-render decimal separator (memoised: decimal-separator-memo.ts), RJSF's layout
 * fields (layout-fields-stub.tsx) and markdown parser (markdown-stub.tsx), and (issue 22) its field for a
 * choice between schemas (multi-schema-field-stub.tsx), its widgets the theme replaces or no form names
 * (core-widgets-stub.ts) and cfworker's format checks (formats-stub.ts); in the monitoring
 * agent's, its Promise polyfill (src/app/native-promise.ts); and the JSON Schemas' notes for developers
 * (`schemaNotesDropped`, scripts/schema-keywords.ts).
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { chunksOf, entryChunk, modulesLoadedWith } from './build-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SCHEMA_FORM = resolve(ROOT, 'src/form-engine/schema-form.tsx');
// The bundler names modules by their real path (node_modules may be a link, as in a git worktree).
const AGENT = realpathSync(resolve(ROOT, 'node_modules/@elastic/apm-rum/dist/es/index.js'));
const BASE_SCHEMA = resolve(ROOT, 'rules/compile/base-schema.ts');
const BASELINE = resolve(ROOT, 'src/pages/form-lab/baseline-lab.tsx');

describe('unused library parts in the browser build (issue 9 §2)', () => {
  let modules: string[];
  let agent: string[];
  let formSchemasCode: string;
  let baseline: string[];
  beforeAll(async () => {
    const chunks = await chunksOf({ input: { schemaForm: SCHEMA_FORM, agent: AGENT, baseSchema: BASE_SCHEMA, baseline: BASELINE } });
    baseline = modulesLoadedWith(chunks, entryChunk(chunks, BASELINE));
    // The chunks holding the form schemas: base-schema.ts's entry and, when other modules import it too, the chunk it lands in.
    formSchemasCode = chunks.filter((chunk) => chunk === entryChunk(chunks, BASE_SCHEMA) || Object.keys(chunk.modules).some((id) => id.endsWith('schemas/special-car-form.schema.json'))).map((chunk) => chunk.code).join('\n');
    modules = modulesLoadedWith(chunks, entryChunk(chunks, SCHEMA_FORM));
    agent = modulesLoadedWith(chunks, entryChunk(chunks, AGENT));
  }, 120_000);

  it('draws forms with @rjsf/utils and no fast-uri: its import is answered by the stub', () => {
    expect(modules.some((id) => id.includes('node_modules/@rjsf/utils/lib/findSchemaDefinition.js'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/form-engine/uri-resolver-stub.ts'))).toBe(true);
    expect(modules.filter((id) => id.includes('/fast-uri/'))).toEqual([]);
  });

  it('resolves schemas with @rjsf/utils and no allOf merger: its import is answered by the stand-in', () => {
    expect(modules.some((id) => id.includes('node_modules/@rjsf/utils/lib/schema/retrieveSchema.js'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/form-engine/all-of-merge-stub.ts'))).toBe(true);
    expect(modules.filter((id) => id.includes('/@x0k/json-schema-merge/') || id.endsWith('/shallowAllOfMerge.js'))).toEqual([]);
  });

  it('leaves the plain-RJSF baseline of npm run bench RJSF’s real allOf merger (its must conditions are an allOf)', () => {
    expect(baseline.some((id) => id.includes('/@x0k/json-schema-merge/'))).toBe(true);
    expect(baseline.some((id) => id.endsWith('node_modules/@rjsf/utils/lib/schema/shallowAllOfMerge.js'))).toBe(true);
  });

  it('draws forms with RJSF’s fields but not its layout fields', () => {
    expect(modules.some((id) => id.includes('node_modules/@rjsf/core/lib/components/fields/ObjectField.js'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/form-engine/layout-fields-stub.tsx'))).toBe(true);
    expect(modules.filter((id) => /@rjsf\/core\/lib\/components\/fields\/Layout(Grid|MultiSchema)Field\.js$/.test(id))).toEqual([]);
  });

  it('asks the decimal separator of number fields once per locale list: RJSF’s getDecimalSeparator is answered by the memo', () => {
    expect(modules.some((id) => id.includes('node_modules/@rjsf/utils/lib/asNumber.js'))).toBe(true);
    expect(modules.some((id) => id.includes('node_modules/@rjsf/utils/lib/getInputProps.js'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/form-engine/decimal-separator-memo.ts'))).toBe(true);
    expect(modules.filter((id) => id.endsWith('/@rjsf/utils/lib/getDecimalSeparator.js'))).toEqual([]);
  });

  it('starts the monitoring agent with the browser’s Promise, not the polyfill', () => {
    expect(agent.some((id) => id.includes('node_modules/@elastic/apm-rum-core/dist/es/common/polyfills.js'))).toBe(true);
    expect(agent.some((id) => id.endsWith('src/app/native-promise.ts'))).toBe(true);
    expect(agent.filter((id) => id.includes('node_modules/promise-polyfill/'))).toEqual([]);
  });

  it('carries the form schemas with their Chinese titles but without their notes for developers', () => {
    expect(formSchemasCode).toContain('预订人手机号');
    expect(formSchemasCode).not.toContain('spec §9 order type');
    expect(formSchemasCode).not.toMatch(/["']?(\$comment|description|examples)["']?\s*:\s*["'`[]/);
  });

  it('draws forms without RJSF’s choice between schemas, which no form has (issue 22)', () => {
    expect(modules.some((id) => id.endsWith('src/form-engine/multi-schema-field-stub.tsx'))).toBe(true);
    expect(modules.filter((id) => id.endsWith('@rjsf/core/lib/components/fields/MultiSchemaField.js'))).toEqual([]);
  });

  it('registers RJSF’s plain inputs only: not its widgets the theme replaces or no form names (issue 22)', () => {
    expect(modules.some((id) => id.endsWith('src/form-engine/core-widgets-stub.ts'))).toBe(true);
    expect(modules.some((id) => id.endsWith('@rjsf/core/lib/components/widgets/TextWidget.js'))).toBe(true);
    expect(modules.filter((id) => /@rjsf\/core\/lib\/components\/widgets\/(AltDate|AltDateTime|File|Rating|Select|Radio|Checkboxes?|Textarea|Date)Widget\.js$/.test(id))).toEqual([]);
  });

  it('validates forms with cfworker but without its format checks, which no schema names (issue 22)', () => {
    expect(modules.some((id) => id.includes('node_modules/@cfworker/json-schema/dist/esm/validate.js'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/form-engine/formats-stub.ts'))).toBe(true);
    expect(modules.filter((id) => id.endsWith('@cfworker/json-schema/dist/esm/format.js'))).toEqual([]);
  });

  it('carries no second icon library: the Chakra theme’s error list and its alert are not drawn (issue 22)', () => {
    expect(modules.filter((id) => id.includes('node_modules/react-icons/') || id.endsWith('@rjsf/chakra-ui/lib/components/ui/alert.js'))).toEqual([]);
  });

  it('and no markdown parser', () => {
    expect(modules.some((id) => id.endsWith('src/form-engine/markdown-stub.tsx'))).toBe(true);
    expect(modules.filter((id) => id.includes('node_modules/markdown-to-jsx/'))).toEqual([]);
  });
});
