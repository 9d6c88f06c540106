/**
 * Laws of what an attachment may be (src/server/attachment-kinds.ts) and of the fleet's booked
 * times (the car hold's `timesOverlap`, rules/trip/car-availability.ts, which the server's
 * ServiceTimes window reads), over generated names, bytes and times.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ATTACHMENT_KINDS, ATTACHMENT_MAX_NAME_LENGTH, attachmentName, checkAttachment } from '../../src/server/attachment-kinds.ts';
import { timesOverlap as overlaps } from '../../rules/index.ts';
import { FILES } from './attachment-files.ts';

/** Any UTF-16 code unit, lone surrogates and control characters included. */
const codeUnitArb = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Names as a browser (or a forged request) may give them: any text, paths, control characters, emoji, long ones. */
const rawNameArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: codeUnitArb, maxLength: 300 }),
  fc
    .tuple(
      fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 4 }),
      fc.constantFrom('/', '\\'),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.constantFrom('.pdf', '.png', '.docx', ''),
    )
    .map(([folders, separator, stem, extension]) => [...folders, `${stem}${extension}`].join(separator)),
);

const kindArb = fc.constantFrom(...Object.values(FILES));

describe('attachment names', () => {
  test.prop([rawNameArb])('a kept name has no path separator, control character or lone surrogate, is at most 120 characters, and can go in a header', (raw) => {
    const name = attachmentName(raw);
    // eslint-disable-next-line no-control-regex -- what must not be left
    expect(name).not.toMatch(/[\\/\u0000-\u001f\u007f]/);
    expect(Array.from(name).length).toBeLessThanOrEqual(ATTACHMENT_MAX_NAME_LENGTH);
    expect(name).toBe(name.trim());
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  test.prop([rawNameArb])('keeping a name twice keeps it as once', (raw) => {
    const once = attachmentName(raw);
    expect(attachmentName(once)).toBe(once);
  });

  test.prop([fc.string({ unit: 'grapheme', minLength: 121, maxLength: 400 }), fc.constantFrom('.pdf', '.jpeg', '.xlsx')])(
    'a long name keeps its extension',
    (stem, extension) => {
      fc.pre(stem.trim() !== '' && !/[\\/]/.test(stem));
      expect(attachmentName(`${stem}${extension}`).endsWith(extension)).toBe(true);
    },
  );
});

describe('attachment kinds', () => {
  test.prop([kindArb, fc.uint8Array({ maxLength: 2000 })])('a file of a kind is taken whatever follows its first bytes', (file, tail) => {
    const kind = ATTACHMENT_KINDS.find((k) => k.contentType === file.contentType)!;
    expect(checkAttachment(kind, file.name, new Uint8Array([...file.bytes, ...tail]))).toBeUndefined();
  });

  test.prop([kindArb, fc.uint8Array({ minLength: 1, maxLength: 2000 })])('bytes that do not start like the kind are refused as content', (file, bytes) => {
    fc.pre(bytes[0] !== file.bytes[0]);
    const kind = ATTACHMENT_KINDS.find((k) => k.contentType === file.contentType)!;
    expect(checkAttachment(kind, file.name, bytes)).toBe('content');
  });

  test.prop([kindArb, fc.string({ maxLength: 30 })])('a name without the kind’s extension is refused whatever the bytes', (file, name) => {
    const kind = ATTACHMENT_KINDS.find((k) => k.contentType === file.contentType)!;
    fc.pre(!kind.extensions.some((e) => name.toLowerCase().endsWith(e)));
    expect(checkAttachment(kind, name, file.bytes)).toBe('extension');
  });
});

describe('booked times', () => {
  const timeArb = fc.integer({ min: 0, max: 23 * 60 + 59 }).map((m) => `2026-12-01 ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  const spanArb = fc.tuple(timeArb, timeArb).filter(([a, b]) => a < b).map(([fromTime, toTime]) => ({ fromTime, toTime }));

  test.prop([spanArb, spanArb])('overlap is symmetric, and a span overlaps itself', (a, b) => {
    expect(overlaps(a, b)).toBe(overlaps(b, a));
    expect(overlaps(a, a)).toBe(true);
  });

  test.prop([spanArb, timeArb])('spans that only touch do not overlap', (a, end) => {
    fc.pre(a.toTime < end);
    expect(overlaps(a, { fromTime: a.toTime, toTime: end })).toBe(false);
  });
});
