/**
 * The payment type (`FormField.PAYMENT`, D5): the options the rules offer (`ui:options.choices`);
 * a forced single option (`forced`, read-only) is shown chosen and locked with its reason
 * (`lockedReason`, Chinese); when the balance is short the recharge amount
 * (`rechargeAmount`, yuan) is shown beside it.
 */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';

type Choice = { value: number; label: string };

export function PaymentField(props: FieldProps) {
  const { id, options, title, set, locked } = fieldBasics<number>(props);
  const choices = (Array.isArray(options.choices) ? options.choices : []) as Choice[];
  const forced = options.forced === true;
  const reason = typeof options.lockedReason === 'string' ? options.lockedReason : null;
  const recharge = typeof options.rechargeAmount === 'number' && options.rechargeAmount > 0 ? options.rechargeAmount : null;
  const errors = partErrors(props.errorSchema);
  const reasonId = `${id}__reason`;
  const chosen = forced && choices.length === 1 ? choices[0]!.value : props.formData;
  return (
    <chakra.fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-required={props.required || undefined}
      aria-describedby={`${reasonId} ${errorIdOf(id)}`}
      minW="0"
    >
      <GroupLegend id={id} label={title} required={props.required} />
      <Stack direction="row" gap="4" wrap="wrap">
        {choices.map((choice) => (
          <chakra.label key={choice.value} htmlFor={`${id}-${choice.value}`} display="inline-flex" alignItems="center" gap="2">
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={id}
              checked={chosen === choice.value}
              disabled={locked || forced}
              onChange={() => set(choice.value)}
            />
            {choice.label}
          </chakra.label>
        ))}
      </Stack>
      <Box id={reasonId} fontSize="sm" mt="1">
        {forced && reason ? <Text color="fg.muted">{`已锁定：${reason}`}</Text> : null}
        {recharge !== null ? <Text color="fg.warning">{`余额不足，需充值 ${recharge} 元`}</Text> : null}
      </Box>
      <ErrorLines id={id} messages={errors} />
    </chakra.fieldset>
  );
}
