/**
 * One message per field, the rules core's where it has one (issue 8 §2: "the rules core's messages
 * appear under the right field, in Chinese"). A field's error lines join what the schema found
 * (ajv, worded by validator.ts) and what the rules core reported at its pointer (`extraErrors`).
 * RJSF keeps the two apart only until it merges them, so the lines are sorted out where they are
 * drawn: when any of them is a message the rules core is reporting, only the rules core's are
 * shown (its words are the specification's; the schema's would be a generic `应当是 integer 类型`).
 * A required field left empty is not among them on a booking form: the booking step reports it
 * (`field.required`, rules/step/) and the form drops the validator's `required` errors
 * (`requiredBy="rules"`, validator.ts), so no required message is matched by its text.
 *
 * The rules core's current messages reach the error lines through a React context of their own
 * (not RJSF's `formContext`, which every field reads): a change of the rule errors re-renders the
 * error lines only.
 */
import { createContext, useContext } from 'react';

const NO_MESSAGES: ReadonlySet<string> = new Set();

/** The messages of the rules core's errors the form draws now. */
export const RuleMessagesContext = createContext<ReadonlySet<string>>(NO_MESSAGES);

/**
 * A field's messages, each once, the rules core's alone when it has any among them.
 *
 * @example rulesFirst(['车型等级为必填项', '所选车型不可用，请重新选择'], new Set(['所选车型不可用，请重新选择']))
 * // ['所选车型不可用，请重新选择']
 */
export function rulesFirst(messages: readonly unknown[], ruleMessages: ReadonlySet<string>): string[] {
  const unique = [...new Set(messages.filter((message): message is string => typeof message === 'string' && message !== ''))];
  const fromRules = unique.filter((message) => ruleMessages.has(message));
  return fromRules.length > 0 ? fromRules : unique;
}

/** The messages a field shows (`rulesFirst` with the form's current rule messages). */
export function useShownMessages(messages: readonly unknown[]): string[] {
  return rulesFirst(messages, useContext(RuleMessagesContext));
}
