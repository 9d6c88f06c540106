/**
 * The Chinese name of a booking field, declared once (issue 22 §1 "a label is declared once"): the
 * `title` of the field in the booking form schema of its kind (schemas/special-car-form.schema.json,
 * schemas/own-car-form.schema.json), the same title the form compiler writes into the compiled
 * form (booking-fields.ts reads `base.title`) and the page draws over the field. So one field has
 * one name wherever the booker reads it: under the field, in a gate's "请先填写X"
 * (rules/step/blockers.ts), in the server's answers that name a booking field
 * (src/server/messages.ts, src/server/approvals.ts).
 *
 * A field's name may differ between the kinds: `tripType` is 服务类型 on the special car's form and
 * 区域类型 on the own car's (spec §9), so a name is always asked for with its kind.
 *
 * An address (`/pickUp`, `/destination`) is drawn whole by the address field
 * (src/form-engine/fields/address-field.tsx), which names two of its parts after the address:
 * `上车地点类型`, `上车地点城市` (`ADDRESS_PART_WORDS`, read by that field too). Its other parts
 * (the place, its landmark, its coordinates) are chosen as one place, named by the address's
 * title (上车地点); a part the field draws under its own title (航班号, 航站楼) keeps that title.
 */
import type { BookingKind } from './booking-scenario.ts';
import { ownCarFormProperties, specialCarFormProperties } from './base-schema.ts';
import type { JsonSchema } from './contract.ts';

/** The parts of an address the address field names as the address's title followed by a word. */
export const ADDRESS_PART_WORDS = {
  addressType: '类型',
  city: '城市',
} as const;

export type AddressPartWithWord = keyof typeof ADDRESS_PART_WORDS;

/** The parts of an address the address field draws under their own schema title. */
const ADDRESS_PARTS_TITLED: ReadonlySet<string> = new Set(['flightNumber', 'terminal', 'airline', 'trainNumber']);

/**
 * The label of an address's part as the address field draws it.
 *
 * @example addressPartLabel('上车地点', 'city') // '上车地点城市'
 */
export function addressPartLabel(addressTitle: string, part: AddressPartWithWord): string {
  return `${addressTitle}${ADDRESS_PART_WORDS[part]}`;
}

type Node = { title?: unknown; properties?: Record<string, JsonSchema>; items?: unknown };

const titleOf = (node: Node | undefined): string | undefined => (typeof node?.title === 'string' && node.title !== '' ? node.title : undefined);

/** An address as the forms hold it: an object with an address type (D6). */
const isAddress = (node: Node | undefined): boolean => node?.properties?.['addressType'] !== undefined;

/**
 * The label of the field at `pointer` in a form schema (compiled or base): the title of the field
 * the pointer names, an address's part named as the address field names it (see the header). An
 * array's item (`/passList/0/name`) is walked through. Undefined where the schema has no title.
 *
 * @example labelAt(compiled.schema, '/tripType')     // '服务类型' on the special car's form
 * @example labelAt(compiled.schema, '/pickUp/city')  // '上车地点城市'
 * @example labelAt(compiled.schema, '/pickUp/placeId') // '上车地点'
 */
export function labelAt(schema: JsonSchema, pointer: string): string | undefined {
  let node = schema as Node | undefined;
  const keys = pointer.split('/').slice(1);
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    if (isAddress(node)) {
      const address = titleOf(node);
      if (address === undefined) return undefined;
      if (i === keys.length - 1 && key in ADDRESS_PART_WORDS) return addressPartLabel(address, key as AddressPartWithWord);
      if (i === keys.length - 1 && ADDRESS_PARTS_TITLED.has(key)) return titleOf(node?.properties?.[key] as Node | undefined) ?? address;
      return address;
    }
    const next: Node | undefined = /^\d+$/.test(key) && node?.items !== undefined ? (node.items as Node) : (node?.properties?.[key] as Node | undefined);
    node = next;
  }
  return titleOf(node);
}

const forms: Partial<Record<BookingKind, JsonSchema>> = {};
/** The labels asked so far, by kind and pointer: the base schemas never change while the page runs. */
const labels = new Map<string, string | undefined>();

/** The booking form schema of a kind, as one object the walk reads (its properties, self-contained). */
function formOf(kind: BookingKind): JsonSchema {
  forms[kind] ??= { type: 'object', properties: kind === 'special-car' ? specialCarFormProperties() : ownCarFormProperties() } as JsonSchema;
  return forms[kind];
}

/**
 * The name of a booking field on the form of `kind`, or undefined when that form has no such field.
 *
 * @example bookingFieldLabel('special-car', '/tripType') // '服务类型'
 * @example bookingFieldLabel('own-car', '/tripType')     // '区域类型'
 */
export function bookingFieldLabel(kind: BookingKind, pointer: string): string | undefined {
  // Kept per field: a gate names its missing inputs on every step (issue 22 §3: a keystroke's step ≤ 0.2 ms).
  const key = `${kind}${pointer}`;
  if (!labels.has(key)) labels.set(key, labelAt(formOf(kind), pointer));
  return labels.get(key);
}

