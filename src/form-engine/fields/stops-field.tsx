/**
 * The stops on the way (`FormField.STOPS`): add, remove and reorder with buttons (up, down), each
 * stop's city and its place in the same box as a pickup's (`PlaceCombobox`: suggestions as the
 * booker types, the kinds as a filter, free text geocoded; issue 23 §2), so the stop carries the
 * place's `placeId` and the server prices the route through it (docs/server.md "Places"), and its
 * arrival time (`YYYY-MM-DD HH:mm`, D7). The special car calls the time `arrivalTime`, the own car
 * `stopTime`; the item schema says which, and which of the place's parts a stop keeps
 * (`name`/`landMark`, `address`, `englishName`, `isAirPort`, `airPortName`).
 */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';

import { AddressType } from '../../../rules/index.ts';
import type { FormLookups, LookupCity, LookupPlace } from '../lookups.ts';
import { FieldGroup, SelectPart, TextPart, fieldBasics, partErrors } from './parts.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import { useLookup } from './use-lookup.ts';

type Stop = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The kinds a stop's filter offers (a stop has no kind of its own: every kind is a place on the way). */
const STOP_KINDS = [AddressType.AIRPORT, AddressType.RAILWAY_STATION, AddressType.ORDINARY, AddressType.COMPANY].map((k) => ({ value: k.value, label: k.label }));

/**
 * The stop with a place's parts written into the keys its schema has (inputs unchanged).
 *
 * @example stopWithPlace({ arrivalTime: '' }, hongqiao, ['name', 'placeId', 'arrivalTime']) // { arrivalTime: '', name: '上海虹桥站', placeId: 'address:104' }
 */
export function stopWithPlace(stop: Stop, place: LookupPlace, keys: readonly string[]): Stop {
  const airport = place.addressType === AddressType.AIRPORT.value;
  const parts: Stop = {
    placeId: place.placeId,
    city: place.city,
    cityCode: place.cityCode,
    name: place.landmark,
    landMark: place.landmark,
    address: place.address,
    englishName: place.addressEn,
    lat: place.lat,
    lng: place.lng,
    isAirPort: airport,
    airPortName: airport ? place.landmark : '',
  };
  const out: Stop = { ...stop };
  for (const [key, value] of Object.entries(parts)) if (keys.includes(key)) out[key] = value;
  return out;
}

/** The stop with no place chosen (another city, an emptied box): the city kept or changed. */
function inCity(stop: Stop, city: LookupCity | undefined, keys: readonly string[]): Stop {
  const { placeId: _placeId, ...rest } = stop;
  const out: Stop = { ...rest, city: city?.cityName ?? '', cityCode: city?.cityCode ?? '' };
  for (const key of ['name', 'landMark', 'address', 'englishName', 'airPortName']) if (keys.includes(key)) out[key] = '';
  return out;
}

/** One stop's city and place. */
function StopPlace(p: { id: string; n: number; stop: Stop; keys: readonly string[]; lookups: FormLookups; locked: boolean; errors: string[]; onChange: (stop: Stop) => void }) {
  const { stop, keys } = p;
  const cityCode = text(stop.cityCode);
  const cities = useLookup<LookupCity>(() => p.lookups.cities(), 'cities');
  const name = text(stop.name) || text(stop.landMark);
  const address = text(stop.address);
  return (
    <>
      <SelectPart
        id={`${p.id}_city`}
        label={`途经地点 ${p.n} 城市`}
        value={cityCode}
        choices={cities.items.map((c) => ({ value: c.cityCode, label: c.cityName }))}
        disabled={p.locked}
        errors={cities.error ? [cities.error] : []}
        onChange={(code) => p.onChange(inCity(stop, cities.items.find((c) => c.cityCode === code), keys))}
      />
      <PlaceCombobox
        id={`${p.id}_place`}
        label={`途经地点 ${p.n}`}
        disabled={p.locked}
        cityCode={cityCode}
        lookups={p.lookups}
        kinds={STOP_KINDS}
        held={name || address}
        heldDetail={address && address !== name ? address : undefined}
        errors={p.errors}
        onChoose={(place, typed) => {
          const next = stopWithPlace(stop, place, keys);
          if (typed !== undefined && keys.includes('address')) next.address = typed;
          p.onChange(next);
        }}
        onClear={() => p.onChange(inCity(stop, cities.items.find((c) => c.cityCode === cityCode) ?? { cityCode, cityName: text(stop.city), province: '' }, keys))}
      />
    </>
  );
}

/** A new stop with every property of the item schema that has a default at it (`placeId` has none: no place yet). */
function emptyStop(item: RJSFSchema | undefined): Stop {
  const out: Stop = {};
  for (const [key, schema] of Object.entries(item?.properties ?? {})) {
    if (typeof schema === 'object' && 'default' in schema) out[key] = schema.default;
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
  const { id, title, set, locked, context } = fieldBasics<Stop[]>(props);
  const stops: Stop[] = Array.isArray(props.formData) ? props.formData : [];
  const item = props.schema.items as RJSFSchema | undefined;
  const keys = Object.keys(item?.properties ?? {});
  const timeKey = item?.properties && 'stopTime' in item.properties ? 'stopTime' : 'arrivalTime';
  const max = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : Infinity;
  const change = (index: number, key: string, value: string) => set(stops.map((stop, i) => (i === index ? { ...stop, [key]: value } : stop)));
  const replace = (index: number, next: Stop) => set(stops.map((stop, i) => (i === index ? next : stop)));
  const placeKey = keys.includes('name') ? 'name' : 'landMark';
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
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2" alignItems="start">
              <StopPlace
                id={stopId}
                n={n}
                stop={stop}
                keys={keys}
                lookups={context.lookups}
                locked={locked}
                errors={[...partErrors(props.errorSchema, index, placeKey), ...partErrors(props.errorSchema, index, 'address')]}
                onChange={(next) => replace(index, next)}
              />
              <TextPart
                id={`${stopId}_${timeKey}`}
                label={`途经地点 ${n} 到达时间`}
                placeholder="YYYY-MM-DD HH:mm"
                value={text(stop[timeKey])}
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
