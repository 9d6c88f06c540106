/**
 * One plate, one car (issue 21 §6; docs/fleet.md "One plate, one car"): how a plate is kept, and the
 * key that says two spellings are one plate, so 沪a 12345 cannot dodge 沪A12345.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOwnCarBody } from './fleet-bodies.ts';
import { normalisePlate, plateKey, plateTakenMessage } from './plates.ts';

/** A plate as the schema takes it: a region, a letter, an optional middle dot, five or six letters and digits. */
const plate = fc
  .tuple(
    fc.constantFrom(...'京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'),
    fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ'),
    fc.boolean(),
    fc.array(fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'), { minLength: 5, maxLength: 6 }),
  )
  .map(([region, letter, dot, rest]) => `${region}${letter}${dot ? '·' : ''}${rest.join('')}`);

/** The same plate as a person might type it: lower case, full-width, spaces, a look-alike dot. */
const FULL_WIDTH_OFFSET = 0xff21 - 0x41;
const typedAs = (text: string, how: { lower: boolean; wide: boolean; spaces: boolean; dot: string }) => {
  let out = [...text].map((c) => (/[A-Z0-9]/.test(c) && how.wide ? String.fromCodePoint(c.codePointAt(0)! + FULL_WIDTH_OFFSET) : c)).join('');
  if (how.lower) out = out.toLowerCase();
  out = out.replace('·', how.dot);
  return how.spaces ? ` ${[...out].join(' ')}\u3000` : out;
};
const typing = fc.record({ lower: fc.boolean(), wide: fc.boolean(), spaces: fc.boolean(), dot: fc.constantFrom('·', '・', '•', '') });

describe('plates', () => {
  it('are kept upper case, half-width, without spaces, with the middle dot', () => {
    expect(normalisePlate('沪a 12345')).toBe('沪A12345');
    expect(normalisePlate('　沪ａ・ｄ１２３４ ')).toBe('沪A·D1234');
    expect(normalisePlate('沪A·D1234')).toBe('沪A·D1234');
  });

  it('are one plate with or without the dot: the key', () => {
    expect(plateKey('沪A·D1234')).toBe('沪AD1234');
    expect(plateKey('沪a d1234')).toBe('沪AD1234');
    expect(plateKey('沪A·D1234')).not.toBe(plateKey('沪A·D1235'));
  });

  it('the car body is checked with its plate normalised (the form, the import and the server call it)', () => {
    const car = { carLicense: '沪a d1234', carType: 2, colorId: 1, purchaseDate: '2026-01-15', carOwnership: 1 };
    const checked = checkOwnCarBody(car);
    expect(checked.ok && checked.value.carLicense).toBe('沪AD1234');
    expect(checkOwnCarBody({ ...car, carLicense: '沪ａ·ｄ１２３４' }).ok).toBe(true);
  });

  it('the refusal names the plate and never whose car it is', () => {
    expect(plateTakenMessage('京A·Z8866')).toBe('车牌号 京A·Z8866 已被登记，同一车牌只能登记一辆车，请核对车牌号');
  });

  it('property: however a plate is typed, its key is the plate\'s and the schema takes it', () => {
    fc.assert(
      fc.property(plate, typing, (p, how) => {
        const typed = typedAs(p, how);
        expect(plateKey(typed)).toBe(plateKey(p));
        expect(checkOwnCarBody({ carLicense: typed, carType: 1, colorId: 1, purchaseDate: '2026-01-15', carOwnership: 1 }).ok).toBe(true);
      }),
    );
  });

  it('property: normalising and keying twice changes nothing; a plate the schema takes is kept as written', () => {
    fc.assert(
      fc.property(plate, fc.string(), (p, any) => {
        expect(normalisePlate(p)).toBe(p);
        expect(normalisePlate(normalisePlate(any))).toBe(normalisePlate(any));
        expect(plateKey(plateKey(any))).toBe(plateKey(any));
      }),
    );
  });

  it('property: two plates that differ in a letter or digit have different keys', () => {
    fc.assert(
      fc.property(plate, plate, (a, b) => {
        expect(plateKey(a) === plateKey(b)).toBe(a.replace('·', '') === b.replace('·', ''));
      }),
    );
  });
});
