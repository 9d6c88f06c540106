/**
 * Other passengers or contacts (`FormField.CONTACTS`): rows of name, phone and e-mail, added and
 * removed with buttons (keyboard reachable), each input labelled with its row number
 * (`乘车人 1 姓名`) so labels stay unique. A phone typed in full into a row without a name asks who of the
 * booker's enterprise holds it (`lookups.colleagueByPhone`, `/User/ByPhoneNumber`) and fills his name.
 * The booker's own common renters (`lookups.commonRenters`, `/commonRenter`) are offered in a select:
 * choosing one fills an empty row (or adds one) with his name, phone and e-mail; typing still works.
 */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';

import type { OrderContact } from '../../../rules/index.ts';
import { FieldGroup, SelectPart, TextPart, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

const EMPTY: OrderContact = { name: '', phoneNumber: '', email: '' };
/** A mainland mobile number typed in full (spec §5), the only kind worth looking up. */
const FULL_PHONE = /^1\d{10}$/;
/** A row nothing was typed in: a chosen renter fills it rather than adding another. */
const isEmpty = (row: OrderContact) => row.name === '' && row.phoneNumber === '' && row.email === '';

export function ContactsField(props: FieldProps) {
  const { id, title, set, locked, context } = fieldBasics<OrderContact[]>(props);
  const rows: OrderContact[] = Array.isArray(props.formData) ? props.formData : [];
  // The rows as last drawn: a colleague's name arrives after the booker may have typed on.
  const latest = useRef(rows);
  useLayoutEffect(() => {
    latest.current = rows;
  });
  const max = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : Infinity;
  const renters = useLookup(context.lookups.commonRenters ?? null, 'commonRenters');
  const chooseRenter = (index: string) => {
    const renter = renters.items[Number(index)];
    if (!renter) return;
    const filled = { name: renter.name, phoneNumber: renter.phone, email: renter.email };
    const empty = rows.findIndex(isEmpty);
    if (empty >= 0) set(rows.map((row, i) => (i === empty ? filled : row)));
    else if (rows.length < max) set([...rows, filled]);
  };
  const full = rows.length >= max && !rows.some(isEmpty);
  const change = (index: number, part: keyof OrderContact, value: string) => {
    set(rows.map((row, i) => (i === index ? { ...row, [part]: value } : row)));
    const lookup = context.lookups.colleagueByPhone;
    if (part !== 'phoneNumber' || !lookup || !FULL_PHONE.test(value) || (rows[index]?.name ?? '') !== '') return;
    void lookup(value).then((colleague) => {
      const now = latest.current;
      // Only the row still holding that phone and still without a name: nothing the booker typed is overwritten.
      if (!colleague || now[index]?.phoneNumber !== value || now[index]?.name !== '') return;
      set(now.map((row, i) => (i === index ? { ...row, name: colleague.name } : row)));
    });
  };
  return (
    <FieldGroup id={id} title={title} required={props.required}>
      {rows.length === 0 ? <Text fontSize="sm" color="fg.muted">暂无</Text> : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const rowId = `${id}_${index}`;
        return (
          <Stack key={index} gap="1" borderBottomWidth="1px" pb="2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
              <TextPart id={`${rowId}_name`} label={`乘车人 ${n} 姓名`} value={row.name} disabled={locked} errors={partErrors(props.errorSchema, index, 'name')} onChange={(v) => change(index, 'name', v)} />
              <TextPart id={`${rowId}_phoneNumber`} type="tel" label={`乘车人 ${n} 手机号`} value={row.phoneNumber} disabled={locked} errors={partErrors(props.errorSchema, index, 'phoneNumber')} onChange={(v) => change(index, 'phoneNumber', v)} />
              <TextPart id={`${rowId}_email`} type="email" label={`乘车人 ${n} 邮箱`} value={row.email} disabled={locked} errors={partErrors(props.errorSchema, index, 'email')} onChange={(v) => change(index, 'email', v)} />
            </SimpleGrid>
            <HStack justify="end">
              <Button type="button" size="xs" variant="outline" disabled={locked} onClick={() => set(rows.filter((_, i) => i !== index))}>
                {`删除乘车人 ${n}`}
              </Button>
            </HStack>
          </Stack>
        );
      })}
      {renters.items.length > 0 ? (
        <SelectPart
          id={`${id}_renter`}
          label="从常用乘车人添加"
          value=""
          prompt="选择常用乘车人"
          disabled={locked || full}
          choices={renters.items.map((renter, index) => ({
            value: String(index),
            label: renter.phone ? `${renter.name}（${renter.phone}）` : renter.name,
            // Already a passenger: chosen once is enough.
            disabled: rows.some((row) => row.phoneNumber !== '' && row.phoneNumber === renter.phone),
          }))}
          onChange={chooseRenter}
        />
      ) : null}
      <HStack>
        <Button type="button" size="sm" variant="outline" disabled={locked || rows.length >= max} onClick={() => set([...rows, { ...EMPTY }])}>
          添加乘车人
        </Button>
      </HStack>
    </FieldGroup>
  );
}
