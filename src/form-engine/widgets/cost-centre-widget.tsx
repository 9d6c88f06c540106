/**
 * The cost centre (`FormWidget.COST_CENTRE`, spec §3 "cost-centre list", issue 22 §2 "Cost
 * centre"): a drop-down of the booker's enterprise's cost centres (`lookups.costCentres()`,
 * `/CsAccount/CostCenter`), its value the centre's name as the order sends it. A booking opens on
 * the booker's own centre (`newBookingData`); a name the list does not hold (a centre removed since
 * the order was written) stays shown and chosen, so nothing is changed behind the booker, and the
 * server refuses it with its sentence (20300080).
 *
 * Drawn by `SelectWidget` itself (one drop-down markup: label, `SelectBox`, the empty choice, the
 * ARIA and the handlers), with the centres as its options: this widget only asks the list.
 */
import type { WidgetProps } from '@rjsf/utils';

import { formContextOf } from '../form-context.ts';
import { useLookup } from '../fields/use-lookup.ts';
import { SelectWidget } from './select-widget.tsx';

/** The empty choice's text while the list is asked. */
export const COST_CENTRES_LOADING = '正在加载成本中心…';

export function CostCentreWidget(props: WidgetProps) {
  const { lookups } = formContextOf(props.registry);
  const centres = useLookup(() => lookups.costCentres(), 'costCentres');
  const chosen = typeof props.value === 'string' ? props.value : '';
  const names = centres.items.map((centre) => centre.name);
  const shown = chosen !== '' && !names.includes(chosen) ? [chosen, ...names] : names;
  const enumOptions = shown.map((name) => ({ value: name, label: name }));
  return (
    <div>
      <SelectWidget
        {...props}
        value={chosen === '' ? undefined : chosen}
        options={{ ...props.options, enumOptions, emptyValue: '' }}
        placeholder={centres.status === 'loading' ? COST_CENTRES_LOADING : ''}
      />
      {centres.error ? <p className="fe-hint fe-warning">{centres.error}</p> : null}
    </div>
  );
}
