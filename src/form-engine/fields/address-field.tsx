/**
 * A pickup or destination (`FormField.ADDRESS`, spec §4, §7, D6): the address kind
 * (`ui:options.addressTypes`, labels of `addressTypeLabels`), the city, and the place by kind —
 * airports (with terminal and flight number), railway stations, a place search, company
 * addresses, frequent boarding (5) or drop-off (6) places — from `formContext.lookups`, asked
 * again when the city changes. A reset of the kind by the rules (D6) arrives in
 * `formContext.addressResets` under the address's pointer and is shown beside the kind, never
 * applied silently.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';

import { addressPartLabel, AddressType } from '../../../rules/index.ts';
import type { FormLookups, FrequentAddressKind, LookupCity, LookupPlace } from '../lookups.ts';
import { FieldGroup, SelectPart, TextPart, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

type Address = Record<string, unknown>;
type Choice = { value: number; label: string };

/**
 * The address with a place's parts written into the keys its schema has (inputs unchanged): its
 * `placeId` among them, which the server prices from (docs/server.md "Places").
 */
export function withPlace(address: Address, place: LookupPlace, keys: readonly string[]): Address {
  const parts: Address = {
    placeId: place.placeId,
    landmark: place.landmark,
    address: place.address,
    addressEn: place.addressEn,
    city: place.city,
    cityCode: place.cityCode,
    province: place.province,
    lat: place.lat,
    lng: place.lng,
    airPortCode: place.airPortCode ?? '',
    terminal: place.terminals?.[0] ?? '',
  };
  const out: Address = { ...address };
  for (const [key, value] of Object.entries(parts)) if (keys.includes(key)) out[key] = value;
  return out;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The address with no place chosen: the texts emptied and the place id dropped (another kind or city). */
function withoutPlace(address: Address): Address {
  const { placeId: _placeId, ...rest } = address;
  return { ...rest, landmark: '', address: '' };
}

/** The option value of a place held by the data but not in the list. */
const HELD_PLACE = 'held';

/** How a place reads in the list: the landmark, with the address when they differ. */
const placeLabel = (landmark: string, address: string): string => (landmark === address || address === '' ? landmark : `${landmark}（${address}）`);

export function AddressField(props: FieldProps) {
  const { id, context, options, title, set, locked } = fieldBasics<Address>(props);
  const keys = Object.keys((props.schema.properties ?? {}) as Record<string, RJSFSchema>);
  const value: Address = props.formData && typeof props.formData === 'object' ? props.formData : {};
  const kinds = (Array.isArray(options.addressTypes) ? options.addressTypes : []) as Choice[];
  const kind = typeof value.addressType === 'number' ? value.addressType : undefined;
  const cityCode = text(value.cityCode);
  const pointer = `/${props.fieldPathId.path.join('/')}`;
  const reset = context.addressResets[pointer];
  const { lookups } = context;
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');

  const cities = useLookup<LookupCity>(() => lookups.cities(), 'cities');
  const ask = (): (() => Promise<readonly LookupPlace[]>) | null => {
    if (!cityCode || kind === undefined) return null;
    switch (kind) {
      case AddressType.AIRPORT.value:
        return () => lookups.airports(cityCode);
      case AddressType.RAILWAY_STATION.value:
        return () => lookups.railwayStations(cityCode);
      case AddressType.COMPANY.value:
        return () => lookups.companyAddresses(cityCode);
      case AddressType.FREQUENT_BOARDING.value:
      case AddressType.FREQUENT_DROP_OFF.value:
        return () => lookups.frequentAddresses(cityCode, kind as FrequentAddressKind);
      default:
        return searched ? () => lookups.searchPlaces(cityCode, searched) : null;
    }
  };
  const places = useLookup<LookupPlace>(ask(), `${kind}:${cityCode}:${kind === AddressType.ORDINARY.value ? searched : ''}`);
  // The place the address holds: by its id once it has one, else by its texts (an order from before ids).
  const chosenPlace = places.items.findIndex((p) =>
    text(value.placeId) !== '' ? p.placeId === value.placeId : p.landmark === text(value.landmark) && p.address === text(value.address),
  );
  // A place the data holds that the list does not offer (a copied or restored order, an ordinary
  // address before any search) is shown as the chosen option, not as 请选择 over a filled address.
  const held = chosenPlace < 0 && text(value.landmark) !== '' ? { value: HELD_PLACE, label: placeLabel(text(value.landmark), text(value.address)) } : undefined;
  const airport = kind === AddressType.AIRPORT.value ? places.items[chosenPlace] : undefined;
  const kindLabel = kinds.find((k) => k.value === kind)?.label ?? '地点';

  return (
    <FieldGroup id={id} title={title} required={props.required}>
      <SelectPart
        id={`${id}_addressType`}
        label={addressPartLabel(title, 'addressType')}
        value={kind === undefined ? '' : String(kind)}
        choices={kinds.map((k) => ({ value: String(k.value), label: k.label }))}
        required
        disabled={locked}
        errors={partErrors(props.errorSchema, 'addressType')}
        onChange={(v) => set({ ...withoutPlace(value), addressType: v === '' ? undefined : Number(v) })}
      />
      {reset ? (
        <Text role="status" fontSize="sm" color="fg.warning">
          {reset}
        </Text>
      ) : null}
      <SelectPart
        id={`${id}_city`}
        label={addressPartLabel(title, 'city')}
        value={cityCode}
        choices={cities.items.map((c) => ({ value: c.cityCode, label: c.cityName }))}
        disabled={locked}
        errors={[...(cities.error ? [cities.error] : []), ...partErrors(props.errorSchema, 'city'), ...partErrors(props.errorSchema, 'cityCode')]}
        onChange={(code) => {
          const city = cities.items.find((c) => c.cityCode === code);
          const next: Address = { ...withoutPlace(value), cityCode: code, city: city?.cityName ?? '' };
          if (keys.includes('province')) next.province = city?.province ?? '';
          set(next);
        }}
      />
      {kind === AddressType.ORDINARY.value ? (
        <HStack align="end">
          <TextPart id={`${id}_keyword`} label={`搜索${title}`} value={keyword} disabled={locked || !cityCode} onChange={setKeyword} />
          <Button type="button" variant="outline" disabled={locked || !cityCode || keyword.trim() === ''} onClick={() => setSearched(keyword.trim())}>
            搜索
          </Button>
        </HStack>
      ) : null}
      {kind !== undefined && cityCode ? (
        <SelectPart
          id={`${id}_place`}
          label={`${title}（${kindLabel}）`}
          value={chosenPlace >= 0 ? String(chosenPlace) : held ? HELD_PLACE : ''}
          choices={[...(held ? [held] : []), ...places.items.map((p, i) => ({ value: String(i), label: placeLabel(p.landmark, p.address) }))]}
          required={props.required}
          disabled={locked}
          errors={[...(places.error ? [places.error] : []), ...partErrors(props.errorSchema, 'address'), ...partErrors(props.errorSchema, 'landmark')]}
          onChange={(i) => {
            if (i === HELD_PLACE) return;
            const place = places.items[Number(i)];
            if (place) set(withPlace(value, place, keys));
          }}
        />
      ) : null}
      {kind === AddressType.AIRPORT.value && keys.includes('terminal') && airport?.terminals?.length ? (
        <SelectPart
          id={`${id}_terminal`}
          label="航站楼"
          value={text(value.terminal)}
          choices={airport.terminals.map((t) => ({ value: t, label: t }))}
          disabled={locked}
          onChange={(t) => set({ ...value, terminal: t })}
        />
      ) : null}
      {kind === AddressType.AIRPORT.value && keys.includes('flightNumber') ? (
        <FlightNumber id={id} address={value} locked={locked} find={options.flightLookup === true && lookups.flight ? (flightNumber, date) => lookups.flight!(flightNumber, date) : undefined} onChange={set} errors={partErrors(props.errorSchema, 'flightNumber')} />
      ) : null}
    </FieldGroup>
  );
}

/** The flight number of an airport address, with the flight lookup (config 135) when the enterprise has it. */
function FlightNumber(p: { id: string; address: Address; locked: boolean; find: FormLookups['flight'] | undefined; errors: string[]; onChange: (a: Address) => void }) {
  const [note, setNote] = useState<string | null>(null);
  const find = p.find;
  const date = text(p.address.plannedTime).slice(0, 10);
  return (
    <HStack align="end">
      <TextPart id={`${p.id}_flightNumber`} label="航班号" value={text(p.address.flightNumber)} disabled={p.locked} errors={p.errors} onChange={(v) => p.onChange({ ...p.address, flightNumber: v.toUpperCase() })} />
      {find ? (
        <Button
          type="button"
          variant="outline"
          disabled={p.locked || text(p.address.flightNumber) === ''}
          onClick={() =>
            find(text(p.address.flightNumber), date).then(
              (flight) => {
                setNote(flight ? `已查询到航班，计划到达 ${flight.arrivalTime}` : '未查询到该航班');
                if (flight) p.onChange({ ...p.address, terminal: flight.terminal, plannedTime: flight.arrivalTime });
              },
              () => setNote('航班查询失败，请手动填写'),
            )
          }
        >
          查询航班
        </Button>
      ) : null}
      {note ? (
        <Text role="status" fontSize="sm">
          {note}
        </Text>
      ) : null}
    </HStack>
  );
}
