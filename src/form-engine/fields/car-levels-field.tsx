/**
 * The car-type level (`FormField.CAR_LEVELS`): a radio group of cards, each a real label around
 * its radio (picture, name, seats, and the estimated price once the form is price-ready, D6). The
 * levels come from `lookups.carLevels()`, narrowed to `ui:options.levels` when the compiler names
 * the levels offered.
 */
import { Box, Image, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';

import type { LookupCarLevel } from '../lookups.ts';
import { GroupLegend, labelId } from '../theme/field-label.tsx';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

export function CarLevelsField(props: FieldProps) {
  const { id, context, options, title, set, locked } = fieldBasics<number>(props);
  const offered = Array.isArray(options.levels) ? (options.levels as number[]) : [];
  const priceReady = options.priceReady === true;
  const levels = useLookup<LookupCarLevel>(() => context.lookups.carLevels(), 'carLevels');
  const shown = offered.length > 0 ? levels.items.filter((level) => offered.includes(level.id)) : levels.items;
  const errors = partErrors(props.errorSchema);
  return (
    <chakra.fieldset id={id} role="radiogroup" aria-labelledby={labelId(id)} aria-required={props.required || undefined} aria-describedby={errorIdOf(id)} minW="0">
      <GroupLegend id={id} label={title} required={props.required} />
      {levels.status === 'loading' ? <Text fontSize="sm">正在加载车型…</Text> : null}
      {levels.error ? <Text color="fg.error" fontSize="sm">{levels.error}</Text> : null}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
        {shown.map((level) => {
          const inputId = `${id}-${level.id}`;
          const chosen = props.formData === level.id;
          return (
            <chakra.label
              key={level.id}
              htmlFor={inputId}
              display="flex"
              gap="3"
              alignItems="center"
              borderWidth={chosen ? '2px' : '1px'}
              borderColor={chosen ? 'colorPalette.solid' : 'border'}
              borderRadius="md"
              p="2"
              cursor={locked ? 'not-allowed' : 'pointer'}
            >
              <input type="radio" id={inputId} name={id} checked={chosen} disabled={locked} onChange={() => set(level.id)} />
              <Image src={level.pictureUrl} alt="" width="16" height="10" objectFit="contain" />
              <Box>
                <Text fontWeight="medium">{level.name}</Text>
                <Text fontSize="sm" color="fg.muted">{`${level.seats}座`}</Text>
                {priceReady && level.estimatedPrice !== null ? <Text fontSize="sm">{`预估 ¥${level.estimatedPrice}`}</Text> : null}
              </Box>
            </chakra.label>
          );
        })}
      </SimpleGrid>
      <ErrorLines id={id} messages={errors} />
    </chakra.fieldset>
  );
}
