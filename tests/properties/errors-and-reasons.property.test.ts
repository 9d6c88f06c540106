/**
 * Laws of the one error model (docs/rules.md "Errors and reasons"): every reason the rules give
 * renders in Chinese and English with nothing left to fill; every booking error (`errors` and
 * `submitErrors`) is a declared code with a JSON Pointer into the booking form that names the
 * same field as its `field`.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BOOKING_ERRORS, evaluate, type EvaluationResult } from '../../rules/evaluate.ts';
import { ErrorFamily, errorFamily, isJsonPointer } from '../../rules/model/issue.ts';
import { REASON_TEMPLATES, renderReason, type Lang, type Reason } from '../../rules/model/reasons.ts';
import { checkScenarioSchema } from '../../rules/config/validate-input.ts';
import { bundleArb, scenarioWithAnyTimesArb } from '../arbitraries/bundle.ts';

const LANGS: readonly Lang[] = ['zh', 'en'];

function reasonsOf(result: EvaluationResult): Reason[] {
  return [
    ...result.specialFields.flatMap((f) => f.because),
    ...result.audit.sections.flatMap((s) => s.because),
    ...result.payment.because,
  ];
}

/**
 * The form field a D11 `field` names, as a JSON Pointer into the booking form's data: the
 * oracle the `path` of each error must agree with (spec §3 form field names).
 */
function formPointerOf(field: string): string | undefined {
  const special = /^specialFields\.(\d+)$/.exec(field);
  if (special) return `/specialConfig/${special[1]}`;
  const named: Record<string, string> = {
    'pickUp.addressType': '/pickUp/addressType',
    'dropOff.addressType': '/destination/addressType',
    'dropOff.address': '/destination/address',
    stops: '/additionStopsList',
    tripType: '/tripType',
    fromTime: '/fromTime',
    toTime: '/toTime',
    paymentType: '/paymentType',
    carTypeLevel: '/firstCarType',
  };
  return named[field];
}

describe('reasons', () => {
  it('every reason code has a Chinese and an English template', () => {
    for (const templates of Object.values(REASON_TEMPLATES)) {
      expect(templates.zh.length).toBeGreaterThan(0);
      expect(templates.en.length).toBeGreaterThan(0);
    }
  });

  test.prop([bundleArb, scenarioWithAnyTimesArb])(
    'every reason the rules give renders in Chinese and English, non-empty, with no placeholder left',
    (bundle, scenario) => {
      for (const r of reasonsOf(evaluate(bundle, scenario))) {
        expect(Object.keys(REASON_TEMPLATES)).toContain(r.code);
        for (const lang of LANGS) {
          const text = renderReason(r, lang);
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/\{\w*\}/);
          expect(text).not.toContain('undefined');
        }
        expect(renderReason(r, 'zh')).toMatch(/[\u4e00-\u9fff]/);
      }
    },
  );

  test.prop([bundleArb, scenarioWithAnyTimesArb])('reasons are plain JSON: they survive a round trip through JSON', (bundle, scenario) => {
    const reasons = reasonsOf(evaluate(bundle, scenario));
    expect(JSON.parse(JSON.stringify(reasons))).toEqual(reasons);
  });
});

describe('booking errors', () => {
  test.prop([bundleArb, scenarioWithAnyTimesArb])(
    'every error is a declared code, its path is a JSON Pointer, and field and path name the same form field',
    (bundle, scenario) => {
      expect(checkScenarioSchema(scenario).issues).toEqual([]);
      const declared = BOOKING_ERRORS.map((d) => d.code);
      const result = evaluate(bundle, scenario);
      for (const error of [...result.errors, ...result.submitErrors]) {
        expect(Object.keys(error).sort()).toEqual(['code', 'field', 'message', 'path']);
        expect(declared).toContain(error.code);
        expect(Object.values(ErrorFamily)).toContain(errorFamily(error.code));
        expect(isJsonPointer(error.path)).toBe(true);
        expect(error.path).toBe(formPointerOf(error.field));
      }
    },
  );

  test.prop([bundleArb, scenarioWithAnyTimesArb])(
    'an error of a fixed message says exactly its declared message',
    (bundle, scenario) => {
      const result = evaluate(bundle, scenario);
      for (const error of [...result.errors, ...result.submitErrors]) {
        const definition = BOOKING_ERRORS.find((d) => d.code === error.code);
        if (definition && !definition.message.includes('{')) expect(error.message).toBe(definition.message);
        else expect(error.message).toMatch(/为必填项$/);
      }
    },
  );

  it('each declared code is declared once', () => {
    const codes = BOOKING_ERRORS.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test.prop([fc.constantFrom(...BOOKING_ERRORS)])('every declared error has a Chinese message', (definition) => {
    expect(definition.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
