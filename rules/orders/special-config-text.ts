/**
 * A special config value in words (spec §3 `specialConfig [{id, name, value}]`): a choice's option
 * contents from the enterprise bundle's special fields, a text as typed. Read by the order summary
 * (the booker's confirmation and detail) and by the approver's cards (issue 25 §3), so both say it
 * the same way.
 */
import type { EnterpriseBundle } from '../generated/bundle.ts';
import type { SpecialConfigEntry } from './order-form.ts';

/**
 * @example specialConfigText({ id: 1, name: '项目编号', value: 'P-7' }, bundle) // 'P-7'
 * @example specialConfigText({ id: 2, name: '用途', value: [3, 4] }, bundle) // '会议、接待'
 */
export function specialConfigText(entry: SpecialConfigEntry, bundle: EnterpriseBundle | undefined): string {
  const options = bundle?.specialFields?.find((f) => f.specialId === entry.id)?.showTypeConfigInfo ?? [];
  const optionText = (id: number) => options.find((o) => o.optionId === id)?.optionContent ?? String(id);
  if (entry.value === null) return '';
  if (Array.isArray(entry.value)) return entry.value.map(optionText).join('、');
  if (typeof entry.value === 'number') return optionText(entry.value);
  return entry.value;
}
