/** Arbitraries for the transport's cipher (spec §7). */
import { fc } from '@fast-check/vitest';

/** Well-formed text of any kind: any code point, whole graphemes (CJK, emoji, combining marks), JSON-like text, ''. */
export const plainTextArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.json(),
  fc.constantFrom('', '上海', '🚗', '下单成功 🚗🚕', '\uFEFF开头', 'a&b=c+d', '0123456789abcdef'),
);

/** Text with lone surrogates (not well-formed UTF-16): what no answer or query holds, but a caller could pass. */
export const illFormedTextArb = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
  .map(([before, surrogate, after]) => `${before}${String.fromCharCode(surrogate)}${after}`);

/** Standard padded Base64 of a whole number (1–8) of 16-byte blocks: shaped like our cipher text, made by no key. */
export const blockShapedBase64Arb = fc
  .integer({ min: 1, max: 8 })
  .chain((blocks) => fc.uint8Array({ minLength: blocks * 16, maxLength: blocks * 16 }))
  .map((bytes) => Buffer.from(bytes).toString('base64'));

/** Any text at all, mostly not Base64. */
export const anyTextArb = fc.oneof(fc.string({ maxLength: 80 }), fc.base64String({ maxLength: 120 }), blockShapedBase64Arb);
