import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatApproverText, parseApproverText } from '../../rules/audit/approver-text.ts';
import { validateApproverValue } from '../../rules/audit/approver-validation.ts';
import { approverArb } from '../arbitraries/approver-text.ts';

test.prop([approverArb])('name(phone) parsing inverts formatting for names without parentheses', (approver) => {
  expect(parseApproverText(formatApproverText(approver))).toEqual(approver);
});

test.prop([approverArb, fc.constantFrom('', ' ', '  ')])('surrounding spaces do not change the parse', (approver, pad) => {
  const text = formatApproverText(approver);
  expect(parseApproverText(`${pad}${text}${pad}`)).toEqual(parseApproverText(text));
});

test.prop([fc.string({ unit: 'grapheme' })])('parsing never fails and gives trimmed parts', (text) => {
  const { name, phone } = parseApproverText(text);
  expect([name, phone]).toEqual([name.trim(), phone.trim()]);
});

test.prop([approverArb.filter(({ name }) => name !== ''), fc.stringMatching(/^1\d{10}$/)])(
  'a non-empty name with a mobile number passes the name(phone) check',
  ({ name }, phone) => {
    expect(validateApproverValue(3, formatApproverText({ name, phone })).ok).toBe(true);
  },
);
