/**
 * The baseline of issue 9 §1 (`/FormLab?baseline=1`): the signed-in booker's special config for a
 * special car, fetched from the server like the booking page fetches it, written as one plain JSON
 * Schema (`plain-schema.ts`) and drawn by ONE RJSF form with the Chakra theme and ajv
 * (`@rjsf/validator-ajv8`), controlled, default settings (RJSF's own allOf merger handed over, see
 * below), no rules core. `npm run bench` measures
 * it beside the real booking page (docs/performance.md "Where it stands"). Loaded only on that URL.
 */
import { Text } from '@chakra-ui/react';
import ChakraForm from '@rjsf/chakra-ui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
// RJSF's own allOf merger, which its Form uses by default: the portal's build answers RJSF's internal
// import of it with a stand-in (its compiled forms hold no allOf; vite.config.ts `unusedPartsStubbed`),
// while this plain form's must conditions are an allOf of if/then, so it is handed over explicitly.
import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import validator from '@rjsf/validator-ajv8';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { SpecialFieldConfig, TripTypeConfig } from '../../../rules/model/bundle.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { useCurrentUser } from '../../features/session/hooks/use-current-user.ts';
import { resultOf } from '../../lib/query-client.ts';
import { useTransport } from '../../lib/transport-context.tsx';
import { endpoints } from '../../shared/index.ts';
import { plainSchema, type PlainForm } from './plain-schema.ts';

/** RJSF's merger as its Form calls it (its result is a schema object whenever the input is one). */
const mergeAllOf = (schema: RJSFSchema): RJSFSchema => shallowAllOfMerge(schema) as RJSFSchema;

/** Business type of a special-car booking (spec §3). */
const SPECIAL_CAR = 4;

function PlainForm({ form }: { form: PlainForm }) {
  const [data, setData] = useState<Record<string, unknown>>(form.formData);
  return (
    <ChakraForm
      schema={form.schema as RJSFSchema}
      uiSchema={form.uiSchema as UiSchema}
      validator={validator}
      experimental_customMergeAllOf={mergeAllOf}
      formData={data}
      onChange={(event: IChangeEvent<Record<string, unknown>>) => setData(event.formData ?? {})}
    />
  );
}

export default function BaselineLab() {
  const transport = useTransport();
  const user = useCurrentUser();
  const enterpriseId = user.data?.enterpriseId;
  const form = useQuery({
    queryKey: ['form-lab', 'baseline', enterpriseId],
    enabled: enterpriseId !== undefined,
    queryFn: async (): Promise<PlainForm> => {
      const query = { enterpriseId: enterpriseId!, businessType: SPECIAL_CAR };
      const [fields, tripType] = await Promise.all([
        resultOf(transport.call(endpoints.enterpriseConfig.specialFields, { query: { enterpriseId: enterpriseId! } })),
        resultOf(transport.call(endpoints.enterpriseConfig.tripType, { query })),
      ]);
      const config = tripType as TripTypeConfig | null;
      return plainSchema({
        specialFields: (fields ?? []) as SpecialFieldConfig[],
        tripTypes: config?.enterpriseServiceTripTypeList ?? [],
        defaultTripType: config?.defaultTripTypeConfigValue ?? undefined,
      });
    },
  });
  if (user.isError || form.isError) return <Text color="fg.error">基准表单需要先登录预订人账号：{String((user.error ?? form.error)?.message)}</Text>;
  if (!form.data) return <Loading />;
  return <PlainForm form={form.data} />;
}
