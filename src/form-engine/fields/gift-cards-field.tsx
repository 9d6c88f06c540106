/**
 * The gift e-cards paid with (`FormField.GIFT_CARDS`, spec §3 `ECardList`, issue 22 §2 "Payment"):
 * the booker's cards usable on the boarding date (`lookups.giftCards(boardingTime)`,
 * `/csorder/giftCards`, asked again when the boarding time changes) as check boxes, each its name,
 * balance and expiry; the value is the chosen cards' ids. The compiler asks for it only when paying
 * by 礼品E卡 (23); a booker with no usable card is told so. The server checks every id against the
 * session user's usable cards on the boarding date (order-ownership.ts).
 *
 * Ticking a card also sets the order's gift-card amount, the sibling `ECardAmount` (spec §3, the
 * payload's `payTypes[].payAmount`): the chosen cards' balances together (`giftCardAmount`, rules/
 * payment), shown under the cards. The server sets the stored amount from its own balances, capped
 * at its price of the order (routes/special-car-orders.ts), whatever the body says.
 */
import type { FieldProps } from '@rjsf/utils';

import specialCarFormSchema from '../../../schemas/special-car-form.schema.json' with { type: 'json' };
import { giftCardAmount } from '../../../rules/payment/gift-card-amount.ts';

import type { LookupGiftCard } from '../lookups.ts';
import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

/** The form's property holding the gift-card amount (schemas/special-car-form.schema.json). */
export const GIFT_CARD_AMOUNT_KEY = 'ECardAmount';
/** Its title there, the words the booker reads beside the amount. */
const GIFT_CARD_AMOUNT_LABEL = specialCarFormSchema.properties.ECardAmount.title;

const NO_CARDS: () => Promise<readonly LookupGiftCard[]> = () => Promise.reject(new Error('暂时无法获取礼品E卡'));

export function GiftCardsField(props: FieldProps) {
  const { id, context, title, set, locked } = fieldBasics<string[]>(props);
  const boardingTime = context.booking.fromTime;
  const find = context.lookups.giftCards;
  const cards = useLookup<LookupGiftCard>(find ? () => find(boardingTime) : NO_CARDS, `giftCards:${boardingTime}`);
  const chosen = Array.isArray(props.formData) ? (props.formData as string[]) : [];
  const errors = partErrors(props.errorSchema);
  const amountOf = (ids: readonly string[]) => giftCardAmount(cards.items.filter((card) => ids.includes(card.id)).map((card) => card.balance));
  // The amount is the form's `ECardAmount`, beside `ECardList` in the same object: set through its own path.
  const amountPath = [...props.fieldPathId.path.slice(0, -1), GIFT_CARD_AMOUNT_KEY];
  const toggle = (cardId: string) => {
    const next = chosen.includes(cardId) ? chosen.filter((c) => c !== cardId) : [...chosen, cardId];
    set(next);
    props.onChange(amountOf(next) as never, amountPath);
  };
  const amount = amountOf(chosen);
  return (
    <fieldset id={id} className="fe-group" aria-labelledby={labelId(id)} aria-required={props.required || undefined} aria-describedby={errorIdOf(id)}>
      <GroupLegend id={id} label={title} required={props.required} />
      {cards.status === 'loading' ? <p className="fe-hint fe-muted">正在加载礼品E卡…</p> : null}
      {cards.error ? <p className="fe-hint fe-warning">{cards.error}</p> : null}
      {cards.status === 'ready' && cards.items.length === 0 ? <p className="fe-hint fe-muted">您没有在用车日期可用的礼品E卡，请选择其他支付方式</p> : null}
      <div className="fe-stack">
        {cards.items.map((card) => (
          <label key={card.id} htmlFor={`${id}-${card.id}`} className="fe-inline">
            <input type="checkbox" id={`${id}-${card.id}`} checked={chosen.includes(card.id)} disabled={locked} onChange={() => toggle(card.id)} />
            {`${card.name} 余额 ¥${card.balance}（有效期至 ${card.expireDate}）`}
          </label>
        ))}
      </div>
      {amount > 0 ? (
        <p className="fe-hint" role="status">
          {`${GIFT_CARD_AMOUNT_LABEL} ¥${amount}`}
        </p>
      ) : null}
      <ErrorLines id={id} messages={errors} />
    </fieldset>
  );
}
