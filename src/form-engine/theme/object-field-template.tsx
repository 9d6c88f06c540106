/**
 * An object's properties: a titled object is a `fieldset` with its title as `legend`, so its
 * inputs are grouped for screen readers; the root object draws no frame (the page gives the
 * heading). Each property sits in a memoized row (property-row.tsx), so a keystroke re-renders
 * only the field it changed (issue 8 §4); a long list of rows is drawn in groups of about √n
 * (row-groups.ts), so a keystroke walks a few groups and the rows of one, not every row. Properties
 * stack in one column; the page decides the width (1280 px and 390 px, issue 8 §2). Plain elements
 * with the classes of `form-engine.css` (issue 9: no Chakra component per render).
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, titleId } from '@rjsf/utils';

import { formContextOf } from '../form-context.ts';
import { requiredClass } from './field-label.tsx';
import './form-engine.css';
import { PropertyRow } from './property-row.tsx';
import { fieldOrder, groupRows } from './row-groups.ts';

type Bag = Readonly<Record<string, unknown>> | undefined;

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, required, schema, uiSchema, formData, errorSchema, registry } = props;
  const values = formData as Bag;
  const errors = errorSchema as Bag;
  const schemas = schema.properties as Bag;
  const uiSchemas = uiSchema as Bag;
  const draw = (property: (typeof properties)[number]) =>
    property.hidden ? (
      property.content
    ) : (
      <PropertyRow
        key={property.name}
        content={property.content}
        value={values?.[property.name]}
        errors={errors?.[property.name]}
        schema={schemas?.[property.name]}
        uiSchema={uiSchemas?.[property.name]}
        required={(schema.required ?? []).includes(property.name)}
        disabled={property.disabled ?? false}
        readonly={property.readonly ?? false}
        registry={registry}
      />
    );
  const fieldStates = formContextOf(registry)?.fieldStates;
  const groups = fieldStates ? groupRows(properties, (property) => property.name, fieldOrder(fieldStates, fieldPathId.path)) : undefined;
  const rows = groups
    ? groups.map((group) => (
        <div key={group.key} className="fe-stack form-engine-rows">
          {group.items.map(draw)}
        </div>
      ))
    : properties.map(draw);
  const isRoot = fieldPathId.path.length === 0;
  if (isRoot || !title) return <div className="fe-stack">{rows}</div>;
  return (
    <fieldset className="fe-object">
      <legend id={titleId(fieldPathId)} className={requiredClass('fe-object__legend', required)}>
        {title}
      </legend>
      {description ? (
        <div id={descriptionId(fieldPathId)} className="fe-object__description">
          {description}
        </div>
      ) : null}
      <div className="fe-stack">{rows}</div>
    </fieldset>
  );
}
