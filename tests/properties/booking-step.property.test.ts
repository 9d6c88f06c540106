/**
 * One booking step, three callers (issue 22 §1): the booking page's machines, the admin's config
 * preview and the reference server's order judgement run the same `bookingStep`, and it shows.
 *
 * - For random bundles (the fixtures' and generated ones), random panel scenarios and random
 *   edits, the preview's live form (`previewOpened` / `previewEdited`) is the booking page's form
 *   (the special-car or own-car machine's `step` after the same `form.changed` events): the same
 *   data (D3/D5/D6 applied), the same compiled schema and uiSchema, the same errors drawn, the same
 *   D6 reset messages.
 * - The server accepts exactly what the page lets through: the page's order payload (what its
 *   submit actor sends), read back as the server reads it (`specialCarOrderData` /
 *   `ownCarOrderData`) and judged by the server's `judgeBooking` (src/server/order-judgement.ts,
 *   the booker and the offers as the server knows them), is accepted when the page's machine would
 *   submit it and refused with the page's first submit blocker when it would not.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { initialTransition, transition } from 'xstate';

import { withValueAt } from '../../rules/audit/audit-refresh.ts';
import { toOwnCarForm, toSpecialCarForm } from '../../rules/compile/booking-data.ts';
import type { BookingContext } from '../../rules/compile/booking-scenario.ts';
import type { OwnCarBookingData, SpecialCarBookingData } from '../../rules/compile/contract.ts';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import { OWN_CAR, SPECIAL_CAR } from '../../rules/model/constants.ts';
import { buildOwnCarOrder } from '../../rules/orders/own-car-order.ts';
import { buildSpecialCarOrder } from '../../rules/orders/special-car-order.ts';
import { drawnErrors, type BookingStep } from '../../rules/step/booking-step.ts';
import { orderPicturePriceUrl, ownCarOrderData, specialCarOrderData } from '../../rules/step/order-data.ts';
import { previewContext, previewEdited, previewOpened, previewBooking } from '../../src/features/config-preview/preview-booking.ts';
import { initialScenarioInput, type ScenarioInput } from '../../src/features/config-preview/scenario-form.ts';
import { ownCarMachine } from '../../src/features/booking/machines/own-car-machine.ts';
import { judgeBooking, serverBookingContext } from '../../src/server/order-judgement.ts';
import { specialCarMachine } from '../../src/features/booking/machines/special-car-machine.ts';
import { bundleArb } from '../arbitraries/bundle.ts';
import { ownCarEditArb, specialCarEditArb } from '../arbitraries/booking-flows.ts';
import { booking, readyOwnCarTrip, readySpecialCarData } from '../support/booking-flows.ts';
import { bundlePath, readJson } from '../support/fixtures.ts';

/** A fixed instant: the preview and the page open the same new booking. */
const NOW = Date.parse('2026-11-22T06:00:00Z');

const FIXTURES = ['huaxin-tech', 'zhongyuan-energy', 'nanfang-pharma', 'tianfu-bank', 'borui-auto-special', 'xiaoyu-design-minimal'].map(
  (name) => readJson(bundlePath(name)) as EnterpriseBundle,
);

const bundleOrFixtureArb = fc.oneof(fc.constantFrom(...FIXTURES), bundleArb);

/** The panel's scenario: the business type, the offered payment types, the booker's level. */
const panelArb = (bundle: EnterpriseBundle) =>
  fc
    .record({
      businessType: fc.constantFrom<4 | 5>(SPECIAL_CAR, OWN_CAR),
      offeredPaymentTypes: fc.subarray([2, 4, 20, 23, 24]),
      userLevel: fc.integer({ min: 0, max: 3 }),
    })
    .map((panel): ScenarioInput => {
      const start = { ...initialScenarioInput(bundle), ...panel };
      return panel.businessType === OWN_CAR ? { businessType: OWN_CAR, offeredPaymentTypes: start.offeredPaymentTypes, userLevel: start.userLevel, bookerId: start.bookerId, passengerName: '' } : start;
    });

/** What the two forms draw: the data, the form, the errors shown, the reset messages. */
function drawn(step: BookingStep, errors: readonly unknown[]) {
  return { data: step.data, schema: step.form.schema, uiSchema: step.form.uiSchema, errors, resets: step.resets };
}

/**
 * The page's order payload of the step's data (as its submit actor builds it), read back as the
 * server reads it, with the server's context of the same booker; undefined when the page cannot
 * build it (an incomplete booking, IncompleteBookingError: nothing is sent).
 */
function serverSide(bundle: EnterpriseBundle, context: BookingContext, step: BookingStep) {
  const booker = { userId: context.bookerId ?? 'u', userLevel: context.userLevel ?? 0, permissions: [...(context.permissions ?? [])] };
  // What the page's context leaves unknown (the preview narrows no car level) the server's leaves unknown too.
  const offered = {
    ...(context.offeredPaymentTypes ? { paymentTypes: context.offeredPaymentTypes } : {}),
    ...(context.offeredCarTypeLevels ? { carTypeLevels: context.offeredCarTypeLevels } : {}),
  };
  const order = { enterpriseId: bundle.enterpriseId, userId: booker.userId, userLevel: booker.userLevel };
  try {
    if (step.kind === 'special-car') {
      const payload = buildSpecialCarOrder(toSpecialCarForm(bundle, step.data as SpecialCarBookingData, context), { ...order, picturePriceUrl: null });
      return judgeBooking(bundle, 'special-car', () => specialCarOrderData(payload, bundle.enterpriseId), serverBookingContext(booker, offered, orderPicturePriceUrl(payload)));
    }
    const payload = buildOwnCarOrder(toOwnCarForm(bundle, step.data as OwnCarBookingData, context), { ...order, isNeedAudit: step.evaluation.audit.visible });
    return judgeBooking(bundle, 'own-car', () => ownCarOrderData(payload), serverBookingContext(booker));
  } catch {
    return undefined;
  }
}

/** The server's judgement and the page's submit gate agree: accepted when the page lets it through, else refused with the page's first blocker. */
function expectSameVerdict(judged: NonNullable<ReturnType<typeof serverSide>>, step: BookingStep) {
  expect(judged.ok ? 'accepted' : judged.answer.envelope.message).toBe(step.blockers.submit[0]?.message ?? 'accepted');
}

const previewArb = bundleOrFixtureArb.chain((bundle) =>
  panelArb(bundle).chain((panel) => fc.tuple(fc.constant(bundle), fc.constant(panel), fc.array(panel.businessType === SPECIAL_CAR ? specialCarEditArb : ownCarEditArb, { maxLength: 12 }))),
);

test.prop([previewArb], { numRuns: 150 })('the preview draws the booking page\'s form, and the server refuses exactly what the page refuses', ([bundle, panel, edits]) => {
  const context = previewContext(panel);
  const data = previewBooking(bundle, panel, NOW);
  let preview = previewOpened(bundle, panel, NOW);
  const special = panel.businessType === SPECIAL_CAR;
  // The booking page: the machine of the kind, started on the same booking, fed the same edits.
  let page = special
    ? initialTransition(specialCarMachine, { data: data as SpecialCarBookingData, bundle, context })[0]
    : initialTransition(ownCarMachine, { data: data as OwnCarBookingData, bundle, context })[0];
  const pageStep = () => page.context.step as BookingStep;
  expect(drawn(pageStep(), page.context.errors)).toEqual(drawn(preview, drawnErrors(preview, false)));
  for (const edit of edits) {
    const next = withValueAt(preview.data, edit.path, edit.value);
    preview = previewEdited(bundle, panel, preview, next);
    page = special
      ? transition(specialCarMachine, page as never, { type: 'form.changed', data: next as SpecialCarBookingData })[0]
      : transition(ownCarMachine, page as never, { type: 'form.changed', data: next as OwnCarBookingData })[0];
    expect(drawn(pageStep(), page.context.errors)).toEqual(drawn(preview, drawnErrors(preview, false)));
  }

  const judged = serverSide(bundle, context, pageStep());
  // Nothing can be sent: the page refuses the submit too.
  if (judged === undefined) expect(pageStep().blockers.submit.length).toBeGreaterThan(0);
  else expectSameVerdict(judged, pageStep());
});

/** Counts of the second law's runs: most must reach a booking the page would submit, or the law says little. */
const seen = { submitted: 0, refused: 0 };

const readyEditsArb = fc.boolean().chain((special) => fc.tuple(fc.constant(special), fc.array(special ? specialCarEditArb : ownCarEditArb, { maxLength: 6 })));

test.prop([readyEditsArb], { numRuns: 200 })(
  'from a booking ready to submit, random edits: the server accepts exactly what the page lets through, and refuses the rest with the page\'s first refusal',
  ([special, edits]) => {
    const { bundle, context } = booking;
    let page = special
      ? initialTransition(specialCarMachine, { data: readySpecialCarData(), ...booking })[0]
      : initialTransition(ownCarMachine, { data: readyOwnCarTrip(), ...booking })[0];
    for (const edit of edits) {
      const next = withValueAt(page.context.data, edit.path, edit.value);
      page = special
        ? transition(specialCarMachine, page as never, { type: 'form.changed', data: next as SpecialCarBookingData })[0]
        : transition(ownCarMachine, page as never, { type: 'form.changed', data: next as OwnCarBookingData })[0];
    }
    const step = page.context.step as BookingStep;
    const judged = serverSide(bundle, context, step);
    seen[step.blockers.submit.length === 0 ? 'submitted' : 'refused'] += 1;
    if (judged === undefined) expect(step.blockers.submit.length).toBeGreaterThan(0);
    else expectSameVerdict(judged, step);
  },
);

test('the second law reached bookings the page submits and bookings it refuses', () => {
  expect(seen.submitted).toBeGreaterThan(20);
  expect(seen.refused).toBeGreaterThan(20);
});
