/** Arbitraries for approver texts (D8). */
import { fc } from '@fast-check/vitest';

const PARENTHESES = /[()（）]/;

/** Trimmed text without parentheses of either width: Chinese and ASCII characters, spaces inside. */
export const approverPartArb = fc
  .string({ unit: fc.constantFrom(...'王五李四张三 ·abcXYZ0123456789-@.'.split('')), maxLength: 12 })
  .map((text) => text.trim())
  .filter((text) => !PARENTHESES.test(text));

/** Any unicode text without parentheses, trimmed. */
export const unicodeApproverPartArb = fc
  .string({ unit: 'grapheme', maxLength: 12 })
  .map((text) => text.trim())
  .filter((text) => !PARENTHESES.test(text));

/** A name and phone as the audit fields hold them; the phone empty or a mobile-like text. */
export const approverArb = fc.record({
  name: fc.oneof(approverPartArb, unicodeApproverPartArb),
  phone: fc.oneof(fc.constant(''), fc.stringMatching(/^1\d{10}$/), approverPartArb),
});
