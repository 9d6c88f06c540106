/**
 * Why the browser build may answer @rjsf/utils's `fast-uri` import with a stub (vite.config.ts,
 * uri-resolver-stub.ts): no compiled form is a draft 2020-12 schema or carries an `$id` or a
 * `$ref`, and RJSF resolves and fills every compiled form of the fixtures without calling the
 * resolver (watched here on the real `fast-uri`, the object @rjsf/utils imports when the tests run in Node).
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { createRequire } from 'node:module';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { compiledFixtureForms } from '../../tests/support/compiled-forms.ts';
import uriResolver, { UNSUPPORTED_URI_REFERENCE } from './uri-resolver-stub.ts';
import { formValidator } from './validator.ts';

/** The `fast-uri` @rjsf/utils imports (its own copy, not ajv's), as one object shared with it. */
const fastUri = createRequire(import.meta.resolve('@rjsf/utils'))('fast-uri') as { resolve: (...args: unknown[]) => string; equal: (...args: unknown[]) => boolean };

describe('fast-uri stands aside for RJSF (issue 9 §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('no compiled form of any fixture is draft 2020-12 or carries an $id or a $ref', () => {
    const forms = compiledFixtureForms();
    expect(forms.length).toBeGreaterThan(20);
    for (const { name, schema } of forms) {
      const text = JSON.stringify(schema);
      expect(text, name).not.toMatch(/"\$id"|"\$ref"|draft\/2020-12/);
      expect((schema as RJSFSchema).$schema, name).toBe('http://json-schema.org/draft-07/schema#');
    }
  });

  it('RJSF resolves and fills every compiled form without the resolver', () => {
    const calls = [vi.spyOn(fastUri, 'resolve'), vi.spyOn(fastUri, 'equal')];
    for (const { name, schema } of compiledFixtureForms()) {
      const utils = createSchemaUtils(formValidator, schema as RJSFSchema);
      const formData = utils.getDefaultFormState(schema as RJSFSchema, {});
      expect(utils.retrieveSchema(schema as RJSFSchema, formData), name).toBeTypeOf('object');
    }
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });

  it('would see a draft 2020-12 schema with $ids call it (the watch above can fail)', () => {
    const resolve = vi.spyOn(fastUri, 'resolve');
    const schema: RJSFSchema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'https://x.test/a', properties: { b: { $ref: '#/$defs/b' } }, $defs: { b: { type: 'string' } } };
    createSchemaUtils(formValidator, schema);
    expect(resolve).toHaveBeenCalled();
  });

  it('says what is unsupported, in Chinese and English, should such a schema reach the stub', () => {
    expect(() => uriResolver.resolve()).toThrow(UNSUPPORTED_URI_REFERENCE);
    expect(() => uriResolver.equal()).toThrow('门户的表单引擎不支持');
    expect(UNSUPPORTED_URI_REFERENCE).toContain('does not resolve');
  });
});
