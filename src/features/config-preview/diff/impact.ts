/**
 * The impact of an edit (issue 10 §2) as the page shows it: the saved bundle against the edited
 * one through `rules/diff` (`diffBundles`, then `replayOrders` over the enterprise's stored
 * orders), put in Chinese words by the diff's own presenter. Pure and plain data, so the Web
 * Worker (diff.worker.ts) runs it and posts the result as it is; tests run it directly.
 */
import {
  describeChange,
  describeEffect,
  diffBundles,
  replayOrders,
  type DiffOptions,
  type EnterpriseBundle,
  type StoredOrder,
} from '../../../../rules/index.ts';

export interface ImpactChange {
  subject: string;
  before: string;
  after: string;
  when: string;
}

/** An order touched, as the admin knows it: who booked, when it rides, from where to where (issue 24 §2). */
export interface ImpactOrder {
  orderId: string;
  businessType: 4 | 5;
  booker: string;
  /** The boarding time as booked (China time `YYYY-MM-DD HH:mm`), or '' when the payload has none. */
  date: string;
  route: string;
}

export interface ImpactEffect {
  text: string;
  /** The orders touched, each with its business type, for links to their detail pages. */
  orders: ImpactOrder[];
}

/** The enterprise's people by user id (the live config's `people`): the diff names them, never their ids. */
export type PeopleNames = Readonly<Record<string, string>>;

export type Impact =
  | { ok: true; changes: ImpactChange[]; effects: ImpactEffect[]; scenarios: number; orders: number; unreadable: number }
  | { ok: false; message: string };

/** Which half of the work a progress report is about. */
export type ImpactPhase = 'diff' | 'replay';

/** The edit's impact: every changed state with the scenarios where it changes, and the stored orders it touches. */
export function computeImpact(
  saved: EnterpriseBundle,
  edited: EnterpriseBundle,
  orders: readonly StoredOrder[],
  onProgress?: (phase: ImpactPhase, done: number, total: number) => void,
  people: PeopleNames = {},
): Impact {
  const options = (phase: ImpactPhase): DiffOptions => (onProgress ? { onProgress: (done, total) => onProgress(phase, done, total) } : {});
  const diff = diffBundles(saved, edited, options('diff'));
  if (!diff.ok) return { ok: false, message: diff.issues.map((i) => i.message).join('；') };
  // The orders are the server's own, each checked against its schema when it was submitted; the browser
  // compiles no schema at run time (issue 21 §6, src/app/schema-compile-stub.ts), so it reads them as they are.
  const replay = replayOrders(saved, edited, orders, { ...options('replay'), schemaCheck: false });
  const byId = new Map(orders.map((o) => [o.orderId, o] as const));
  const named = withNames([saved, edited], people);
  return {
    ok: true,
    changes: diff.value.changes.map((change) => {
      const words = describeChange(change, 'zh');
      return { subject: words.subject, before: words.before, after: words.after, when: named(words.when) };
    }),
    effects: replay.effects.map((effect) => ({
      text: describeEffect(effect, 'zh'),
      orders: effect.orderIds.map((orderId) => impactOrder(orderId, byId.get(orderId), effect.subject.businessType)),
    })),
    scenarios: diff.value.scenarios,
    orders: replay.orders,
    unreadable: replay.unreadable.length,
  };
}

type Loose = Record<string, unknown> | undefined;
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A place of an order's payload by the name a booker knows it by: its landmark, else its address, else its city. */
const placeOf = (address: unknown): string => text(field(address, 'landmark')) || text(field(address, 'address')) || text(field(address, 'city')) || '未填写地点';

/**
 * An order as the impact lists it, read from its payload (D9: the special car's `booker.name` and
 * `baseData.boardingTime`, the own car's `bookerName` and `boardingTime`; both `boardingAddress` →
 * `dropOffAddress`). An order whose payload lacks them still gets a line.
 *
 * @example impactOrder('SC1', order, 4) // { orderId: 'SC1', businessType: 4, booker: '王小明', date: '2026-12-01 09:00', route: '恒生银行大厦 → 东部软件园' }
 */
export function impactOrder(orderId: string, order: StoredOrder | undefined, fallback: 4 | 5): ImpactOrder {
  const payload = order?.payload as Loose;
  const businessType = (order?.businessType ?? fallback) as 4 | 5;
  const booker = text(field(field(payload, 'booker'), 'name')) || text(field(payload, 'bookerName')) || '未填写预订人';
  const date = text(field(field(payload, 'baseData'), 'boardingTime')) || text(field(payload, 'boardingTime'));
  const route = `${placeOf(field(payload, 'boardingAddress'))} → ${placeOf(field(payload, 'dropOffAddress'))}`;
  return { orderId, businessType, booker, date: date.slice(0, 16), route };
}

/**
 * The people of the bundles' no-audit lists named in a text of the diff (its conditions name a
 * list's bookers by the ids the bundle keeps): each id becomes the person's name.
 */
function withNames(bundles: readonly EnterpriseBundle[], people: PeopleNames): (words: string) => string {
  const ids = [...new Set(bundles.flatMap((b) => (b.noNeedToAudit ?? []).flatMap((l) => l.bookerIds)))].filter((id) => id !== '').sort((a, b) => b.length - a.length);
  if (ids.length === 0) return (words) => words;
  return (words) => ids.reduce((out, id) => (out.includes(id) ? out.split(id).join(people[id] || '一位未登记姓名的预订人') : out), words);
}

/** The impact in a few lines, as the save's confirmation shows it and the version keeps it. */
export function impactSummary(impact: Impact): string {
  if (!impact.ok) return `无法比较：${impact.message}`;
  if (impact.changes.length === 0) return '没有规则状态发生变化';
  const lines = impact.changes.map((c) => `${c.subject}：${c.before} → ${c.after}（${c.when}）`);
  lines.push(...impact.effects.map((e) => e.text));
  return lines.join('\n');
}
