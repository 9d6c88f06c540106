/**
 * The enterprise's letter of commitment and the booker's agreement (`FormField.LETTER_OF_COMMITMENT`,
 * spec §3 `letterOfCommitment`, issue 22 pay2 lane): the compiler draws it when the payment type asks
 * for the letter (paying by 挂账 at an enterprise with a letter on file, rules/payment/
 * letter-of-commitment.ts), with the letter's title and text in its options. The booker reads the
 * letter in a scrollable box and ticks a required checkbox; the value is the agreement (boolean).
 * The step's field check says `请阅读并勾选同意用车承诺函` under the checkbox until it is ticked, and
 * the server refuses the same order (order-judgement.ts) and stores its own letter's id.
 */
import type { FieldProps } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { ErrorLines, errorIdOf, fieldBasics, partAria, partErrors } from './parts.tsx';

/** The checkbox's words: the booker agrees to the letter named. */
export const agreeLabel = (letterTitle: string) => `我已阅读并同意《${letterTitle}》`;

export function LetterOfCommitmentField(props: FieldProps) {
  const { id, options, title, set, locked } = fieldBasics<boolean>(props);
  const letterTitle = typeof options.letterTitle === 'string' ? options.letterTitle : title;
  const letterContent = typeof options.letterContent === 'string' ? options.letterContent : '';
  const errors = partErrors(props.errorSchema);
  const checkboxId = `${id}-agree`;
  return (
    <fieldset id={id} className="fe-group" aria-labelledby={labelId(id)} aria-describedby={errorIdOf(id)}>
      <GroupLegend id={id} label={title} required={props.required} />
      <section className="fe-letter" aria-label={letterTitle} tabIndex={0}>
        <h4 className="fe-letter__title">{letterTitle}</h4>
        {letterContent.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <label htmlFor={checkboxId} className="fe-inline">
        <input
          type="checkbox"
          id={checkboxId}
          checked={props.formData === true}
          disabled={locked}
          onChange={(event) => set(event.target.checked)}
          {...partAria(id, props.required, errors)}
        />
        {agreeLabel(letterTitle)}
      </label>
      <ErrorLines id={id} messages={errors} />
    </fieldset>
  );
}
