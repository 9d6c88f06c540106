/**
 * The preview's middle (issue 10 §1): the scenario panel (every D2 input), beside it the live
 * booking form for that scenario, and the state table. The live form is the whole special-car or
 * own-car booking form, the booking page's step (`bookingStep` of rules/step/: the D3/D5/D6
 * corrections, the compiled form, the errors the booker caused, the D6 reset messages) drawn by
 * the same `SchemaForm` with the booking feature's lookups (docs/config-preview.md "预订表单预览").
 * The panel and the form share one booking data (`preview-booking.ts`): a trip type chosen in
 * either shows in both.
 *
 * An edit of the bundle that changes neither the form nor the state table (the enterprise's name,
 * the other business type's fields) keeps both as they were: the compiled form and the rows are
 * kept while deep-equal (`deepEquals` of @rjsf/utils), so RJSF and the table draw nothing again,
 * which for a form of 500 fields is most of a second (issue 21 §6). The state table follows the
 * form in a render of its own, so a new bundle is drawn in two commits, not one twice as long.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { deepEquals } from '@rjsf/utils';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import { drawnErrors, OWN_CAR_FORM_TITLE, SPECIAL_CAR_FORM_TITLE, type BookingStep, type EnterpriseBundle } from '../../../../rules/index.ts';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { kindOf, panelInput, previewEdited, previewOpened, withPanelInput, type PreviewData } from '../preview-booking.ts';
import { initialScenarioInput, scenarioForm, type ScenarioInput } from '../scenario-form.ts';
import { stateRows } from '../state-table.ts';
import { StateTable } from './state-table.tsx';

const ignore = () => undefined;
/** The forms' empty footer, one element: a new one per render would draw the form again. */
const NO_FOOTER = <></>;

/**
 * `value`, or the one seen before while the new one is deep-equal to it; compared once per new value.
 *
 * @example const form = useEqualKept(useMemo(() => compile(bundle), [bundle])) // the same object after an edit that changes nothing in it
 */
function useEqualKept<T>(value: T): T {
  const [memo, setMemo] = useState({ seen: value, kept: value });
  if (memo.seen === value) return memo.kept;
  const kept = deepEquals(memo.kept, value) ? memo.kept : value;
  setMemo({ seen: value, kept });
  return kept;
}

/** The scenario panel, the live booking form and the state table for one edited bundle. */
const NO_PEOPLE: Readonly<Record<string, string>> = {};

/** `people`: the enterprise's people by user id, naming the bookers of the no-audit lists in the panel. */
export function ScenarioPreview({ bundle, lookups, people = NO_PEOPLE }: { bundle: EnterpriseBundle; lookups: FormLookups; people?: Readonly<Record<string, string>> }) {
  const [own, setOwn] = useState<ScenarioInput>(() => initialScenarioInput(bundle));
  // The booking step of the preview's booking, with the bundle and the panel it was taken under.
  const [held, setHeld] = useState(() => ({ step: previewOpened(bundle, own, Date.now()) as BookingStep, bundle, own }));
  if (held.bundle !== bundle || held.own !== own) {
    // A new bundle or panel: the same data stepped again under them, as the page does for a new context.
    setHeld({ step: previewEdited(bundle, own, held.step, held.step.data), bundle, own });
  }
  const { step } = held;
  const data = step.data as PreviewData;
  // One function for every render: a new onChange would draw the whole form again.
  const setData = useCallback((next: PreviewData) => setHeld((was) => ({ ...was, step: previewEdited(was.bundle, was.own, was.step, next) })), []);
  const input = useMemo(() => panelInput(own, data), [own, data]);
  const kind = kindOf(input.businessType);
  const { evaluation } = step;
  const form = useEqualKept(step.form);
  const errors = useMemo(() => drawnErrors(step, false), [step]);
  // Drawn in a render of its own after the form's: two shorter commits rather than one long one.
  const rows = useDeferredValue(useEqualKept(useMemo(() => stateRows(bundle, evaluation), [bundle, evaluation])));
  const panel = useEqualKept(useMemo(() => scenarioForm(bundle, input.businessType, people), [bundle, input.businessType, people]));

  const onPanel = (changed: ScenarioInput) => {
    // The own-car panel has no offered payment types: the special car's stay for the way back.
    const next = { ...changed, offeredPaymentTypes: changed.offeredPaymentTypes ?? own.offeredPaymentTypes };
    if (next.businessType !== own.businessType) {
      // Another form: its own trip types and defaults; what the panel says of the booker stays.
      const kept: ScenarioInput = {
        businessType: next.businessType,
        offeredPaymentTypes: next.offeredPaymentTypes,
        userLevel: next.userLevel,
        bookerId: next.bookerId,
        passengerName: next.passengerName,
      };
      setOwn(kept);
      setHeld({ step: previewOpened(bundle, kept, Date.now()), bundle, own: kept });
      return;
    }
    setOwn(next);
    setHeld((was) => ({ step: previewEdited(bundle, next, was.step, withPanelInput(was.step.data as PreviewData, next)), bundle, own: next }));
  };

  return (
    <Stack gap="6">
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: 'minmax(0, 2fr) minmax(0, 3fr)',
        }}
        gap="6"
      >
        <Section title="场景">
          <SchemaForm<ScenarioInput> form={panel} formData={input} onChange={onPanel} onSubmit={ignore} lookups={lookups} label="场景" idPrefix="scenario">
            {NO_FOOTER}
          </SchemaForm>
        </Section>
        <Section title={`预订表单预览（${kind === 'own-car' ? OWN_CAR_FORM_TITLE : SPECIAL_CAR_FORM_TITLE}）`}>
          <Hint>与预订人看到的表单相同；地址、成本中心等查询使用参考服务器的数据，表单不会提交。</Hint>
          <SchemaForm<PreviewData>
            key={kind}
            form={form}
            formData={data}
            onChange={setData}
            onSubmit={ignore}
            errors={errors}
            addressResets={step.resets}
            fieldNotices={step.fieldNotices}
            requiredBy="rules"
            lookups={lookups}
            label="预订表单预览"
            idPrefix="preview"
          >
            {NO_FOOTER}
          </SchemaForm>
        </Section>
      </Grid>
      <Section title="字段与审批状态">
        <StateTable rows={rows} />
      </Section>
    </Stack>
  );
}
