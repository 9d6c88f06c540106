/**
 * One approver section (`FormField.APPROVER`, D3): the object's parts (name, phone, e-mail, city
 * as the schema lists them), each a labelled input; for the `name(phone)` validate type a single
 * input that splits the typed text with `parseApproverText` (D8); the section's check
 * (`validateApproverPart`, by `ui:options.validateType` and the part `ui:options.checks` names) on leaving the input, its Chinese message
 * under it. The cost-centre section offers the cost centres (`lookups.costCentres()`), the
 * administrative reviewer the reviewers of the pickup city (`lookups.reviewers(city)`), to fill
 * the parts in one choice. An error of the section as a whole (the server refused the person named,
 * issue 21 §1: `/approver`, `/auditor`, …) is drawn under the group by the field's frame
 * (FieldErrorTemplate, `<id>__error`); the input the booker types the person into is marked invalid
 * and described by it.
 */
import { Box } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';

import { formatApproverText, parseApproverText, validateApproverPart } from '../../../rules/index.ts';
import type { LookupPerson } from '../lookups.ts';
import { FieldGroup, SelectPart, TextPart, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

type Parts = Record<string, string>;
type Role = 'userInput' | 'costCenter' | 'ownCostCenter' | 'exco';

/**
 * The part the booker types the person into, as the compiler chose it (`ui:options.checks`,
 * rules/compile/audit-section.ts): the e-mail, the phone, or the name(phone) pair in the name.
 */
function checkedPart(checks: unknown, input: unknown, keys: readonly string[]): string {
  if (typeof checks === 'string' && keys.includes(checks)) return checks;
  if (input === 'email') return 'email';
  if (input === 'phone') return 'phoneNumber';
  return keys.includes('name') ? 'name' : 'phoneNumber';
}

export function ApproverField(props: FieldProps) {
  const { id, context, options, title, set, locked } = fieldBasics<Parts>(props);
  const role = options.role as Role | undefined;
  const validateType = typeof options.validateType === 'number' ? options.validateType : 0;
  const properties = (props.schema.properties ?? {}) as Record<string, RJSFSchema>;
  const keys = Object.keys(properties);
  const required = new Set(props.schema.required ?? []);
  const value: Parts = props.formData && typeof props.formData === 'object' ? props.formData : {};
  const [checkError, setCheckError] = useState<string | null>(null);
  const namePhone = options.input === 'namePhone' && keys.includes('name') && keys.includes('phoneNumber');
  const [typed, setTyped] = useState(() => formatApproverText({ name: value.name ?? '', phone: value.phoneNumber ?? '' }));
  const checked = checkedPart(options.checks, options.input, keys);
  // The section's own errors (not of one part) are drawn under the group by the frame; the input naming the person points at them.
  const sectionError = (props.rawErrors?.length ?? 0) > 0 ? `${id}__error` : undefined;

  const check = (text: string) => {
    const result = validateApproverPart(validateType, namePhone ? 'name' : checked, text);
    setCheckError(result.ok ? null : (result.issues[0]?.message ?? null));
  };
  const setPart = (key: string, text: string) => set({ ...value, [key]: text });

  const people = useLookup<LookupPerson>(
    role === 'exco' ? () => context.lookups.reviewers(context.booking.cityCode) : role === 'costCenter' || role === 'ownCostCenter' ? () => context.lookups.costCentres().then((list) => list.map((c) => ({ name: c.approverName, email: c.approverEmail, phone: c.approverPhone, city: c.name }))) : null,
    `${role}:${role === 'exco' ? context.booking.cityCode : ''}`,
  );
  const choose = (index: string) => {
    const person = people.items[Number(index)];
    if (!person) return;
    const filled: Parts = { ...value };
    if (keys.includes('name')) filled.name = person.name;
    if (keys.includes('phoneNumber')) filled.phoneNumber = person.phone;
    if (keys.includes('email')) filled.email = person.email;
    if (keys.includes('city') && role === 'exco') filled.city = person.city;
    setTyped(formatApproverText({ name: filled.name ?? '', phone: filled.phoneNumber ?? '' }));
    setCheckError(null);
    set(filled);
  };

  const listLabel = role === 'exco' ? `选择${title}` : `按成本中心选择${title}`;
  return (
    <FieldGroup id={id} title={title} required={props.required}>
      {people.status !== 'idle' ? (
        <SelectPart
          id={`${id}__list`}
          label={listLabel}
          value=""
          disabled={locked}
          choices={people.items.map((p, i) => ({ value: String(i), label: role === 'exco' ? `${p.name || p.email}（${p.email}）` : `${p.city}：${p.name}` }))}
          errors={people.error ? [people.error] : []}
          onChange={choose}
        />
      ) : null}
      {namePhone ? (
        <TextPart
          id={`${id}__namePhone`}
          label={`${title}（姓名(手机号)）`}
          placeholder={typeof options.defaultInputText === 'string' && options.defaultInputText ? options.defaultInputText : '王五(13800000000)'}
          value={typed}
          disabled={locked}
          required={props.required}
          errors={[...(checkError ? [checkError] : []), ...partErrors(props.errorSchema, 'name'), ...partErrors(props.errorSchema, 'phoneNumber')]}
          alsoDescribedBy={sectionError}
          onChange={(text) => {
            setTyped(text);
            const { name, phone } = parseApproverText(text);
            set({ ...value, name, phoneNumber: phone });
          }}
          onBlur={() => check(typed)}
        />
      ) : null}
      {keys
        .filter((key) => !(namePhone && (key === 'name' || key === 'phoneNumber')))
        .map((key) => (
          <Box key={key}>
            <TextPart
              id={`${id}_${key}`}
              label={properties[key]?.title ?? key}
              type={key === 'email' ? 'email' : key === 'phoneNumber' ? 'tel' : 'text'}
              value={value[key] ?? ''}
              disabled={locked}
              required={required.has(key) || (props.required && key === checked)}
              errors={[...(key === checked && checkError ? [checkError] : []), ...partErrors(props.errorSchema, key)]}
              alsoDescribedBy={key === checked && !namePhone ? sectionError : undefined}
              onChange={(text) => setPart(key, text)}
              onBlur={key === checked ? () => check(value[key] ?? '') : undefined}
            />
          </Box>
        ))}
    </FieldGroup>
  );
}
