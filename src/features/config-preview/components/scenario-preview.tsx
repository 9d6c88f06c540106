/**
 * The preview's middle (issue 10 §1): the scenario panel (every D2 input), beside it the live
 * booking form for that scenario, and the state table. The live form is the whole special-car or
 * own-car booking form, compiled as the booking page compiles it (`bookingScenario` → `evaluate`
 * → `compileEvaluated` of the kind) and drawn by the same `SchemaForm` with the booking feature's
 * lookups (docs/config-preview.md "预订表单预览"). The panel and the form share one booking data
 * (`preview-booking.ts`): a trip type chosen in either shows in both.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import {
  bookingScenario,
  compileEvaluated,
  evaluate,
  OWN_CAR_FORM_TITLE,
  SPECIAL_CAR_FORM_TITLE,
  type EnterpriseBundle,
} from '../../../../rules/index.ts';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { kindOf, panelInput, previewBooking, previewContext, withPanelInput, type PreviewData } from '../preview-booking.ts';
import { initialScenarioInput, scenarioForm, type ScenarioInput } from '../scenario-form.ts';
import { stateRows } from '../state-table.ts';
import { StateTable } from './state-table.tsx';

const ignore = () => undefined;

/** The scenario panel, the live booking form and the state table for one edited bundle. */
export function ScenarioPreview({ bundle, lookups }: { bundle: EnterpriseBundle; lookups: FormLookups }) {
  const [own, setOwn] = useState<ScenarioInput>(() => initialScenarioInput(bundle));
  const [data, setData] = useState<PreviewData>(() => previewBooking(bundle, own, Date.now()));
  const input = useMemo(() => panelInput(own, data), [own, data]);
  const kind = kindOf(input.businessType);
  const panel = useMemo(() => scenarioForm(bundle, input.businessType), [bundle, input.businessType]);
  const context = useMemo(() => previewContext(own), [own]);
  const scenario = useMemo(() => bookingScenario(kind, data, context), [kind, data, context]);
  const evaluation = useMemo(() => evaluate(bundle, scenario), [bundle, scenario]);
  const form = useMemo(() => compileEvaluated(bundle, scenario, kind, evaluation), [bundle, scenario, kind, evaluation]);
  const rows = useMemo(() => stateRows(bundle, evaluation), [bundle, evaluation]);

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
      setData(previewBooking(bundle, kept, Date.now()));
      return;
    }
    setOwn(next);
    setData((was) => withPanelInput(was, next));
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
            <></>
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
            lookups={lookups}
            label="预订表单预览"
            idPrefix="preview"
          >
            <></>
          </SchemaForm>
        </Section>
      </Grid>
      <Section title="字段与审批状态">
        <StateTable rows={rows} />
      </Section>
    </Stack>
  );
}
