/**
 * What a booking form shows at each step (issue 8 §3): while editing, the compiled form with the
 * errors the booker caused, the D6 reset messages, the price line and 下一步; at the confirm step,
 * the order summary with 返回修改 and 提交订单, and the server's message after a failed submit
 * (everything entered is kept); the server's refusal of a field (an approver it does not accept, an
 * address it cannot place) is drawn under that field, and only there.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';

import type { BookingData, BookingError, BookingKind } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { ButtonRow, FormError } from '../../../components/ui/form-layout.tsx';
import { useFocusOnRefusal } from '../../../form-engine/focus-refusal.ts';
import { Section } from '../../../components/ui/layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import type { BookingLoop } from '../hooks/use-booking-loop.ts';
import type { SummaryRow } from '../order-summary.ts';

export interface BookingStepViewProps<K extends BookingKind> {
  title: string;
  step: 'editing' | 'confirming';
  /** A call is on its way (pricing, submitting): the buttons wait. */
  busy: boolean;
  loop: BookingLoop<K>;
  data: BookingData<K>;
  lookups: FormLookups;
  /** The order's rows; undefined while their code is still on its way (加载中…). */
  summary: () => SummaryRow[] | undefined;
  /** The price line (special car). */
  price?: { text: string; strong?: boolean };
  onPrice?: (() => void) | undefined;
  serverMessage: string | null;
  /** The server's refusals of fields (an approver it does not accept, an address it cannot place), drawn under their fields. */
  refused?: readonly BookingError[];
  isUpdate: boolean;
  onNext(): void;
  onBack(): void;
  onSubmit(): void;
  /** The 放弃草稿 action, shown beside 下一步. */
  discard?: ReactNode;
}

export function BookingStepView<K extends BookingKind>(props: BookingStepViewProps<K>) {
  const { title, step, busy, loop, data, lookups, price, serverMessage } = props;
  const { refused } = props;
  const errors = useMemo(() => (refused && refused.length > 0 ? [...loop.errors, ...refused] : loop.errors), [loop.errors, refused]);
  // The form comes back from its top after a refused call: the refused field gets the focus.
  const formBox = useFocusOnRefusal(refused);

  if (step === 'confirming') {
    const summary = props.summary();
    return (
      <Stack gap="4">
        <Section title="确认订单">
          {summary === undefined ? <Loading /> : <DescriptionList items={summary} />}
          {price?.strong ? (
            <Text mt="3" fontWeight="semibold">
              {price.text}
            </Text>
          ) : null}
        </Section>
        {serverMessage ? <FormError>{`提交失败：${serverMessage}`}</FormError> : null}
        <ButtonRow>
          <Button onClick={props.onBack} disabled={busy}>
            返回修改
          </Button>
          <Button variant="primary" onClick={props.onSubmit} loading={busy}>
            {props.isUpdate ? '提交修改' : '提交订单'}
          </Button>
        </ButtonRow>
      </Stack>
    );
  }

  return (
    <Stack gap="4" ref={formBox}>
      {Object.entries(loop.resets).map(([pointer, message]) => (
        <Box key={pointer} role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" px="3" py="2">
          <Text>{`${message}（地址类型已改为火车站）`}</Text>
        </Box>
      ))}
      {serverMessage ? <FormError>{serverMessage}</FormError> : null}
      <SchemaForm
        form={loop.form}
        formData={data}
        onChange={(next) => loop.edit(next as BookingData<K>)}
        onSubmit={props.onNext}
        errors={errors}
        lookups={lookups}
        addressResets={loop.resets}
        label={title}
        disabled={busy}
      >
        {price ? (
          <Box my="4" role="status" aria-label="预估价格">
            <Text fontWeight={price.strong ? 'semibold' : 'normal'}>{price.text}</Text>
          </Box>
        ) : null}
        <ButtonRow>
          {props.onPrice ? (
            <Button onClick={props.onPrice} disabled={busy}>
              估算价格
            </Button>
          ) : null}
          <Button type="submit" variant="primary" onClick={loop.attemptSubmit} loading={busy}>
            下一步
          </Button>
          {props.discard}
        </ButtonRow>
      </SchemaForm>
    </Stack>
  );
}
