/**
 * What a booking form shows at each step (issue 8 §3): while editing, the compiled form with the
 * errors the booker caused, the D6 reset messages, the price line and 下一步; at the confirm step,
 * the order summary with 返回修改 and 提交订单, and the server's message after a failed submit
 * (everything entered is kept); the server's refusal of a field (an approver it does not accept, an
 * address it cannot place) is drawn under that field, and only there.
 *
 * Layout (issue 22 §2): the form is long (about 3,700 px in one column), so what the booker acts
 * on stays in view. From Chakra's `lg` breakpoint (62rem) a summary column sits beside the form —
 * route, time, car level, passengers, the price and 下一步 — sticky at the top of the viewport
 * while the form scrolls (`Grid` with `position="sticky"`; a grid item's sticky range is its grid
 * area, the row the form fills). Below it the page is one column and the price and 下一步 sit in a
 * footer sticky at the viewport's bottom (the summary rows are left out there: the form above
 * shows them). The buttons are outside the `<form>`, so 下一步 names it (`form=`), and it still
 * runs the form's own checks before the flow's. The confirm step keeps its price and buttons in the
 * same sticky footer.
 */
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import type { BookingData, BookingError, BookingKind, BookingStep } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { ButtonRow, FormError } from '../../../components/ui/form-layout.tsx';
import { useFocusOnRefusal } from '../../../form-engine/focus-refusal.ts';
import { useFocusFirstInvalid, type ErrorSummaryProps } from '../../../form-engine/error-summary.tsx';
import { lazyField } from '../../../form-engine/fields/lazy-field.tsx';
import { Section } from '../../../components/ui/layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import type { SummaryRow } from '../order-summary.ts';
import type { RouteViewProps } from './route-view.tsx';
import type { RouteTrip } from '../api/route.ts';

// The summary a refused 下一步 draws: fetched when first drawn, not with the page (its Chakra list and links).
const ErrorSummary = lazyField<ErrorSummaryProps>(() => import('../../../form-engine/error-summary-list.tsx').then((m) => m.ErrorSummary));
// The route on the confirm step (issue 23 §2): fetched when the booker goes on, not with the page.
const RouteView = lazyField<RouteViewProps>(() => import('./route-view.tsx').then((m) => m.RouteView));

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
  /** The trip whose route the confirm step shows (distance, time, the places in order, a sketch). */
  trip?: RouteTrip | undefined;
  /** The trip is a round trip (priced with the way back): the route says so. */
  roundTrip?: boolean | undefined;
  /** The price line (special car). */
  price?: { text: string; strong?: boolean };
  /** The booking at a glance, for the summary column beside the form (route, time, car level, passengers). */
  glance?: readonly SummaryRow[];
  serverMessage: string | null;
  /** The server's refusals of fields (an approver it does not accept, an address it cannot place), drawn under their fields. */
  refused?: readonly BookingError[];
  isUpdate: boolean;
  /** Said on the confirm step before 提交修改 (an update that restarts the order's approval, issue 22 §2). */
  updateWarning?: string | null | undefined;
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

/** The form draws no buttons of its own: 下一步 is in the summary column or the footer. */
const NO_FORM_BUTTONS = <></>;

/**
 * What stays in view while the booker scrolls: a sticky column beside the form from `lg`, a
 * sticky footer below it (docs/forms.md "Layout"). `rows` are left out of the footer.
 */
function StickyActions({ label, rows, children }: { label: string; rows?: readonly SummaryRow[] | undefined; children: ReactNode }) {
  return (
    <Box
      as="aside"
      aria-label={label}
      // ui.css: while it is a footer, a field the browser scrolls to (focus, an error) stops above it.
      data-sticky-actions=""
      position="sticky"
      top={{ base: 'auto', lg: '4' }}
      bottom={{ base: '0', lg: 'auto' }}
      alignSelf="start"
      // Above the form's rows, which are positioned paint layers (form-engine.css).
      zIndex="docked"
      mt={{ base: '4', lg: '0' }}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow={{ base: '0 -4px 12px rgba(0, 0, 0, 0.08)', lg: 'sm' }}
      px="4"
      py="3"
    >
      {rows && rows.length > 0 ? (
        <Box display={{ base: 'none', lg: 'block' }} mb="3">
          <Text fontWeight="semibold" mb="2">
            订单概要
          </Text>
          <DescriptionList items={rows} />
        </Box>
      ) : null}
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

export function BookingStepView<K extends BookingKind>(props: BookingStepViewProps<K>) {
  const { title, step, busy, booking, errors, lookups, price, serverMessage, refused } = props;
  // The form comes back from its top after a refused call: the refused field gets the focus.
  const formBox = useFocusOnRefusal(refused);
  const formId = `booking-form-${useId().replace(/:/g, '')}`;
  // Each 下一步 the form refuses: the summary of what is missing, the focus on the first invalid field (issue 22 §2).
  const [attempts, setAttempts] = useState(0);
  useFocusFirstInvalid(attempts, errors.length > 0, formBox);

  if (step === 'confirming') {
    const summary = props.summary();
    return (
      <Stack gap="4">
        <Section title="确认订单">{summary === undefined ? <Loading /> : <DescriptionList items={summary} />}</Section>
        {props.trip ? <RouteView trip={props.trip} roundTrip={props.roundTrip} /> : null}
        {props.updateWarning ? (
          <Box role="note" aria-label="修改提示" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" px="3" py="2">
            <Text>{props.updateWarning}</Text>
          </Box>
        ) : null}
        {serverMessage ? <FormError>{`提交失败：${serverMessage}`}</FormError> : null}
        <StickyActions label="提交订单">
          {price?.strong ? <Text fontWeight="semibold">{price.text}</Text> : null}
          <ButtonRow>
            <Button onClick={props.onBack} disabled={busy}>
              返回修改
            </Button>
            <Button variant="primary" onClick={props.onSubmit} loading={busy}>
              {props.isUpdate ? '提交修改' : '提交订单'}
            </Button>
          </ButtonRow>
        </StickyActions>
      </Stack>
    );
  }

  return (
    <Grid display={{ base: 'block', lg: 'grid' }} templateColumns={{ lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
      <Stack gap="4" ref={formBox} minW="0">
        {Object.entries(booking.resets).map(([pointer, message]) => (
          <Box key={pointer} role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" px="3" py="2">
            <Text>{`${message}（地址类型已改为火车站）`}</Text>
          </Box>
        ))}
        {serverMessage ? <FormError>{serverMessage}</FormError> : null}
        {/* In the form's column, not the sticky column or footer: on a phone the footer stays small. */}
        {attempts > 0 ? <ErrorSummary errors={errors} container={formBox} /> : null}
        <SchemaForm
          form={booking.form}
          formData={booking.data}
          onChange={(next) => props.onChange(next as BookingData<K>)}
          onSubmit={props.onNext}
          errors={errors}
          lookups={lookups}
          addressResets={booking.resets}
          fieldNotices={booking.fieldNotices}
          requiredBy="rules"
          label={title}
          disabled={busy}
          formId={formId}
        >
          {NO_FORM_BUTTONS}
        </SchemaForm>
      </Stack>
      <StickyActions label="订单概要" rows={props.glance}>
        {price ? (
          <Box role="status" aria-label="预估价格">
            <Text fontWeight={price.strong ? 'semibold' : 'normal'}>{price.text}</Text>
          </Box>
        ) : null}
        <ButtonRow>
          <Button
            type="submit"
            form={formId}
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
      </StickyActions>
    </Grid>
  );
}
