/**
 * A pickup or destination (`FormField.ADDRESS`, spec §4, §7, D6; issue 23 §2): the city, then the
 * place in one box that suggests the city's places as the booker types (`PlaceCombobox`), the
 * address kinds (`ui:options.addressTypes`) as a filter over the suggestions; the kind the address
 * gets is the chosen place's (a company address 4, a frequent place 5 or 6). Free text is geocoded.
 * An airport keeps its terminal and flight number (with the flight lookup). A reset of the kind by
 * the rules (D6) arrives in `formContext.addressResets` under the address's pointer and is shown
 * above the box, never applied silently; the filter moves to the kind it was reset to.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';

import { addressPartLabel, AddressType } from '../../../rules/index.ts';
import type { FormLookups, LookupCity, LookupPlace } from '../lookups.ts';
import { FieldGroup, SelectPart, TextPart, fieldBasics, partErrors } from './parts.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
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

/**
 * The kind an address takes from the place chosen for it: the place's own when the field offers it;
 * a frequent place of the other side (6 at a pickup) as this side's frequent place; else ordinary.
 *
 * @example kindOf(6, [1, 2, 3, 4, 5]) // 5
 */
export function kindOf(placeKind: number, offered: readonly number[]): number {
  if (offered.includes(placeKind)) return placeKind;
  const frequent = [AddressType.FREQUENT_BOARDING.value, AddressType.FREQUENT_DROP_OFF.value] as number[];
  if (frequent.includes(placeKind)) {
    const ours = offered.find((kind) => frequent.includes(kind));
    if (ours !== undefined) return ours;
  }
  return AddressType.ORDINARY.value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The address with no place chosen: the texts emptied and the place id dropped (another city). */
function withoutPlace(address: Address): Address {
  const { placeId: _placeId, ...rest } = address;
  return { ...rest, landmark: '', address: '' };
}

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
  // The terminals of the airport chosen here; a restored airport's are asked for by its name.
  const [terminals, setTerminals] = useState<{ placeId: string; list: readonly string[] } | null>(null);

  const cities = useLookup<LookupCity>(() => lookups.cities(), 'cities');
  const isAirport = kind === AddressType.AIRPORT.value;
  const placeId = text(value.placeId);
  const landmark = text(value.landmark);
  const knownTerminals = terminals?.placeId === placeId ? terminals.list : undefined;
  const airport = useLookup<LookupPlace>(
    isAirport && keys.includes('terminal') && cityCode && landmark && knownTerminals === undefined
      ? () => lookups.searchPlaces(cityCode, landmark, { addressTypes: [AddressType.AIRPORT.value], limit: 5 })
      : null,
    `airport:${cityCode}:${landmark}`,
  );
  const airportTerminals = knownTerminals ?? airport.items.find((p) => (placeId ? p.placeId === placeId : p.landmark === landmark))?.terminals ?? [];
  const kindLabel = kinds.find((k) => k.value === kind)?.label;
  const address = text(value.address);
  const detail = [kindLabel, address && address !== landmark ? address : ''].filter(Boolean).join(' · ');

  const choose = (place: LookupPlace, typed?: string) => {
    const next = withPlace(value, place, keys);
    next.addressType = kindOf(place.addressType, kinds.map((k) => k.value));
    // A geocoded free text keeps what the booker typed as the address (issue 23 §2).
    if (typed !== undefined && keys.includes('address')) next.address = typed;
    setTerminals({ placeId: place.placeId, list: place.terminals ?? [] });
    set(next);
  };

  return (
    <FieldGroup id={id} title={title} required={props.required}>
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
      <PlaceCombobox
        id={`${id}_place`}
        label={title}
        required={props.required}
        disabled={locked}
        cityCode={cityCode}
        lookups={lookups}
        kinds={kinds}
        allKinds={kinds.map((k) => k.value)}
        preferredKind={reset ? kind : undefined}
        held={landmark || address}
        heldDetail={detail}
        errors={[...partErrors(props.errorSchema, 'addressType'), ...partErrors(props.errorSchema, 'address'), ...partErrors(props.errorSchema, 'landmark')]}
        onChoose={choose}
        onClear={() => set(withoutPlace(value))}
      />
      {isAirport && keys.includes('terminal') && airportTerminals.length > 0 ? (
        <SelectPart
          id={`${id}_terminal`}
          label="航站楼"
          value={text(value.terminal)}
          choices={airportTerminals.map((t) => ({ value: t, label: t }))}
          disabled={locked}
          onChange={(t) => set({ ...value, terminal: t })}
        />
      ) : null}
      {isAirport && keys.includes('flightNumber') ? (
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
