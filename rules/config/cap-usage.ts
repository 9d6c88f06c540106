/**
 * How near a bundle is to each cap of bundle-caps.ts (issue 24 §3: the config preview shows a cap
 * as the admin nears it). Apart from bundle-caps.ts, which the booking page's bundle check runs: a
 * module is loaded whole (docs/performance.md "Weight").
 */
import { BOOKING_TYPES, bundleBytes, CapCode, FIELD_CAPS, MAX_BUNDLE_BYTES, MAX_FIELDS_PER_BUSINESS_TYPE, MAX_OPTIONS_PER_BUSINESS_TYPE, MAX_SPECIAL_FIELDS, typeLabel } from './bundle-caps.ts';

/** How near a bundle is to one cap (issue 24 §3): what is counted, how much it has, the cap. */
export interface CapUse {
  code: CapCode;
  /** What is counted, in Chinese: `适用于专车的特殊字段`, `企业配置大小`. */
  what: string;
  used: number;
  cap: number;
  /** The measure word (`个`, `KB`, `层`). */
  unit: string;
}

/** From this share of a cap on, the config preview shows the cap (issue 24 §3: "as the admin nears them"). */
export const CAP_NEAR_SHARE = 0.8;

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const itemOf = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * How much of each cap a bundle uses: the bundle's size, its special fields, each business type's
 * fields and options, and the fullest field of each per-field cap (by its name). Reads any parsed
 * JSON (a draft with schema errors included), so the editor can say it while the admin types;
 * `nearCaps` keeps the ones worth showing.
 *
 * @example capUsage({ specialFields: [] }).find((u) => u.code === CapCode.SPECIAL_FIELDS) // { what: '特殊字段', used: 0, cap: 1000, unit: '个', … }
 */
export function capUsage(value: unknown): CapUse[] {
  const fields = listOf(itemOf(value, 'specialFields'));
  const uses: CapUse[] = [
    { code: CapCode.BUNDLE_TOO_LARGE, what: '企业配置大小', used: Math.ceil(bundleBytes(value) / 1024), cap: MAX_BUNDLE_BYTES / 1024, unit: 'KB' },
    { code: CapCode.SPECIAL_FIELDS, what: '特殊字段', used: fields.length, cap: MAX_SPECIAL_FIELDS, unit: '个' },
  ];
  for (const t of BOOKING_TYPES) {
    const ofType = fields.filter((f) => listOf(itemOf(f, 'businessTypeList')).includes(t));
    const options = ofType.reduce<number>((sum, f) => sum + listOf(itemOf(f, 'showTypeConfigInfo')).length, 0);
    uses.push({ code: CapCode.FIELDS_PER_BUSINESS_TYPE, what: `适用于${typeLabel(t)}的特殊字段`, used: ofType.length, cap: MAX_FIELDS_PER_BUSINESS_TYPE, unit: '个' });
    uses.push({ code: CapCode.OPTIONS_PER_BUSINESS_TYPE, what: `适用于${typeLabel(t)}的特殊字段的选项`, used: options, cap: MAX_OPTIONS_PER_BUSINESS_TYPE, unit: '个' });
  }
  for (const { code, cap, list, zh: [noun, unit] } of FIELD_CAPS) {
    let fullest: { name: string; count: number } | undefined;
    for (const f of fields) {
      const count = listOf(itemOf(f, list)).length;
      if (count > 0 && (fullest === undefined || count > fullest.count)) fullest = { name: String(itemOf(f, 'configName') ?? ''), count };
    }
    if (fullest) uses.push({ code, what: `「${fullest.name}」的${noun}`, used: fullest.count, cap, unit });
  }
  return uses;
}

/**
 * The caps a bundle is near or over (`CAP_NEAR_SHARE` of the cap or more), fullest first.
 *
 * @example nearCaps(capUsage(bundleOf(450))) // [{ what: '适用于专车的特殊字段', used: 450, cap: 500, … }]
 */
export function nearCaps(uses: readonly CapUse[]): CapUse[] {
  return uses.filter((u) => u.used >= u.cap * CAP_NEAR_SHARE).sort((a, b) => b.used / b.cap - a.used / a.cap);
}
