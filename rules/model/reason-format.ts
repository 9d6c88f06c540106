/**
 * A reason as a value (`reason`) and how one is put in words: a template's `{name}` replaced by its
 * parameter, a business code by its Chinese label. Apart from reasons.ts (every code's template)
 * with the payment templates only: the rules the booking page runs make reasons, and the page says
 * only why its payment is locked (`renderPaymentReason`, compile-facts.ts), so it carries these and
 * not the preview's table of every reason (a module is loaded whole: docs/performance.md "Weight").
 */
import {
  ANY_VALUE,
  orderTypeLabels,
  OWN_CAR,
  SPECIAL_CAR,
  businessTypeLabels,
  paymentTypeLabels,
  regionTypeLabels,
  serviceTypeLabels,
  showTypeLabels,
} from './constants.ts';
import type { ReasonCode } from './reasons.ts';

/** A reason's parameter: a number, a text, or a list of numbers (a condition list). */
export type ReasonParam = number | string | readonly number[];
export type ReasonParams = Readonly<Record<string, ReasonParam>>;
export type Lang = 'zh' | 'en';

/** Why a rule decided as it did: a code of REASON_TEMPLATES (reasons.ts) and its parameters. */
export interface Reason {
  code: ReasonCode;
  params: ReasonParams;
}

/** @example reason('required.waived', { passenger: '张三' }) // { code: 'required.waived', params: { passenger: '张三' } } */
export function reason(code: ReasonCode, params: ReasonParams = {}): Reason {
  return { code, params };
}

/** The payment reasons (spec §4, D5), part of REASON_TEMPLATES. */
export const PAYMENT_REASON_TEMPLATES = {
  'payment.checkoutOnly': { zh: '已开放「{paymentType}」，因此它是唯一的支付方式', en: 'checkout ({paymentType}) is offered, so it is the only option' },
  'payment.pictureKeepsFirst': { zh: '有价格图片，只保留第一个开放的支付方式', en: 'a price picture keeps only the first offered option' },
  'payment.noneOffered': { zh: '尚未开放任何支付方式', en: 'no payment type offered yet' },
  'payment.allOffered': { zh: '开放的支付方式均可选择', en: 'every offered option' },
  'payment.reselected': {
    zh: '支付方式「{paymentType}」不可选，已改为「{selectedPaymentType}」',
    en: 'payment {paymentType} is not an option, so {selectedPaymentType} is selected',
  },
} as const satisfies Record<string, Readonly<Record<Lang, string>>>;

/** The five audit condition facts with a list (D3), in Chinese and English. */
export const AUDIT_FACT_WORDS = {
  tripType: { zh: '行程类型', en: 'trip type' },
  orderType: { zh: '订单类型', en: 'order type' },
  paymentType: { zh: '支付方式', en: 'payment type' },
  userLevel: { zh: '用户等级', en: 'user level' },
  carTypeLevel: { zh: '车型等级', en: 'car type level' },
} as const satisfies Record<string, Readonly<Record<Lang, string>>>;

/** The Chinese labels of a kind of business code; trip types depend on the business type (spec §9). */
function labelsFor(kind: string, params: ReasonParams): Readonly<Record<string, string>> | undefined {
  switch (kind) {
    case 'tripType':
      return params.businessType === OWN_CAR ? regionTypeLabels : params.businessType === SPECIAL_CAR ? serviceTypeLabels : undefined;
    case 'paymentType':
      return paymentTypeLabels;
    case 'businessType':
      return businessTypeLabels;
    case 'showType':
      return showTypeLabels;
    case 'orderType':
      return orderTypeLabels;
    default:
      return undefined;
  }
}

/** What kind of value a parameter holds: `value` and `list` hold the kind their `condition` names. */
function kindOf(name: string, params: ReasonParams): string {
  if (name === 'value' || name === 'list') return String(params.condition ?? '');
  if (name === 'tripTypes') return 'tripType';
  if (name === 'selectedPaymentType') return 'paymentType';
  return name;
}

function formatOne(kind: string, value: number | string, params: ReasonParams, lang: Lang): string {
  if (value === ANY_VALUE && kind in AUDIT_FACT_WORDS) return lang === 'zh' ? '任意' : 'any';
  if (lang === 'en') return String(value);
  return labelsFor(kind, params)?.[String(value)] ?? String(value);
}

function formatParam(name: string, params: ReasonParams, lang: Lang): string {
  const value = params[name] as ReasonParam;
  if (name === 'condition' && typeof value === 'string' && value in AUDIT_FACT_WORDS) {
    return AUDIT_FACT_WORDS[value as keyof typeof AUDIT_FACT_WORDS][lang];
  }
  const kind = kindOf(name, params);
  if (Array.isArray(value)) {
    const list = value as readonly number[];
    if (list.length === 0) return lang === 'zh' ? '空' : 'none';
    return list.map((v) => formatOne(kind, v, params, lang)).join(lang === 'zh' ? '、' : ', ');
  }
  return formatOne(kind, value as number | string, params, lang);
}

/** A reason in the words of `templates`: an unknown code as the code itself, a parameter it lacks as `{name}`. */
export function renderWith(templates: Readonly<Record<string, Readonly<Record<Lang, string>>>>, r: { code: string; params: ReasonParams }, lang: Lang): string {
  const template = templates[r.code]?.[lang];
  if (template === undefined) return r.code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(r.params, name) ? formatParam(name, r.params, lang) : whole));
}

/**
 * A payment reason in words (the locked payment field's sentence on the booking page).
 *
 * @example renderPaymentReason(reason('payment.noneOffered'), 'zh') // '尚未开放任何支付方式'
 */
export function renderPaymentReason(r: Reason, lang: Lang): string {
  return renderWith(PAYMENT_REASON_TEMPLATES, r, lang);
}
