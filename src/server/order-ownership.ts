/**
 * Nothing stored that the session does not own (issue 7 point 3, docs/security.md "3."). An order
 * names parties: the booker, the payer, an account, gift cards, an enterprise. For each the server
 * either takes the value from the session (what the client cannot know better than the session:
 * its own user id, level, phone number, enterprise) or refuses the order (what names another party):
 *
 * - overwritten: `booker.userId`, `baseData.priority`, `payTypes[].phoneNumber`, an empty
 *   `baseData.accountId` or `payTypes[].userId` (special car); `bookerId`, `userLevel`,
 *   `carOwnEnterprise` (own car);
 * - refused with 403 (only a forged client sends them): a payer or an account of another user or
 *   enterprise, an own-car order for another enterprise or with another enterprise's car;
 * - refused as a business error (a real user meets it when a card expires or is spent between
 *   choosing and submitting): a gift card that is not one of the session user's usable cards on
 *   the boarding date, a credit card that is not one of the session user's bound cards; whether
 *   it does not exist or is someone else's is not told;
 * - resolved: the credit card is the session user's card of that `bindingCreditCardId`, its
 *   numbers the server's (issue 22, pay lane), and none unless the order pays by credit card;
 * - the letter of commitment (issue 22, pay2 lane): a letter id that is not the session's
 *   enterprise's letter is refused as a business error (20300090, drawn under the letter); the
 *   stored letter is the enterprise's, and none unless the payment type asks for it.
 *
 * These are lookups of the session and the server's data, not booking rules, so they live here.
 */
import { letterAskedFor, PaymentType, type OwnCarOrderPayload, type SpecialCarOrderPayload } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { letterOfCommitmentOf } from './enterprise-data.ts';
import { BusinessError, ForbiddenText } from './messages.ts';
import { httpError, refused, type Answer } from './protocol/envelope.ts';
import { usableGiftCards } from './store/gift-cards.ts';
import { referenceRows } from './store/reference.ts';

const FORBIDDEN = 403;

/** An account the session may book on: its own user id or its enterprise's id (docs/security.md "3."). */
const ownsAccount = (ctx: UserContext, accountId: string) => accountId === ctx.user.userId || accountId === String(ctx.user.enterpriseId);

/** The refusal of a special-car order that names another party, or undefined. */
export function specialCarOwnershipRefusal(ctx: UserContext, payload: SpecialCarOrderPayload): Answer<never> | undefined {
  const { user } = ctx;
  const accountId = payload.baseData.accountId;
  if (accountId !== '' && !ownsAccount(ctx, accountId)) return httpError(FORBIDDEN, ForbiddenText.otherAccount);
  const { payTypes } = payload;
  if (payTypes.some((pay) => pay.userId !== '' && pay.userId !== user.userId)) return httpError(FORBIDDEN, ForbiddenText.otherPayer);
  const cardIds = payTypes.flatMap((pay) => pay.giftCardList).map((card) => card.id);
  if (cardIds.length > 0) {
    const day = payload.baseData.boardingTime.slice(0, 10);
    const usable = new Set(usableGiftCards(ctx.deps.db, user.userId, day).map((card) => card.cardId));
    if (cardIds.some((id) => !usable.has(id))) return refused(BusinessError.GIFT_CARD_NOT_USABLE);
  }
  if (creditCardOf(ctx, payload) === undefined) return refused(BusinessError.CREDIT_CARD_NOT_USABLE);
  const namedLetter = payload.letterOfCommitment?.letterOfCommitmentId;
  if (namedLetter !== undefined && namedLetter !== letterOfCommitmentOf(ctx.deps.db, user.enterpriseId)?.letterOfCommitmentId) {
    return refused(BusinessError.LETTER_NOT_OURS);
  }
  return undefined;
}

/**
 * The letter of commitment of a special-car order as the server holds it: the enterprise's letter
 * when the order pays by a payment type that asks for it and the booker agreed (the body named it;
 * a letter of another enterprise was refused before), else null (rules/payment/letter-of-commitment.ts).
 */
function letterOf(ctx: UserContext, payload: SpecialCarOrderPayload): SpecialCarOrderPayload['letterOfCommitment'] {
  const letter = letterAskedFor(payload.baseData.paymentType, letterOfCommitmentOf(ctx.deps.db, ctx.user.enterpriseId));
  return letter && payload.letterOfCommitment ? { letterOfCommitmentId: letter.letterOfCommitmentId } : null;
}

/**
 * The credit card of a special-car order as the server holds it: null when the order does not pay
 * by credit card or names none, the session user's bound card of the named id, or undefined when
 * that id is not one of theirs.
 */
function creditCardOf(ctx: UserContext, payload: SpecialCarOrderPayload): SpecialCarOrderPayload['creditCard'] | undefined {
  const named = payload.creditCard;
  if (payload.baseData.paymentType !== PaymentType.CREDIT_CARD.value || !named) return null;
  const card = referenceRows(ctx.deps.db, 'creditCard', ctx.user.userId).find((c) => c.bindingCreditCardId === named.bindingCreditCardId);
  return card ? { bindingCreditCardId: card.bindingCreditCardId, cardNumber: card.cardNumber, cardType: card.cardType, vipCardId: card.vipCardId } : undefined;
}

/** The special-car payload with the session's identity in place of what the client sent. */
export function specialCarOwnIdentity(ctx: UserContext, payload: SpecialCarOrderPayload): SpecialCarOrderPayload {
  const { user } = ctx;
  return {
    ...payload,
    baseData: { ...payload.baseData, priority: user.profile.priority, accountId: payload.baseData.accountId || user.userId },
    booker: { ...payload.booker, userId: user.userId },
    payTypes: payload.payTypes.map((pay) => ({ ...pay, userId: user.userId, phoneNumber: user.phoneNumber })),
    // Checked by specialCarOwnershipRefusal before the order is stored: undefined does not reach here.
    creditCard: creditCardOf(ctx, payload) ?? null,
    letterOfCommitment: letterOf(ctx, payload),
  };
}

/** The refusal of an own-car order for another enterprise or with another enterprise's car, or undefined. */
export function ownCarOwnershipRefusal(ctx: UserContext, payload: OwnCarOrderPayload): Answer<never> | undefined {
  const { enterpriseId } = ctx.user;
  if (payload.enterpriseId !== enterpriseId) return httpError(FORBIDDEN, ForbiddenText.otherEnterprise);
  if (payload.carOwnEnterprise !== null && payload.carOwnEnterprise !== enterpriseId) return httpError(FORBIDDEN, ForbiddenText.otherEnterprise);
  return undefined;
}

/** The own-car payload with the session's identity in place of what the client sent. */
export function ownCarOwnIdentity(ctx: UserContext, payload: OwnCarOrderPayload): OwnCarOrderPayload {
  const { user } = ctx;
  return { ...payload, bookerId: user.userId, userLevel: user.profile.priority, enterpriseId: user.enterpriseId, carOwnEnterprise: user.enterpriseId };
}
