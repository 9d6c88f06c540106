/**
 * The impact diff in words (issue 10 §2): subjects, states, conditions, reasons and replay
 * effects rendered in Chinese (the admin page, the CLI) or English (beside it in the CLI).
 * Reasons are rendered from their codes by `renderReason`, never stored as prose.
 */
import { businessTypeLabels, paymentTypeLabels, type BookingBusinessType } from '../model/constants.ts';
import { renderReasons, type Lang } from '../model/reasons.ts';
import type { AuditRole } from '../audit/audit-visibility.ts';
import type { Condition, DiffChange, DiffSubject, ReplayEffect, SubjectState } from './diff-model.ts';
import { tripTypeWords } from './dimension-axes.ts';

const ROLE_WORDS: Record<AuditRole, Record<Lang, string>> = {
  userInput: { zh: '用户填写审批人', en: 'user-entered approver' },
  costCenter: { zh: '成本中心审批人', en: 'cost-centre approver' },
  ownCostCenter: { zh: '成本中心审批人（自有车）', en: 'own-car cost-centre approver' },
  exco: { zh: '行政审核人', en: 'reviewer (exco)' },
};

function businessWords(businessType: BookingBusinessType, lang: Lang): string {
  if (lang === 'zh') return businessTypeLabels[String(businessType)] ?? String(businessType);
  return businessType === 4 ? 'special-car' : 'own-car';
}

/**
 * What a subject is.
 *
 * @example describeSubject({ kind: 'specialField', businessType: 4, specialId: 7, name: '项目编号' }, 'zh') // '专车「项目编号」'
 */
export function describeSubject(subject: DiffSubject, lang: Lang): string {
  const bt = businessWords(subject.businessType, lang);
  switch (subject.kind) {
    case 'specialField':
      return lang === 'zh' ? `${bt}「${subject.name}」` : `${bt} field ${subject.specialId} "${subject.name}"`;
    case 'auditSection':
      return lang === 'zh' ? `${bt}${ROLE_WORDS[subject.role].zh}` : `${bt} ${ROLE_WORDS[subject.role].en}`;
    case 'paymentOptions':
      return lang === 'zh' ? `${bt}付款方式选项` : `${bt} payment options`;
    case 'tripTypes':
      return lang === 'zh' ? `${bt}可选行程类型` : `${bt} trip types offered`;
  }
}

/**
 * A state in a few words.
 *
 * @example describeState(subject, { present: true, visible: true, required: true, editable: true }, 'zh') // '显示，必填，可编辑'
 */
export function describeState(subject: DiffSubject, state: SubjectState, lang: Lang): string {
  const zh = lang === 'zh';
  if (!state.present) return zh ? '不存在' : 'absent';
  if (subject.kind === 'paymentOptions' || subject.kind === 'tripTypes') {
    const label = (v: number) =>
      subject.kind === 'tripTypes' ? tripTypeWords(subject.businessType, v)[lang] : zh ? (paymentTypeLabels[String(v)] ?? `未知的付款方式 ${v}`) : String(v);
    const list = (state.options ?? []).map(label);
    const text = list.length === 0 ? (zh ? '无' : 'none') : list.join(zh ? '、' : ', ');
    if (subject.kind === 'paymentOptions' || state.defaultValue === undefined) return text;
    const fallback = state.defaultValue === null ? (zh ? '无' : 'none') : label(state.defaultValue);
    return zh ? `${text}；默认 ${fallback}` : `${text}; default ${fallback}`;
  }
  if (!state.visible) return zh ? '隐藏' : 'hidden';
  const parts = zh
    ? ['显示', state.required ? '必填' : '选填', state.editable ? '可编辑' : '只读']
    : ['shown', state.required ? 'required' : 'optional', state.editable ? 'editable' : 'read-only'];
  return parts.join(zh ? '，' : ', ');
}

/**
 * One condition: `行程类型为 同城单程 或 异地单程 且 付款方式为 挂账`.
 *
 * @example describeCondition([], 'zh') // '所有场景'
 */
export function describeCondition(condition: Condition, lang: Lang): string {
  if (condition.length === 0) return lang === 'zh' ? '所有场景' : 'every scenario';
  return condition
    .map((c) => {
      const values = c.values.map((v) => v.label[lang]);
      return lang === 'zh' ? `${c.label.zh}为 ${values.join(' 或 ')}` : `${c.label.en} is ${values.join(' or ')}`;
    })
    .join(lang === 'zh' ? ' 且 ' : ' and ');
}

/** Several conditions, any of which. */
export function describeConditions(conditions: readonly Condition[], lang: Lang): string {
  return conditions.map((c) => describeCondition(c, lang)).join(lang === 'zh' ? '；或 ' : '; or ');
}

/** A change in words: what, before, after, when, why. */
export interface ChangeWords {
  subject: string;
  before: string;
  after: string;
  when: string;
  because: { before: string[]; after: string[] };
}

/**
 * @example describeChange(change, 'zh')
 * // { subject: '专车「项目编号」', before: '显示，选填，可编辑', after: '显示，必填，可编辑', when: '行程类型为 同城单程', … }
 */
export function describeChange(change: DiffChange, lang: Lang): ChangeWords {
  return {
    subject: describeSubject(change.subject, lang),
    before: describeState(change.subject, change.before, lang),
    after: describeState(change.subject, change.after, lang),
    when: describeConditions(change.when, lang),
    because: { before: renderReasons(change.because.before, lang), after: renderReasons(change.because.after, lang) },
  };
}

/**
 * A replay effect in one sentence.
 *
 * @example describeEffect(effect, 'en')
 * // 'special-car field 7 "项目编号": shown, optional, editable → shown, required, editable on 37 of the 412 special-car bookings; 5 of them left it empty'
 * @example describeEffect(effect, 'zh')
 * // '在 412 个专车订单中，有 37 个的专车「项目编号」将由“显示，选填，可编辑”变为“显示，必填，可编辑”；其中 5 个未填写'
 */
export function describeEffect(effect: ReplayEffect, lang: Lang): string {
  const { subject } = effect;
  const n = effect.orderIds.length;
  const empty = effect.emptyOrderIds.length;
  const becomesRequired = subject.kind === 'specialField' && effect.after.required === true && effect.before.required !== true;
  const before = describeState(subject, effect.before, lang);
  const after = describeState(subject, effect.after, lang);
  if (lang === 'zh') {
    const tail = becomesRequired ? `；其中 ${empty} 个未填写` : '';
    return `在 ${effect.ofOrders} 个${businessWords(subject.businessType, 'zh')}订单中，有 ${n} 个的${describeSubject(subject, 'zh')}将由“${before}”变为“${after}”${tail}`;
  }
  const tail = becomesRequired ? `; ${empty} of them left it empty` : '';
  return `${describeSubject(subject, 'en')}: ${before} → ${after} on ${n} of the ${effect.ofOrders} ${businessWords(subject.businessType, 'en')} bookings${tail}`;
}
