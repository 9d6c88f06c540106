/**
 * The credit card paid with (`FormField.CREDIT_CARD`, spec §3 `creditCard`, issue 22 §2 "Payment"):
 * the booker's bound cards (`lookups.creditCards()`, `/Payment/UserCreditCard`) as radios, each
 * its bank, masked number and expiry; choosing one writes the card's `cardNumber`, `vipCardId`,
 * `bindingCreditCardId` and `cardType`. The compiler asks for it only when paying by 信用卡 (2);
 * a booker with no card bound is told so. The server takes the card by its id from the session
 * user's own cards (order-ownership.ts), never the numbers the body carries.
 */
import type { FieldProps } from '@rjsf/utils';

import type { LookupCreditCard } from '../lookups.ts';
import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

type CardChoice = { cardNumber: string; vipCardId: string; bindingCreditCardId: string; cardType: number };

const NO_CARDS: () => Promise<readonly LookupCreditCard[]> = () => Promise.reject(new Error('暂时无法获取信用卡'));

export function CreditCardField(props: FieldProps) {
  const { id, context, title, set, locked } = fieldBasics<CardChoice>(props);
  const cards = useLookup<LookupCreditCard>(context.lookups.creditCards ? () => context.lookups.creditCards!() : NO_CARDS, 'creditCards');
  const chosen = (props.formData as CardChoice | null | undefined)?.bindingCreditCardId;
  const errors = partErrors(props.errorSchema);
  return (
    <fieldset id={id} className="fe-group" role="radiogroup" aria-labelledby={labelId(id)} aria-required={props.required || undefined} aria-describedby={errorIdOf(id)}>
      <GroupLegend id={id} label={title} required={props.required} />
      {cards.status === 'loading' ? <p className="fe-hint fe-muted">正在加载信用卡…</p> : null}
      {cards.error ? <p className="fe-hint fe-warning">{cards.error}</p> : null}
      {cards.status === 'ready' && cards.items.length === 0 ? <p className="fe-hint fe-muted">您还没有绑定信用卡，请选择其他支付方式</p> : null}
      <div className="fe-stack">
        {cards.items.map((card) => (
          <label key={card.bindingCreditCardId} htmlFor={`${id}-${card.bindingCreditCardId}`} className="fe-inline">
            <input
              type="radio"
              id={`${id}-${card.bindingCreditCardId}`}
              name={id}
              checked={chosen === card.bindingCreditCardId}
              disabled={locked}
              onChange={() =>
                set({ cardNumber: card.cardNumber, vipCardId: card.vipCardId, bindingCreditCardId: card.bindingCreditCardId, cardType: card.cardType })
              }
            />
            {`${card.bankName} ${card.cardNumber}（有效期至 ${card.expires}）`}
          </label>
        ))}
      </div>
      <ErrorLines id={id} messages={errors} />
    </fieldset>
  );
}
