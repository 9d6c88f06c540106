/** Enterprise reference data several calls share: offered payment types and car levels, the price picture quoted. */
import { isPicturePriced, permittedPaymentTypes, type LetterOfCommitment } from '../../rules/index.ts';
import type { Db } from './db/database.ts';
import type { CarCategory } from './db/reference-data.ts';
import { settingsSection } from './store/enterprise-settings.ts';
import { referenceRow, referenceRows } from './store/reference.ts';

/** The payment types the enterprise offers, in order (what /csorder/paymentType answers). */
export function offeredPaymentTypes(db: Db, enterpriseId: number): number[] {
  return referenceRow(db, 'paymentTypes', enterpriseId) ?? [];
}

/** The payment types the enterprise's 企业设置 permit its users (`paymentPermissions`; every type until saved). */
export function permittedPaymentTypesOf(db: Db, enterpriseId: number): number[] {
  return settingsSection(db, enterpriseId, 'paymentPermissions').paymentTypes;
}

/**
 * What a booking may pay with: the offered types the 企业设置 permit (`permittedPaymentTypes`), in order.
 * `/csorder/paymentType` answers these and the order judgement offers these, so a type the enterprise
 * took away is neither shown nor accepted (422 under 付款方式).
 */
export function bookablePaymentTypes(db: Db, enterpriseId: number): number[] {
  return permittedPaymentTypes(offeredPaymentTypes(db, enterpriseId), permittedPaymentTypesOf(db, enterpriseId));
}

/**
 * The enterprise's letter of commitment as the booker reads it, or null when it has none on file
 * (rules/payment/letter-of-commitment.ts; `/csorder/letterOfCommitment` and the order judgement read it).
 */
export function letterOfCommitmentOf(db: Db, enterpriseId: number): LetterOfCommitment | null {
  const letter = referenceRow(db, 'letterOfCommitment', enterpriseId);
  return letter ? { letterOfCommitmentId: letter.letterOfCommitmentId, title: letter.title, content: letter.content } : null;
}

/** The car categories the enterprise may book: its listed levels, or all when it lists none. */
export function offeredCarLevels(db: Db, enterpriseId: number): CarCategory[] {
  const levels = referenceRow(db, 'enterpriseCarLevels', enterpriseId);
  const all = referenceRows(db, 'carCategory');
  return levels ? all.filter((c) => levels.includes(c.carTypeLevel)) : all;
}

/**
 * The price picture the enterprise quotes for a trip type and car level (D5, `/CsOrder/PicturePrice`),
 * or null: only a picture-priced trip type (`isPicturePriced`) of a level the enterprise offers has
 * one. The order judgement reads it too, so whether an order was quoted by picture is the
 * server's, never the body's `orderQuotationPriceType` (docs/security.md, pay lane).
 *
 * @example quotedPicturePriceUrl(db, 2002, 8, 3) // '/price-pictures/3-8.svg'
 * @example quotedPicturePriceUrl(db, 2002, 5, 3) // null
 */
export function quotedPicturePriceUrl(db: Db, enterpriseId: number, tripType: number | null | undefined, carTypeLevel: number | null | undefined): string | null {
  if (typeof tripType !== 'number' || typeof carTypeLevel !== 'number' || !isPicturePriced(tripType)) return null;
  if (!offeredCarLevels(db, enterpriseId).some((c) => c.carTypeLevel === carTypeLevel)) return null;
  return `/price-pictures/${carTypeLevel}-${tripType}.svg`;
}
