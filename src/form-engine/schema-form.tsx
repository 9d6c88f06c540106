/**
 * The one renderer of the four compiled forms (issue 8 §2): @rjsf/core v6 with our theme
 * (src/form-engine/theme.ts), Chinese validation (validator.ts), the rules core's errors drawn
 * under their fields (error-schema.ts), and the lookups handed to the widgets through
 * `formContext`.
 *
 * Performance (issue 8 §4, docs/performance.md "Form engine: typing stays in the box"): every prop handed to RJSF keeps its
 * identity between keystrokes unless its content changed (the theme is built once, callbacks read
 * the latest props through a ref, `formContext` and `extraErrors` are memoized), so RJSF's memoized
 * fields skip every field the keystroke did not touch; the form validates on submit only (no
 * live validation of the whole form per keystroke).
 */
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { Box, Button } from '@chakra-ui/react';
import { replaceEqualDeep } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

import type { CompiledForm } from '../../rules/compile/contract.ts';
import type { Issue } from '../../rules/index.ts';
import { fieldNoticeMessages, NO_FIELD_NOTICES, type FieldNotice } from '../../rules/step/field-notices.ts';
import { toErrorSchema } from './error-schema.ts';
import { RuleMessagesContext } from './rule-messages.ts';
import type { BookingFacts, FormContext } from './form-context.ts';
import type { FormLookups } from './lookups.ts';
import { formEngineTheme } from './theme.ts';
import { translateString } from './translate-string.ts';
import { formValidator, transformErrors, transformErrorsWithoutRequired } from './validator.ts';

export interface SchemaFormProps<T> {
  /** What `compileForm` returned: schema, uiSchema, field states. */
  form: CompiledForm;
  formData: T;
  /** Every change, with the data as it now stands and the id of the field that changed. */
  onChange: (formData: T, fieldId?: string) => void;
  /** A submit that passed the schema and carries no rule error. */
  onSubmit: (formData: T) => void;
  /** The rules core's errors (`BookingError[]`), each drawn under the field its `path` points at. */
  errors?: readonly Pick<Issue, 'path' | 'message'>[];
  lookups: FormLookups;
  /** D6 resets to show beside the addresses (`/pickUp` → message). */
  addressResets?: Readonly<Record<string, string>>;
  /** The corrections to tell under their fields (`/paymentType`: `支付方式已改为月结`): the booking step's `fieldNotices`. */
  fieldNotices?: readonly FieldNotice[];
  /** The accessible name of the section around the form (the page's heading, e.g. 专车预订). */
  label: string;
  /** The submit and other buttons; without children the form has a 提交 button. */
  children?: ReactNode;
  disabled?: boolean;
  /** A prefix for field ids, when two forms share a page. */
  idPrefix?: string;
  /** The `<form>` element's id: a submit button drawn outside the form names it (`form=`), e.g. in a summary column. */
  formId?: string;
  /**
   * Who says a required field is empty: the schema's validator (`schema`, the default: the fleet
   * and admin forms), or the rules (`rules`: the booking forms, whose booking step reports it in
   * `errors`, so the validator's `required` errors are dropped, validator.ts).
   */
  requiredBy?: 'schema' | 'rules';
}

const NO_ERRORS: readonly Pick<Issue, 'path' | 'message'>[] = [];
const NO_RESETS: Readonly<Record<string, string>> = {};

const textAt = (value: unknown, key: string): string => {
  const found = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : '';
};

/**
 * The pickup city and the trip's period of a booking's data (the own car's `fromTime`, else the
 * special car's `travelDateTime`: the gift cards usable then); empty texts where the form has none.
 */
export function bookingFactsOf(data: unknown): BookingFacts {
  const fromTime = textAt(data, 'fromTime') || textAt(data, 'travelDateTime');
  return { cityCode: textAt(textAtObject(data, 'pickUp'), 'cityCode'), fromTime, toTime: textAt(data, 'toTime') };
}

function textAtObject(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * The page's buttons reach the form through a context and one constant element, so RJSF's
 * `children` prop never changes: a new button element (a page re-render) would otherwise count as
 * new props and make RJSF re-derive its state.
 */
const ButtonsContext = createContext<ReactNode>(null);
function Buttons() {
  const children = useContext(ButtonsContext);
  if (children !== null && children !== undefined) return <>{children}</>;
  return (
    <Box mt="3">
      <Button type="submit">提交</Button>
    </Box>
  );
}
const BUTTONS = <Buttons />;

function toErrorSchemaOrNone(errors: readonly Pick<Issue, 'path' | 'message'>[]) {
  return errors.length === 0 ? undefined : toErrorSchema(errors);
}

/**
 * A refused submit's errors are drawn under their fields (and a rule error blocks through
 * `extraErrorsBlockSubmit`); without an `onError` RJSF would also log them with `console.error`
 * ("Form validation failed"), on every refused submit in the browser and in every test.
 */
const errorsShownAtFields = () => {};

/**
 * A choice is a `oneOf` of `{ const, title }` (rules/compile/choices.ts). By default RJSF fills a
 * field with the `const` of the option its data matches best, i.e. the first option when there is
 * no data, so a new booking would start with every choice made and their children shown. Spec §4:
 * a child shows once its parent's option is chosen; `skipOneOf` keeps the `const`s of a
 * primitive `oneOf` out of the defaults (RJSF 5.23 `constAsDefaults`), so an untouched choice stays
 * empty. One object for the form's life: RJSF compares it when deciding to recompute its state.
 */
const DEFAULT_FORM_STATE = { constAsDefaults: 'skipOneOf' } as const;

const messagesOf = (errors: readonly Pick<Issue, 'message'>[]): ReadonlySet<string> => new Set(errors.map((error) => error.message));

/** The renderer of every compiled form. */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { form, formData, errors = NO_ERRORS, lookups, addressResets = NO_RESETS, fieldNotices: notices = NO_FIELD_NOTICES, label, children, disabled, idPrefix, formId, requiredBy = 'schema' } = props;
  // The latest callbacks, read when RJSF calls ours: our callbacks keep one identity for the form's life.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  // RJSF holds the data while the booker types; the parent's copy goes back in only when it differs
  // from what the form shows (a restored draft, a rule's reset). Handing back each echo would make
  // RJSF recompute its whole state a second time per keystroke (issue 8 §4).
  const [shown, setShown] = useState(formData);
  const [passed, setPassed] = useState(formData);
  // What the form must show after this render: the parent's copy when it differs (a reset the
  // rules made in the same edit that changed the schema must win over RJSF's own data below).
  let showing = shown;
  // RJSF compares its props by content: a parent's copy equal to the data it was last handed (the
  // form was edited away from it and a parent puts it back, as the config preview's scenario panel
  // does with the trip type) would go unseen, and RJSF would keep showing its own edit. A new form
  // instance takes it then; once per value until the user edits a field, so a parent that reshapes
  // RJSF's echo differently from RJSF (a default RJSF fills in) cannot make the two take turns for ever.
  const [instance, setInstance] = useState<{ n: number; data: unknown }>({ n: 0, data: undefined });
  if (formData !== shown && !deepEquals(formData, shown)) {
    showing = formData;
    setShown(formData);
    if (deepEquals(formData, passed) && !deepEquals(formData, instance.data)) setInstance({ n: instance.n + 1, data: formData });
    setPassed(formData);
  }
  // New rule errors with the same content keep the same error schema, so RJSF sees no new props.
  // Their messages too: a field with a rule error shows the rules core's message alone (rule-messages.ts).
  const [drawn, setDrawn] = useState(() => ({ errors, errorSchema: toErrorSchemaOrNone(errors), messages: messagesOf(errors) }));
  if (errors !== drawn.errors) {
    const same = deepEquals(errors, drawn.errors);
    setDrawn({ errors, errorSchema: same ? drawn.errorSchema : toErrorSchemaOrNone(errors), messages: same ? drawn.messages : messagesOf(errors) });
  }
  const extraErrors = drawn.errorSchema;
  const ruleMessages = drawn.messages;

  const onChange = useCallback((event: IChangeEvent<T>, id?: string) => {
    setShown(event.formData as T);
    // An edit of a field (RJSF names it; its own echoes name none) may be put back again.
    if (id !== undefined) setInstance((was) => (was.data === undefined ? was : { n: was.n, data: undefined }));
    latest.current.onChange(event.formData as T, id);
  }, []);
  const onSubmit = useCallback((event: IChangeEvent<T>, _event: FormEvent) => latest.current.onSubmit(event.formData as T), []);
  // Only these three facts of the data reach the context, so typing elsewhere keeps it (and RJSF's registry) the same.
  const { cityCode, fromTime, toTime } = bookingFactsOf(showing);
  // The step keeps one array while its notices stand, so the form's context changes only when they do.
  const fieldNotices = useMemo(() => (notices.length === 0 ? undefined : fieldNoticeMessages(notices)), [notices]);
  // A form compiled again (a config edit in the preview, a rule's answer, a choice that shows a child
  // field) is mostly what it was: its schema, uiSchema and field states keep the last objects of every part
  // whose content is the same (TanStack Query's structural sharing, `replaceEqualDeep`). RJSF compares its
  // props deeply, field by field; with the unchanged parts the same objects, each comparison stops at once,
  // the context stays as it was when no field state changed, and only the changed fields are drawn again
  // (fields/schema-field.tsx; a field renamed in a bundle of 500 drew all 500 again: issue 24 §4).
  // (`seen`: the last form handed in, so the same form is not compared again at each render.)
  const [kept, setKept] = useState(() => ({ seen: form, schema: form.schema, uiSchema: form.uiSchema, fieldStates: form.fieldStates }));
  let { schema, uiSchema: keptUiSchema, fieldStates } = kept;
  if (form !== kept.seen) {
    schema = replaceEqualDeep(kept.schema, form.schema);
    keptUiSchema = replaceEqualDeep(kept.uiSchema, form.uiSchema);
    fieldStates = replaceEqualDeep(kept.fieldStates, form.fieldStates);
    setKept({ seen: form, schema, uiSchema: keptUiSchema, fieldStates });
  }
  const formContext = useMemo<FormContext>(
    () => ({ lookups, fieldStates, addressResets, fieldNotices, booking: { cityCode, fromTime, toTime } }),
    [lookups, fieldStates, addressResets, fieldNotices, cityCode, fromTime, toTime],
  );
  const uiSchema = keptUiSchema as RjsfUiSchema<T>;
  // When any other prop changes, RJSF re-derives its state from the data prop: it must then be the
  // data the form shows, or RJSF would go back to the last data handed in.
  const others = useMemo(() => [schema, uiSchema, formContext, extraErrors, disabled, idPrefix], [schema, uiSchema, formContext, extraErrors, disabled, idPrefix]);
  const [seenOthers, setSeenOthers] = useState(others);
  if (others !== seenOthers) {
    setSeenOthers(others);
    setPassed(showing);
  }

  return (
    <section aria-label={label}>
    <ButtonsContext.Provider value={children}>
    <RuleMessagesContext.Provider value={ruleMessages}>
    <Form<T, RJSFSchema, FormContext>
      key={instance.n}
      {...formEngineTheme}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={passed}
      formContext={formContext}
      validator={formValidator}
      translateString={translateString}
      transformErrors={requiredBy === 'rules' ? transformErrorsWithoutRequired : transformErrors}
      extraErrors={extraErrors}
      extraErrorsBlockSubmit
      onError={errorsShownAtFields}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      disabled={disabled}
      idPrefix={idPrefix}
      id={formId}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {BUTTONS}
    </Form>
    </RuleMessagesContext.Provider>
    </ButtonsContext.Provider>
    </section>
  );
}
