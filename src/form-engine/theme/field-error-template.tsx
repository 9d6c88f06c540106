/**
 * A field's errors, under it, with the id `aria-describedby` points at (`<id>__error`). Schema
 * errors and rule errors (`extraErrors`) may say the same thing (`{configName}为必填项`); each
 * message is shown once, and the rules core's alone when it has one (`rule-messages.ts`).
 * Plain elements with the class of `form-engine.css` (issue 9: no Chakra component per field).
 */
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';

import { useShownMessages } from '../rule-messages.ts';
import './form-engine.css';

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const unique = useShownMessages(errors);
  if (unique.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="fe-error">
      {unique.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
