/**
 * The axes of the scenario space (issue 10 §2): one scenario input each, with the values that
 * matter, how a value is put into a scenario, and which value a given scenario (a stored order)
 * falls on. Values come from what either bundle mentions, plus one `other` value that stands for
 * every value neither mentions: the rules only ever test whether a value is in a list, so all
 * unmentioned values behave alike. People (bookers, passengers) are grouped by the lists they
 * are in; durations are cut at every threshold. docs/rules.md "Impact diff".
 */
import {
  HOLIDAY_PERMISSION,
  OWN_CAR,
  regionTypeLabels,
  serviceTypeLabels,
  type BookingBusinessType,
} from '../model/constants.ts';
import { formatBoardingTime, durationHours } from '../model/china-time.ts';
import { chosenOptionIds, specialValueOf, type Scenario } from '../model/scenario.ts';
import type { Dimension, DimensionId, DimensionValue, Words } from './diff-model.ts';

/** A dimension with what the diff and the replay do with it. */
export interface Axis {
  dimension: Dimension;
  /** Puts value `index` into a scenario being built. */
  apply(scenario: Scenario, index: number): void;
  /**
   * The value a scenario falls on, or a text key when it falls on none (a value the rules may
   * read differently from every value of the axis, e.g. nothing chosen): then the replay
   * evaluates it on its own.
   */
  classify(scenario: Scenario): number | string;
}

function words(zh: string, en: string): Words {
  return { zh, en };
}

/** Any value the bundles do not list; worded so that it reads alone too (`支付方式为 其他任一种`). */
const OTHER: DimensionValue = { label: words('其他任一种', 'other'), other: true };

/** The smallest candidate not mentioned, else one more than the largest value. */
function otherValue(mentioned: readonly number[], candidates: readonly number[]): number {
  const taken = new Set(mentioned);
  const free = candidates.find((c) => !taken.has(c));
  if (free !== undefined) return free;
  return mentioned.length === 0 ? 0 : Math.max(...mentioned) + 1;
}

/** Ascending, without repeats. */
export function sortedUnique(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * An axis over a numeric input: the mentioned values and one other.
 *
 * @example listAxis('tripType', { zh: '行程类型', en: 'trip type' }, [1, 3], [1, 2, 3], String, …).dimension.values.length // 3
 */
export function listAxis(
  id: DimensionId,
  label: Words,
  mentioned: readonly number[],
  candidates: readonly number[],
  labelOf: (value: number) => Words,
  set: (scenario: Scenario, value: number) => void,
  get: (scenario: Scenario) => number | undefined,
): Axis {
  const listed = sortedUnique(mentioned);
  const other = otherValue(listed, candidates);
  const values = [...listed, other];
  const at = new Map(listed.map((v, i) => [v, i]));
  return {
    dimension: { id, label, values: [...listed.map(labelOf).map((l) => ({ label: l })), OTHER] },
    apply: (scenario, index) => set(scenario, values[index] as number),
    classify: (scenario) => {
      const value = get(scenario);
      if (value === undefined) return 'none';
      return at.get(value) ?? listed.length;
    },
  };
}

/** A trip type of the business type by its name in the spec (`同城单程`; the code in English, the CLI's `1`). */
export function tripTypeWords(businessType: BookingBusinessType, value: number): Words {
  const label = (businessType === OWN_CAR ? regionTypeLabels : serviceTypeLabels)[String(value)];
  return words(label ?? `未知的行程类型 ${value}`, String(value));
}

/** Every trip type code of the business type (spec §9), the candidates for `other`. */
export function tripTypeCodes(businessType: BookingBusinessType): number[] {
  return Object.keys(businessType === OWN_CAR ? regionTypeLabels : serviceTypeLabels).map(Number);
}

export function tripTypeAxis(businessType: BookingBusinessType, label: Words, mentioned: readonly number[]): Axis {
  return listAxis(
    'tripType',
    label,
    mentioned,
    tripTypeCodes(businessType),
    (v) => tripTypeWords(businessType, v),
    (s, v) => {
      s.tripType = v;
    },
    (s) => s.tripType,
  );
}

/** Names listed `、`-joined, at most three, then how many in all. */
function nameList(names: readonly string[]): string {
  return names.length <= 3 ? names.join('、') : `${names.slice(0, 3).join('、')} 等 ${names.length} 人`;
}

/** A name that no list holds. */
function freshName(base: string, taken: ReadonlySet<string>): string {
  let name = base;
  for (let k = 2; taken.has(name); k += 1) name = `${base}${k}`;
  return name;
}

/**
 * An axis over people grouped by the lists they are in: one value per group (one person of it
 * stands for all) and one for everybody in no list.
 *
 * @param membership the lists each person is in, as a text: people with the same text behave alike
 */
export function peopleAxis(
  id: 'booker' | 'passenger',
  label: Words,
  people: readonly string[],
  membership: (person: string) => string,
  outsider: Words,
  set: (scenario: Scenario, person: string) => void,
  get: (scenario: Scenario) => string | undefined,
): Axis {
  const groups = new Map<string, string[]>();
  for (const person of [...new Set(people)].sort()) {
    const key = membership(person);
    groups.set(key, [...(groups.get(key) ?? []), person]);
  }
  const members = [...groups.values()];
  const groupOf = new Map<string, number>();
  members.forEach((group, i) => group.forEach((p) => groupOf.set(p, i)));
  const nobody = freshName(id === 'booker' ? 'other-booker' : '其他乘车人', new Set(people));
  const stand = [...members.map((g) => g[0] as string), nobody];
  return {
    dimension: {
      id,
      label,
      values: [...members.map((g) => ({ label: words(nameList(g), nameList(g)) })), { label: outsider, other: true }],
    },
    apply: (scenario, index) => set(scenario, stand[index] as string),
    classify: (scenario) => {
      const person = get(scenario);
      if (person === undefined) return id === 'booker' ? 'none' : members.length;
      return groupOf.get(person.trim()) ?? members.length;
    },
  };
}

/** The China time every duration scenario starts at (any fixed time will do: only the length is read). */
const DURATION_START = Date.UTC(2030, 0, 7, 0, 0);
const MS_PER_MINUTE = 60_000;

function hoursText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/**
 * The own-car duration cut at every threshold of the must conditions (D4 kind 1): a value under
 * the first threshold, and one from each threshold to the next. A scenario gets whole minutes
 * (the times are `YYYY-MM-DD HH:mm`), each band its first minute.
 */
export function durationAxis(thresholds: readonly number[]): Axis {
  const cuts = sortedUnique(thresholds);
  const bands: { minutes: number; label: Words; from: number }[] = [];
  const first = cuts[0] as number;
  if (Math.ceil(first * 60) >= 1) {
    bands.push({ minutes: Math.ceil(first * 60) - 1, from: -Infinity, label: words(`不足 ${hoursText(first)} 小时`, `under ${hoursText(first)} h`) });
  }
  cuts.forEach((cut, i) => {
    const next = cuts[i + 1];
    const minutes = Math.ceil(cut * 60);
    if (next !== undefined && minutes / 60 >= next) return; // no whole minute lies between the two cuts
    const label =
      next === undefined
        ? words(`不少于 ${hoursText(cut)} 小时`, `${hoursText(cut)} h or more`)
        : words(`不少于 ${hoursText(cut)} 且不足 ${hoursText(next)} 小时`, `${hoursText(cut)} h to under ${hoursText(next)} h`);
    bands.push({ minutes, from: cut, label });
  });
  return {
    dimension: { id: 'duration', label: words('用车时长', 'duration'), values: bands.map((b) => ({ label: b.label })) },
    apply: (scenario, index) => {
      scenario.fromTime = formatBoardingTime(DURATION_START);
      scenario.toTime = formatBoardingTime(DURATION_START + (bands[index] as { minutes: number }).minutes * MS_PER_MINUTE);
    },
    classify: (scenario) => {
      if (!scenario.fromTime || !scenario.toTime) return 'none';
      const hours = durationHours(scenario.fromTime, scenario.toTime);
      if (!hours.ok) return 'none';
      let band = -1;
      bands.forEach((b, i) => {
        if (hours.value >= b.from) band = i;
      });
      return band === -1 ? 'none' : band;
    },
  };
}

/** With and without the own-car holiday permission (D6). */
export function holidayAxis(): Axis {
  return {
    dimension: {
      id: 'holiday',
      label: words('休假权限', 'holiday permission'),
      values: [{ label: words('无', 'without') }, { label: words('有', 'with') }],
    },
    apply: (scenario, index) => {
      scenario.permissions = index === 1 ? [HOLIDAY_PERMISSION] : [];
    },
    classify: (scenario) => ((scenario.permissions ?? []).includes(HOLIDAY_PERMISSION) ? 1 : 0),
  };
}

/**
 * A choice parent's value (D4 association): nothing chosen, or one of its options. One option at
 * a time is enough: a child shows when SOME chosen option shows it, so two bundles that differ
 * for a set of options differ for one option of it.
 */
export function parentAxis(specialId: number, name: string, options: readonly { optionId: number; label: string }[]): Axis {
  const ids = options.map((o) => o.optionId);
  const at = new Map(ids.map((id, i) => [id, i + 1]));
  return {
    dimension: {
      id: `parent:${specialId}`,
      label: words(`「${name}」`, `field ${specialId}`),
      values: [{ label: words('未选择', 'nothing chosen') }, ...options.map((o) => ({ label: words(o.label, String(o.optionId)) }))],
    },
    apply: (scenario, index) => {
      if (index === 0) return;
      scenario.values = { ...scenario.values, [String(specialId)]: ids[index - 1] as number };
    },
    classify: (scenario) => {
      const chosen = chosenOptionIds(specialValueOf(scenario, specialId));
      if (chosen.length === 0) return 0;
      if (chosen.length === 1) return at.get(chosen[0] as number) ?? `o${chosen[0]}`;
      return `o${[...chosen].sort((a, b) => a - b).join(',')}`;
    },
  };
}
