/**
 * Why the browser build may answer @rjsf/core's widget table with the plain inputs only
 * (core-widgets-stub.ts): every widget a form of the portal asks for, by its uiSchema or by RJSF's
 * default for a field's type, is found in the registry the forms draw with (the kept core widgets
 * under the portal's theme).
 */
import { getUiOptions, getWidget, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';

import * as costForms from '../../src/features/fleet/cost-forms.ts';
import * as fleetForms from '../../src/features/fleet/fleet-forms.ts';
import { compiledFixtureForms } from '../support/compiled-forms.ts';
import widgets, { KEPT_CORE_WIDGETS } from '../../src/form-engine/core-widgets-stub.ts';
import { formEngineTheme } from '../../src/form-engine/theme.ts';

const registry: RegistryWidgetsType = { ...widgets(), ...formEngineTheme.widgets };

/** RJSF's defaults for a field's type (StringField, BooleanField, ArrayField): what a form may ask for without naming a widget. */
const DEFAULTS: [RJSFSchema, string][] = [
  [{ type: 'string' }, 'text'],
  [{ type: 'number' }, 'text'],
  [{ type: 'integer' }, 'text'],
  [{ type: 'string', enum: ['a'] }, 'select'],
  [{ type: 'boolean' }, 'checkbox'],
  [{ type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true }, 'select'],
  [{ type: 'string', format: 'date' }, 'date'],
];

/** Each (schema, widget name) a uiSchema names, walked with its schema. */
function namedWidgets(schema: RJSFSchema, ui: UiSchema | undefined, out: [RJSFSchema, string][] = []): [RJSFSchema, string][] {
  const named = ui ? getUiOptions(ui)['widget'] : undefined;
  if (typeof named === 'string') out.push([schema, named]);
  for (const [key, child] of Object.entries(schema.properties ?? {})) namedWidgets(child as RJSFSchema, ui?.[key] as UiSchema | undefined, out);
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) namedWidgets(schema.items as RJSFSchema, ui?.items as UiSchema | undefined, out);
  return out;
}

describe('RJSF core’s widgets stand aside where the theme draws its own or no form asks (issue 22)', () => {
  it('keeps the plain inputs', () => {
    expect(Object.keys(widgets()).sort()).toEqual([...KEPT_CORE_WIDGETS].sort());
  });

  it('finds every widget RJSF picks by a field’s type', () => {
    for (const [schema, name] of DEFAULTS) expect(() => getWidget(schema, name, registry), name).not.toThrow();
  });

  it('finds every widget a compiled form or a fleet form names', () => {
    const forms = [
      ...compiledFixtureForms().map(({ name, schema, uiSchema }) => ({ name, schema, uiSchema })),
      ...Object.entries({ ...fleetForms, ...costForms })
        .filter(([, form]) => typeof form === 'object' && form !== null && 'schema' in form && 'uiSchema' in form)
        .map(([name, form]) => ({ name, ...(form as { schema: RJSFSchema; uiSchema: UiSchema }) })),
    ];
    expect(forms.length).toBeGreaterThan(25);
    const named = forms.flatMap(({ name, schema, uiSchema }) => namedWidgets(schema as RJSFSchema, uiSchema as UiSchema).map(([s, widget]) => ({ name, s, widget })));
    expect(new Set(named.map((n) => n.widget)).size).toBeGreaterThan(3);
    for (const { name, s, widget } of named) expect(() => getWidget(s, widget, registry), `${name}: ${widget}`).not.toThrow();
  });
});
