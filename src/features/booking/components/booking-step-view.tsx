/**
 * What a booking form shows at each step (issue 8 §3): while editing, the compiled form with the
 * errors the booker caused, the D6 reset messages, the price line and 下一步; at the confirm step,
 * the order summary with 返回修改 and 提交订单, and the server's message after a failed submit
 * (everything entered is kept); the server's refusal of a field (an approver it does not accept, an
 * address it cannot place) is drawn under that field, and only there.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import type { BookingData, BookingError, BookingKind, BookingStep } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { ButtonRow, FormError } from '../../../components/ui/form-layout.tsx';
import { useFocusOnRefusal } from '../../../form-engine/focus-refusal.ts';
import { ErrorSummary, useFocusFirstInvalid } from '../../../form-engine/error-summary.tsx';
import { Section } from '../../../components/ui/layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import type { SummaryRow } from '../order-summary.ts';

export interface BookingStepViewProps<K extends BookingKind> {
  title: string;
  step: 'editing' | 'confirming';
  /** A call is on its way (pricing, submitting): the buttons wait. */
  busy: boolean;
  /** The booking step the flow machine holds (rules/step/): its data, form and D6 resets. */
  booking: BookingStep<K>;
  /** The errors to draw under the fields, as the machine holds them (the step's the booker caused, the server's refusals). */
  errors: readonly BookingError[];
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
  /** The booker changed the data (RJSF's onChange). */
  onChange(next: BookingData<K>): void;
  /** 下一步 passed the form's own checks. */
  onNext(): void;
  /** 下一步 was pressed (before the form's own checks): every error shows from now on. */
  onCheck(): void;
  onBack(): void;
  onSubmit(): void;
  /** The 放弃草稿 action, shown beside 下一步. */
  discard?: ReactNode;
}

export function BookingStepView<K extends BookingKind>(props: BookingStepViewProps<K>) {
  const { title, step, busy, booking, errors, lookups, price, serverMessage, refused } = props;
  // The form comes back from its top after a refused call: the refused field gets the focus.
  const formBox = useFocusOnRefusal(refused);
  // Each 下一步 the form refuses: the summary of what is missing, the focus on the first invalid field (issue 22 §2).
  const [attempts, setAttempts] = useState(0);
  useFocusFirstInvalid(attempts, errors.length > 0, formBox);

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
      {Object.entries(booking.resets).map(([pointer, message]) => (
        <Box key={pointer} role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" px="3" py="2">
          <Text>{`${message}（地址类型已改为火车站）`}</Text>
        </Box>
      ))}
      {serverMessage ? <FormError>{serverMessage}</FormError> : null}
      <SchemaForm
        form={booking.form}
        formData={booking.data}
        onChange={(next) => props.onChange(next as BookingData<K>)}
        onSubmit={props.onNext}
        errors={errors}
        lookups={lookups}
        addressResets={booking.resets}
        requiredBy="rules"
        label={title}
        disabled={busy}
      >
        {price ? (
          <Box my="4" role="status" aria-label="预估价格">
            <Text fontWeight={price.strong ? 'semibold' : 'normal'}>{price.text}</Text>
          </Box>
        ) : null}
        {attempts > 0 ? <ErrorSummary errors={errors} container={formBox} /> : null}
        <ButtonRow>
          {props.onPrice ? (
            <Button onClick={props.onPrice} disabled={busy}>
              估算价格
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            onClick={() => {
              setAttempts((n) => n + 1);
              props.onCheck();
            }}
            loading={busy}
          >
            下一步
          </Button>
          {props.discard}
        </ButtonRow>
      </SchemaForm>
    </Stack>
  );
}
