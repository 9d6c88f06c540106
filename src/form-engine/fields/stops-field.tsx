/**
 * The stops on the way (`FormField.STOPS`): add, remove and reorder with buttons (up, down), each
 * stop's place name, address and arrival time (`YYYY-MM-DD HH:mm`, D7). The special car calls the
 * time `arrivalTime`, the own car `stopTime`; the item schema says which.
 */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';

import { FieldGroup, TextPart, fieldBasics, partErrors } from './parts.tsx';

type Stop = Record<string, unknown>;

/** A new stop with every property of the item schema at its default. */
function emptyStop(item: RJSFSchema | undefined): Stop {
  const out: Stop = {};
  for (const [key, schema] of Object.entries(item?.properties ?? {})) {
    out[key] = typeof schema === 'object' && 'default' in schema ? schema.default : '';
  }
  return out;
}

/** Moves the item at `from` to `to` (inputs unchanged). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

export function StopsField(props: FieldProps) {
  const { id, title, set, locked } = fieldBasics<Stop[]>(props);
  const stops: Stop[] = Array.isArray(props.formData) ? props.formData : [];
  const item = props.schema.items as RJSFSchema | undefined;
  const timeKey = item?.properties && 'stopTime' in item.properties ? 'stopTime' : 'arrivalTime';
  const max = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : Infinity;
  const change = (index: number, key: string, value: string) => set(stops.map((stop, i) => (i === index ? { ...stop, [key]: value } : stop)));
  const text = (stop: Stop, key: string) => (typeof stop[key] === 'string' ? (stop[key] as string) : '');
  return (
    <FieldGroup id={id} title={title} required={props.required}>
      {partErrors(props.errorSchema).map((message) => (
        <Text key={message} id={`${id}__error`} color="fg.error" fontSize="sm">
          {message}
        </Text>
      ))}
      {stops.map((stop, index) => {
        const n = index + 1;
        const stopId = `${id}_${index}`;
        return (
          <Stack key={index} gap="1" borderBottomWidth="1px" pb="2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
              <TextPart id={`${stopId}_name`} label={`途经地点 ${n} 名称`} value={text(stop, 'name')} disabled={locked} onChange={(v) => change(index, 'name', v)} />
              <TextPart id={`${stopId}_address`} label={`途经地点 ${n} 地址`} value={text(stop, 'address')} disabled={locked} onChange={(v) => change(index, 'address', v)} />
              <TextPart
                id={`${stopId}_${timeKey}`}
                label={`途经地点 ${n} 到达时间`}
                placeholder="YYYY-MM-DD HH:mm"
                value={text(stop, timeKey)}
                disabled={locked}
                errors={partErrors(props.errorSchema, index, timeKey)}
                onChange={(v) => change(index, timeKey, v)}
              />
            </SimpleGrid>
            <HStack justify="end" gap="2">
              <Button type="button" size="xs" variant="outline" disabled={locked || index === 0} onClick={() => set(moved(stops, index, index - 1))}>
                {`上移途经地点 ${n}`}
              </Button>
              <Button type="button" size="xs" variant="outline" disabled={locked || index === stops.length - 1} onClick={() => set(moved(stops, index, index + 1))}>
                {`下移途经地点 ${n}`}
              </Button>
              <Button type="button" size="xs" variant="outline" disabled={locked} onClick={() => set(stops.filter((_, i) => i !== index))}>
                {`删除途经地点 ${n}`}
              </Button>
            </HStack>
          </Stack>
        );
      })}
      <HStack>
        <Button type="button" size="sm" variant="outline" disabled={locked || stops.length >= max} onClick={() => set([...stops, emptyStop(item)])}>
          添加途经地点
        </Button>
      </HStack>
    </FieldGroup>
  );
}
