/**
 * The form lab (issue 8 §4): the special-config section of a generated bundle of `?fields=N`
 * text and choice fields (default 500), drawn through `SchemaForm`, or through plain RJSF with the
 * Chakra theme with `?plain=1`, so both can be measured in one browser run (docs/performance.md
 * "Form engine"). Public and lazy: nothing of RJSF, ajv or the form engine reaches `/login`.
 * `?baseline=1` draws the signed-in booker's special config the plain way instead (issue 9 §1,
 * `form-lab/baseline-lab.tsx`, loaded on that URL only).
 */
import { Box, Text } from '@chakra-ui/react';
import ChakraForm from '@rjsf/chakra-ui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';

import type { CompiledForm, SpecialConfigData } from '../../rules/compile/contract.ts';
import { Loading } from '../components/ui/loading.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { noLookups, type FormLookups } from '../form-engine/lookups.ts';
import { SchemaForm } from '../form-engine/schema-form.tsx';
import type { PageProps } from './page-props.ts';

const BaselineLab = lazy(() => import('./form-lab/baseline-lab.tsx'));

const DEFAULT_FIELDS = 500;
const MAX_FIELDS = 5000;
const CHOICES = [
  { const: 1, title: '选项一' },
  { const: 2, title: '选项二' },
  { const: 3, title: '选项三' },
];

/**
 * The special-config section of `count` fields as the compiler shapes it (issue 8 §1): keyed by
 * specialId as text, titles the config names; even ids are text fields (showType 2), odd ids
 * drop-downs (showType 3) with option ids and their contents as titles.
 */
export function labForm(count: number): CompiledForm {
  const properties: Record<string, unknown> = {};
  for (let id = 1; id <= count; id += 1) {
    properties[String(id)] = id % 2 === 0 ? { type: 'string', title: `字段${id}` } : { type: 'number', title: `字段${id}`, oneOf: CHOICES };
  }
  return { schema: { type: 'object', properties }, uiSchema: {}, fieldStates: {} };
}

function fieldCount(search: string): number {
  const asked = Number(new URLSearchParams(search).get('fields') ?? DEFAULT_FIELDS);
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_FIELDS) : DEFAULT_FIELDS;
}

/** The lab draws text and choice fields only; no widget of it asks for a lookup. */
const NO_LOOKUPS: FormLookups = noLookups('表单实验室不提供查询');

function EngineLab({ form }: { form: CompiledForm }) {
  const [data, setData] = useState<SpecialConfigData>({});
  const ignore = useCallback(() => undefined, []);
  return <SchemaForm<SpecialConfigData> form={form} formData={data} onChange={setData} onSubmit={ignore} lookups={NO_LOOKUPS} label="表单实验室" />;
}

function PlainLab({ form }: { form: CompiledForm }) {
  const [data, setData] = useState<SpecialConfigData>({});
  return (
    <ChakraForm
      schema={form.schema as RJSFSchema}
      validator={validator}
      formData={data}
      onChange={(event: IChangeEvent<SpecialConfigData>) => setData(event.formData ?? {})}
    />
  );
}

export default function FormLabPage({ title }: PageProps) {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const count = fieldCount(search);
  const plain = new URLSearchParams(search).get('plain') === '1';
  const form = useMemo(() => labForm(count), [count]);
  if (new URLSearchParams(search).get('baseline') === '1') {
    return (
      <Box>
        <PageTitle>{title}</PageTitle>
        <Text mb="4" fontSize="sm" color="fg.muted">
          基准：原生 RJSF（Chakra 主题、ajv），本企业专车的特殊配置
        </Text>
        <Suspense fallback={<Loading />}>
          <BaselineLab />
        </Suspense>
      </Box>
    );
  }
  return (
    <Box>
      <PageTitle>{title}</PageTitle>
      <Text mb="4" fontSize="sm" color="fg.muted">
        {plain ? `原生 RJSF（Chakra 主题），${count} 个字段` : `表单引擎 SchemaForm，${count} 个字段`}
      </Text>
      {plain ? <PlainLab form={form} /> : <EngineLab form={form} />}
    </Box>
  );
}
