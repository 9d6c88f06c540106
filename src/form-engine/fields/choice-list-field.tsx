/**
 * A list of labelled codes as check boxes: the notification choices (`FormField.NOTIFICATIONS`,
 * spec §9, `ui:options.choices`) and the baggage sizes 50/51/52 (`FormField.BAGGAGE`, D9,
 * `ui:options.sizes`). The value is the list of ticked codes, in the offered order. Plain elements
 * styled by `theme/form-engine.css` (issue 9).
 */
import type { FieldProps } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';

type Choice = { value: number; label: string };

function ChoiceList(props: FieldProps, key: 'choices' | 'sizes') {
  const { id, options, title, set, locked } = fieldBasics<number[]>(props);
  const choices = (Array.isArray(options[key]) ? options[key] : []) as Choice[];
  const ticked: number[] = Array.isArray(props.formData) ? props.formData : [];
  const errors = partErrors(props.errorSchema);
  const toggle = (value: number, on: boolean) => set(choices.map((c) => c.value).filter((v) => (v === value ? on : ticked.includes(v))));
  return (
    <fieldset id={id} className="fe-group" role="group" aria-labelledby={labelId(id)} aria-describedby={errorIdOf(id)}>
      <GroupLegend id={id} label={title} required={props.required} />
      <div className="fe-options-row">
        {choices.map((choice) => (
          <label key={choice.value} htmlFor={`${id}-${choice.value}`} className="fe-inline">
            <input
              type="checkbox"
              id={`${id}-${choice.value}`}
              checked={ticked.includes(choice.value)}
              disabled={locked}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <ErrorLines id={id} messages={errors} />
    </fieldset>
  );
}

export const NotificationsField = (props: FieldProps) => ChoiceList(props, 'choices');
export const BaggageField = (props: FieldProps) => ChoiceList(props, 'sizes');
