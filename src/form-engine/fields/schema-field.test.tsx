// @vitest-environment jsdom
import { fc, test } from '@fast-check/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { deepEquals, type FieldProps, type WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';

import { compiled, fakeLookups } from '../../../tests/support/form-engine.tsx';
import { UiProvider } from '../../components/ui/provider.tsx';
import { SchemaForm } from '../schema-form.tsx';
import { sameFieldProps } from './schema-field.tsx';

afterEach(cleanup);

/** A field's props as RJSF hands them, with a registry around a root schema. */
function fieldProps(schema: object, rootSchema: object, extra: Partial<FieldProps> = {}): FieldProps {
  const registry = { fields: {}, widgets: {}, templates: {}, rootSchema, schemaUtils: { rootSchema }, formContext: { fieldStates: { a: { visible: true } } }, translateString: () => '' };
  return { name: 'a', schema, uiSchema: {}, formData: '', errorSchema: {}, registry, ...extra } as unknown as FieldProps;
}

const root = (titleOfB: string) => ({ type: 'object', properties: { a: { type: 'string', title: '项目编号' }, b: { type: 'string', title: titleOfB } } });

describe('sameFieldProps: a field is drawn again only when what it draws changed (issue 24 §4)', () => {
  it('keeps a field whose own props are the same when another field of the root schema changed', () => {
    const schema = { type: 'string', title: '项目编号' };
    expect(sameFieldProps(fieldProps(schema, root('部门')), fieldProps({ ...schema }, root('事业部')))).toBe(true);
  });

  it('draws a field again when its schema, its data or the form context changed', () => {
    const schema = { type: 'string', title: '项目编号' };
    const was = fieldProps(schema, root('部门'));
    expect(sameFieldProps(was, fieldProps({ ...schema, title: '项目代码' }, root('部门')))).toBe(false);
    expect(sameFieldProps(was, fieldProps(schema, root('部门'), { formData: 'P-1' }))).toBe(false);
    const otherContext = fieldProps(schema, root('部门'));
    (otherContext.registry as { formContext: unknown }).formContext = { fieldStates: { a: { visible: false } } };
    expect(sameFieldProps(was, otherContext)).toBe(false);
  });

  it('draws a field that refers to the root schema again when the root schema changed', () => {
    const schema = { $ref: '#/definitions/code' };
    const rootWith = (title: string) => ({ definitions: { code: { type: 'string', title } }, type: 'object', properties: { a: schema } });
    expect(sameFieldProps(fieldProps(schema, rootWith('项目编号')), fieldProps(schema, rootWith('项目代码')))).toBe(false);
    expect(sameFieldProps(fieldProps(schema, rootWith('项目编号')), fieldProps(schema, rootWith('项目编号')))).toBe(true);
  });

  const json = fc.jsonValue({ maxDepth: 3 });
  test.prop([fc.dictionary(fc.string({ maxLength: 4 }).filter((k) => k !== '$ref'), json, { maxKeys: 4, noNullPrototype: true }), json, json, json])(
    'without a $ref, the root schema never decides; with the same root, it agrees with a deep comparison of all props',
    (schema, formData, otherRoot, otherData) => {
      const was = fieldProps(schema, root('部门'), { formData });
      expect(sameFieldProps(was, fieldProps(structuredClone(schema), { other: otherRoot }, { formData: structuredClone(formData) }))).toBe(true);
      const next = fieldProps(schema, root('部门'), { formData: otherData });
      expect(sameFieldProps(was, next)).toBe(deepEquals(formData, otherData));
    },
  );
});

describe('SchemaForm draws again only the field a recompiled form changed', () => {
  const drawn = new Map<string, number>();
  function CountingWidget(props: WidgetProps) {
    drawn.set(props.id, (drawn.get(props.id) ?? 0) + 1);
    return <input id={props.id} aria-label={props.label} value={(props.value as string | undefined) ?? ''} onChange={(e) => props.onChange(e.target.value)} />;
  }
  const form = (titleOfC: string) =>
    compiled(
      { type: 'object', properties: Object.fromEntries(['a', 'b', 'c', 'd'].map((key) => [key, { type: 'string', title: key === 'c' ? titleOfC : `字段${key}` }])) },
      Object.fromEntries(['a', 'b', 'c', 'd'].map((key) => [key, { 'ui:widget': CountingWidget }])),
      Object.fromEntries(['a', 'b', 'c', 'd'].map((key) => [key, { visible: true, required: false, editable: true, reasons: [] }])) as never,
    );

  it('renames field c on screen and leaves a, b and d as drawn', () => {
    drawn.clear();
    const lookups = fakeLookups();
    const page = (titleOfC: string) => (
      <UiProvider>
        <SchemaForm form={form(titleOfC)} formData={{}} onChange={() => undefined} onSubmit={() => undefined} lookups={lookups} label="表单" />
      </UiProvider>
    );
    const { rerender } = render(page('项目编号'));
    const before = new Map(drawn);
    rerender(page('项目代码'));
    expect(screen.getByLabelText('项目代码')).toBeTruthy();
    expect(drawn.get('root_c')).toBeGreaterThan(before.get('root_c') ?? 0);
    for (const id of ['root_a', 'root_b', 'root_d']) expect(drawn.get(id)).toBe(before.get(id));
  });
});
