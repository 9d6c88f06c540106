/**
 * The 费用 tab of the fleet page (spec §7 "costs"; docs/fleet.md "Costs"): the costs with a filter
 * (car, kind, date range), paging and the total of every filtered cost, the file actions (template,
 * import, export) and the add form, drawn by the one renderer from the wire schema.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import type { CarCostBody } from '../../../../rules/index.ts';
import { Section } from '../../../components/ui/layout.tsx';
import { showErrorMessage, showMessage } from '../../../components/ui/toaster.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { addCost, COST_PAGE_SIZE, costsQuery, type CostFilter } from '../api/fleet-io.ts';
import { costFilterForm, costForm } from '../cost-forms.ts';
import { formRefusalOf, type FieldMessage } from '../../../lib/form-refusal.ts';
import { FleetFiles } from './fleet-files.tsx';
import { FleetTable, Pager } from './fleet-table.tsx';
import { NO_LOOKUPS } from './no-lookups.ts';

const yuan = (amount: number) => `¥${amount.toFixed(2)}`;
const EMPTY_COST = { note: '', orderId: '' } as CarCostBody;
const NO_ERRORS: readonly FieldMessage[] = [];

export function Costs() {
  const transport = useTransport();
  const client = useQueryClient();
  const [filter, setFilter] = useState<CostFilter>({ pageIndex: 1 });
  const [draft, setDraft] = useState<Omit<CostFilter, 'pageIndex'>>({});
  const [cost, setCost] = useState<CarCostBody>(EMPTY_COST);
  const [costErrors, setCostErrors] = useState(NO_ERRORS);
  const costs = useQuery(costsQuery(transport, filter));
  const add = useMutation({
    mutationFn: (body: CarCostBody) => addCost(transport, body),
    onSuccess: async () => {
      showMessage('费用已添加', 'success');
      setCost(EMPTY_COST);
      await client.invalidateQueries({ queryKey: ['fleet'] });
    },
    onError: (error) => {
      const refusal = formRefusalOf(error);
      if (refusal === 'told') return;
      if (refusal) setCostErrors([refusal]);
      else showErrorMessage(error.message);
    },
  });
  // A refusal goes with the first keystroke or choice after it (the input event, before the text box hands
  // its text to the form): the form's extra errors block its submit, and a submit right after the edit must pass.
  const clearRefusal = useCallback(() => setCostErrors(NO_ERRORS), []);
  // 费用类型 0 is 全部: no filter; an empty text is no filter.
  const onFilter = useCallback((f: Omit<CostFilter, 'pageIndex'>) => {
    const given = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== 0));
    setFilter({ ...given, pageIndex: 1 });
  }, []);
  const page = costs.data;
  return (
    <Stack gap="2">
      <Section title="费用列表">
        <SchemaForm form={costFilterForm} formData={draft} onChange={setDraft} onSubmit={onFilter} lookups={NO_LOOKUPS} label="费用筛选" idPrefix="costFilter">
          <Box mt="2">
            <Button type="submit" size="sm" variant="outline">查询</Button>
          </Box>
        </SchemaForm>
        <Box mt="3">
          <FleetFiles kind="cost" filter={filter} />
        </Box>
        <Text mt="3" fontWeight="semibold" role="status">{`合计 ${yuan(page?.totalAmount ?? 0)}（共 ${page?.total ?? 0} 条）`}</Text>
        <Box mt="2">
          <FleetTable
            label="费用"
            rowKey={(c) => c.id}
            rows={page?.items ?? []}
            columns={[
              { header: '日期', cell: (c) => c.date },
              { header: '车牌号', cell: (c) => c.carLicense },
              { header: '费用类型', cell: (c) => c.kindName },
              { header: '金额', cell: (c) => yuan(c.amount) },
              { header: '备注', cell: (c) => c.note },
              { header: '关联订单', cell: (c) => c.orderId },
            ]}
          />
          <Pager pageIndex={filter.pageIndex} pageSize={COST_PAGE_SIZE} total={page?.total ?? 0} onPage={(pageIndex) => setFilter({ ...filter, pageIndex })} />
        </Box>
      </Section>
      <Section title="添加费用">
        <Box onInput={clearRefusal}>
          <SchemaForm<CarCostBody> form={costForm} formData={cost} errors={costErrors} onChange={setCost} onSubmit={(body) => add.mutate(body)} lookups={NO_LOOKUPS} label="添加费用" idPrefix="cost">
            <Box mt="3">
              <Button type="submit" colorPalette="blue" loading={add.isPending}>添加费用</Button>
            </Box>
          </SchemaForm>
        </Box>
      </Section>
    </Stack>
  );
}
