/**
 * Stands in for RJSF's `MultiSchemaField` (its `AnyOfField` and `OneOfField`) in the browser build
 * (`unusedPartsStubbed` in vite.config.ts): about 1 KB gzip of every page with a form (issue 22:
 * the booking page over its 330 KB budget). RJSF draws it for an `anyOf` or a `oneOf` whose options
 * are schemas to choose between; a `oneOf` of labelled values (`{ const, title }`, how the form
 * compiler writes every choice: rules/compile/choices.ts) is drawn as a select and never reaches it.
 * No compiled form of any fixture and no fleet form has another (law: tests/build/multi-schema-field-stub.test.tsx).
 * Should one ever, the form shows RJSF's own "unsupported field" box with this reason.
 */
import type { FieldProps } from '@rjsf/utils';
import type { ReactNode } from 'react';

export const UNSUPPORTED_MULTI_SCHEMA = '门户的表单引擎不绘制在多个结构之间选择的字段（anyOf、oneOf）';

export default function UnsupportedMultiSchemaField({ schema, fieldPathId, registry }: FieldProps): ReactNode {
  const { UnsupportedFieldTemplate } = registry.templates;
  return <UnsupportedFieldTemplate schema={schema} fieldPathId={fieldPathId} reason={UNSUPPORTED_MULTI_SCHEMA} registry={registry} />;
}
