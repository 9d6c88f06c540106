/**
 * The special enterprise's business unit and department (`FormField.SPECIAL_COST_CENTRE`, spec §6
 * "a special cost centre of three parts joined by hyphens and an extra cost-centre lookup", D8
 * `bizOperUnit-deptId-costCentre`): drawn beside the cost centre for the special enterprise only.
 * The extra lookup is the enterprise's valid triples, which `/CsAccount/CostCenter` answers as each
 * centre's `specialParts` (`lookups.costCentres()`): the business units are those of any centre,
 * the departments those of the chosen unit; another unit clears the department. The value is
 * `{ bizOperUnit, deptId }`; the order submits `bizOperUnit-deptId-costCentre` and the server
 * accepts only a triple it holds (src/server/order-cost-centre.ts, 20300080 under the cost centre).
 */
import type { FieldProps } from '@rjsf/utils';

import { FieldGroup, SelectPart, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

type Parts = { bizOperUnit: string; deptId: string };

const unique = (values: readonly string[]) => [...new Set(values)];

export function SpecialCostCentreField(props: FieldProps) {
  const { id, context, title, set, locked } = fieldBasics<Parts>(props);
  const centres = useLookup(() => context.lookups.costCentres(), 'costCentres');
  const value = (props.formData ?? null) as Parts | null;
  const unit = value?.bizOperUnit ?? '';
  const dept = value?.deptId ?? '';
  const pairs = centres.items.flatMap((centre) => centre.specialParts ?? []);
  const units = unique(pairs.map((pair) => pair.bizOperUnit));
  const depts = unique(pairs.filter((pair) => pair.bizOperUnit === unit).map((pair) => pair.deptId));
  const properties = (props.schema.properties ?? {}) as Record<string, { title?: string }>;
  const label = (key: keyof Parts) => properties[key]?.title ?? key;
  const asChoices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <FieldGroup id={id} title={title}>
      <SelectPart
        id={`${id}_bizOperUnit`}
        label={label('bizOperUnit')}
        value={unit}
        choices={asChoices(unit !== '' && !units.includes(unit) ? [unit, ...units] : units)}
        required
        disabled={locked}
        errors={[...(centres.error ? [centres.error] : []), ...partErrors(props.errorSchema, 'bizOperUnit')]}
        onChange={(next) => set({ bizOperUnit: next, deptId: '' })}
      />
      <SelectPart
        id={`${id}_deptId`}
        label={label('deptId')}
        value={dept}
        choices={asChoices(dept !== '' && !depts.includes(dept) ? [dept, ...depts] : depts)}
        required
        disabled={locked || unit === ''}
        errors={partErrors(props.errorSchema, 'deptId')}
        onChange={(next) => set({ bizOperUnit: unit, deptId: next })}
      />
    </FieldGroup>
  );
}
