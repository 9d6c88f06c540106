/**
 * Stands in for RJSF's `LayoutGridField` and `LayoutMultiSchemaField` in the browser build
 * (`unusedPartsStubbed` in vite.config.ts), which saves about 2.3 KB gzip on every page with a form
 * (issue 9 §2). @rjsf/core registers every field it has, these two included, although a form uses
 * them only when its uiSchema names them (`ui:field: 'LayoutGridField'`, ...), which the form
 * compiler never writes (law: `layout-fields-stub.test.tsx`). Should a uiSchema ever name one,
 * the form shows RJSF's own "unsupported field" box with this reason instead of drawing it.
 */
import type { FieldProps } from '@rjsf/utils';
import type { ReactNode } from 'react';

export const UNSUPPORTED_LAYOUT_FIELD = '门户的表单引擎不绘制 RJSF 的布局字段（LayoutGridField、LayoutMultiSchemaField）';

export default function UnsupportedLayoutField({ schema, fieldPathId, registry }: FieldProps): ReactNode {
  const { UnsupportedFieldTemplate } = registry.templates;
  return <UnsupportedFieldTemplate schema={schema} fieldPathId={fieldPathId} reason={UNSUPPORTED_LAYOUT_FIELD} registry={registry} />;
}
