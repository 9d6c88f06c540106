/**
 * The boundary check of an order payload: the fields the server reads have the types of spec §3
 * before anything else looks at them. What a booking may be is the rules core's to say, not this.
 */
import { parseBoardingTime } from '../../rules/index.ts';
import type { OwnCarOrderPayload, SpecialCarOrderPayload } from '../../rules/index.ts';
import { isJsonObject } from './protocol/params.ts';

type Kind = 'object' | 'string' | 'number' | 'boolean' | 'objects' | 'boardingTime';

const KIND_TEXT: Record<Kind, string> = {
  object: '对象',
  string: '文本',
  number: '数字',
  boolean: '布尔值',
  objects: '对象数组',
  boardingTime: 'YYYY-MM-DD HH:mm 格式的时间',
};

/** `path: kind`; a `?` after the kind allows the field to be missing or null. */
type Spec = Readonly<Record<string, `${Kind}` | `${Kind}?`>>;

const SPECIAL_CAR_SPEC: Spec = {
  baseData: 'object',
  'baseData.tripType': 'number',
  'baseData.orderType': 'number?',
  'baseData.paymentType': 'number',
  'baseData.carTypeLevel': 'number?',
  'baseData.boardingTime': 'boardingTime',
  'baseData.passengerNumber': 'number?',
  booker: 'object',
  'booker.name': 'string',
  passenger: 'object',
  'passenger.name': 'string',
  boardingAddress: 'object',
  'boardingAddress.addressType': 'number',
  'boardingAddress.city': 'string',
  'boardingAddress.address': 'string?',
  'boardingAddress.lat': 'number?',
  'boardingAddress.lng': 'number?',
  dropOffAddress: 'object',
  'dropOffAddress.addressType': 'number',
  'dropOffAddress.city': 'string',
  'dropOffAddress.address': 'string?',
  'dropOffAddress.lat': 'number?',
  'dropOffAddress.lng': 'number?',
  contacts: 'objects?',
  costCenters: 'objects?',
  specialConfigs: 'objects?',
  stops: 'objects?',
  payTypes: 'objects?',
  specialRequirements: 'objects?',
};

const OWN_CAR_SPEC: Spec = {
  boardingTime: 'boardingTime',
  dropOffTime: 'boardingTime',
  tripType: 'number',
  enterpriseId: 'number',
  bookerName: 'string?',
  carLicense: 'string?',
  boardingAddress: 'object',
  'boardingAddress.addressType': 'number',
  'boardingAddress.city': 'string',
  'boardingAddress.address': 'string?',
  dropOffAddress: 'object',
  'dropOffAddress.addressType': 'number',
  'dropOffAddress.city': 'string',
  'dropOffAddress.address': 'string?',
  other: 'object',
  contacts: 'object',
  'contacts.contacts': 'objects',
  enterprise: 'object?',
  specialConfig: 'objects?',
  stops: 'objects?',
};

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) current = isJsonObject(current) ? current[key] : undefined;
  return current;
}

function fits(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'object':
      return isJsonObject(value);
    case 'objects':
      return Array.isArray(value) && value.every(isJsonObject);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'boardingTime':
      return typeof value === 'string' && parseBoardingTime(value).ok;
  }
}

function problems(value: unknown, spec: Spec): string[] {
  if (!isJsonObject(value)) return ['请求体应为订单对象'];
  const found: string[] = [];
  for (const [path, rule] of Object.entries(spec)) {
    const optional = rule.endsWith('?');
    const kind = (optional ? rule.slice(0, -1) : rule) as Kind;
    const field = at(value, path);
    if ((field === undefined || field === null) && optional) continue;
    if (!fits(field, kind)) found.push(`${path} 应为${KIND_TEXT[kind]}`);
  }
  return found;
}

export type ShapeCheck<T> = { ok: true; payload: T } | { ok: false; message: string };

function check<T>(value: unknown, spec: Spec): ShapeCheck<T> {
  const found = problems(value, spec);
  return found.length === 0 ? { ok: true, payload: value as T } : { ok: false, message: `订单参数错误：${found.join('；')}` };
}

export function checkSpecialCarPayload(value: unknown): ShapeCheck<SpecialCarOrderPayload> {
  return check(value, SPECIAL_CAR_SPEC);
}

export function checkOwnCarPayload(value: unknown): ShapeCheck<OwnCarOrderPayload> {
  return check(value, OWN_CAR_SPEC);
}
