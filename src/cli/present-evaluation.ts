/**
 * The D11 result as `booking-rules evaluate` prints it: every `because` in plain words (Chinese,
 * or English with `--lang en`), and beside it `reasons`, the same reasons as codes with
 * parameters, for scripts and the impact diff to compare (docs/rules.md "Errors and reasons").
 */
import { renderReasons, type EvaluationResult, type Lang, type Reason } from '../../rules/index.ts';

type Explained<T extends { because: Reason[] }> = Omit<T, 'because'> & { because: string[]; reasons: Reason[] };

export type PresentedEvaluation = Omit<EvaluationResult, 'specialFields' | 'audit' | 'payment'> & {
  specialFields: Explained<EvaluationResult['specialFields'][number]>[];
  audit: Omit<EvaluationResult['audit'], 'sections'> & { sections: Explained<EvaluationResult['audit']['sections'][number]>[] };
  payment: Explained<EvaluationResult['payment']>;
};

function explain<T extends { because: Reason[] }>(item: T, lang: Lang): Explained<T> {
  return { ...item, because: renderReasons(item.because, lang), reasons: item.because };
}

/**
 * @example presentEvaluation(evaluate(bundle, scenario), 'en').payment
 * // { options: [4], …, because: ['checkout (4) is offered, so it is the only option'], reasons: [{ code: 'payment.checkoutOnly', params: { paymentType: 4 } }] }
 */
export function presentEvaluation(result: EvaluationResult, lang: Lang): PresentedEvaluation {
  return {
    ...result,
    specialFields: result.specialFields.map((f) => explain(f, lang)),
    audit: { ...result.audit, sections: result.audit.sections.map((s) => explain(s, lang)) },
    payment: explain(result.payment, lang),
  };
}
