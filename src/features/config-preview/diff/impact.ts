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

export interface ImpactEffect {
  text: string;
  /** The orders touched, each with its business type, for links to their detail pages. */
  orders: { orderId: string; businessType: 4 | 5 }[];
}

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
): Impact {
  const options = (phase: ImpactPhase): DiffOptions => (onProgress ? { onProgress: (done, total) => onProgress(phase, done, total) } : {});
  const diff = diffBundles(saved, edited, options('diff'));
  if (!diff.ok) return { ok: false, message: diff.issues.map((i) => i.message).join('；') };
  // The orders are the server's own, each checked against its schema when it was submitted; the browser
  // compiles no schema at run time (issue 21 §6, src/app/schema-compile-stub.ts), so it reads them as they are.
  const replay = replayOrders(saved, edited, orders, { ...options('replay'), schemaCheck: false });
  const kindOf = new Map(orders.map((o) => [o.orderId, o.businessType] as const));
  return {
    ok: true,
    changes: diff.value.changes.map((change) => {
      const words = describeChange(change, 'zh');
      return { subject: words.subject, before: words.before, after: words.after, when: words.when };
    }),
    effects: replay.effects.map((effect) => ({
      text: describeEffect(effect, 'zh'),
      orders: effect.orderIds.map((orderId) => ({ orderId, businessType: kindOf.get(orderId) ?? effect.subject.businessType })),
    })),
    scenarios: diff.value.scenarios,
    orders: replay.orders,
    unreadable: replay.unreadable.length,
  };
}

/** The impact in a few lines, as the save's confirmation shows it and the version keeps it. */
export function impactSummary(impact: Impact): string {
  if (!impact.ok) return `无法比较：${impact.message}`;
  if (impact.changes.length === 0) return '没有规则状态发生变化';
  const lines = impact.changes.map((c) => `${c.subject}：${c.before} → ${c.after}（${c.when}）`);
  lines.push(...impact.effects.map((e) => e.text));
  return lines.join('\n');
}
