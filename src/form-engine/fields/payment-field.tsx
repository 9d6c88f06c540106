/**
 * The payment type (`FormField.PAYMENT`, D5): the options the rules offer (`ui:options.choices`);
 * a forced single option (`forced`, read-only) is shown chosen and locked with its reason
 * (`lockedReason`, Chinese); the price picture the trip is quoted by (`picturePriceUrl`, D5) is
 * shown with it, saying that the picture sets the price (the lock says why one type is left); when the
 * balance is short the recharge amount (`rechargeAmount`, yuan) is shown beside it. Plain elements styled by `theme/form-engine.css` (issue 9).
 */
import type { FieldProps } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';

type Choice = { value: number; label: string };

export function PaymentField(props: FieldProps) {
  const { id, options, title, set, locked } = fieldBasics<number>(props);
  const choices = (Array.isArray(options.choices) ? options.choices : []) as Choice[];
  const forced = options.forced === true;
  const reason = typeof options.lockedReason === 'string' ? options.lockedReason : null;
  const picture = typeof options.picturePriceUrl === 'string' && options.picturePriceUrl !== '' ? options.picturePriceUrl : null;
  const recharge = typeof options.rechargeAmount === 'number' && options.rechargeAmount > 0 ? options.rechargeAmount : null;
  const errors = partErrors(props.errorSchema);
  const reasonId = `${id}__reason`;
  const chosen = forced && choices.length === 1 ? choices[0]!.value : props.formData;
  return (
    <fieldset
      id={id}
      className="fe-group"
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-required={props.required || undefined}
      aria-describedby={`${reasonId} ${errorIdOf(id)}`}
    >
      <GroupLegend id={id} label={title} required={props.required} />
      <div className="fe-options-row">
        {choices.map((choice) => (
          <label key={choice.value} htmlFor={`${id}-${choice.value}`} className="fe-inline">
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={id}
              checked={chosen === choice.value}
              disabled={locked || forced}
              onChange={() => set(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <div id={reasonId} className="fe-hint">
        {picture !== null ? (
          <figure className="fe-picture-price">
            <img src={picture} alt="价格图片：本行程的套餐价" />
            <figcaption>本行程按价格图片计价，价格以图片为准。</figcaption>
          </figure>
        ) : null}
        {forced && reason ? <p className="fe-muted">{`已锁定：${reason}`}</p> : null}
        {recharge !== null ? <p className="fe-warning">{`余额不足，需充值 ${recharge} 元`}</p> : null}
      </div>
      <ErrorLines id={id} messages={errors} />
    </fieldset>
  );
}
