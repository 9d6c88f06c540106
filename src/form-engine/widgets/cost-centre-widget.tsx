/**
 * The cost centre (`FormWidget.COST_CENTRE`, spec §3 "cost-centre list", issue 22 §2 "Cost
 * centre"): a drop-down of the booker's enterprise's cost centres (`lookups.costCentres()`,
 * `/CsAccount/CostCenter`), its value the centre's name as the order sends it. A booking opens on
 * the booker's own centre (`newBookingData`); a name the list does not hold (a centre removed since
 * the order was written) stays shown and chosen, so nothing is changed behind the booker, and the
 * server refuses it with its sentence (20300080). A native `<select>`, as `SelectWidget`.
 */
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';

import { formContextOf } from '../form-context.ts';
import { useLookup } from '../fields/use-lookup.ts';
import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import { SelectBox } from '../theme/select-box.tsx';
import { CHOOSE_PROMPT } from './select-widget.tsx';

export function CostCentreWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, registry } = props;
  const { lookups } = formContextOf(registry);
  const centres = useLookup(() => lookups.costCentres(), 'costCentres');
  const chosen = typeof value === 'string' ? value : '';
  const names = centres.items.map((centre) => centre.name);
  const options = chosen !== '' && !names.includes(chosen) ? [chosen, ...names] : names;
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <div>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <SelectBox
        id={id}
        name={htmlName || id}
        disabled={disabled || readonly}
        value={chosen}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...controlAria(id, required, rawErrors)}
      >
        <option value="">{centres.status === 'loading' ? '正在加载成本中心…' : CHOOSE_PROMPT}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectBox>
      {centres.error ? <p className="fe-hint fe-warning">{centres.error}</p> : null}
    </div>
  );
}
