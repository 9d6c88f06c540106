/**
 * `replayOrders(old, new, orders)`: the change against real bookings (issue 10 §2). Each stored
 * order is read back as a scenario through the rules core (`specialCarScenario`,
 * `ownCarScenario` of rules/orders/order-scenario.ts, the readers the server uses) and evaluated
 * under both bundles, on the same cut-down parts as the diff; what changes is counted per
 * subject with the order ids, and for a special field, which of those orders left it empty.
 *
 * Orders that fall on the same values of a part's axes get the same states, so each part is
 * evaluated once per distinct set of values, not once per order (docs/rules.md "Impact diff").
 */
import { SPECIAL_CAR } from '../model/constants.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { Issue } from '../model/issue.ts';
import { isEmptyValue, specialValueOf, type Scenario } from '../model/scenario.ts';
import { checkOwnCarOrderSchema, checkSpecialCarOrderSchema } from '../config/validate-order.ts';
import { ownCarScenario, specialCarScenario } from '../orders/order-scenario.ts';
import type { SpecialCarOrderPayload } from '../orders/special-car-order.ts';
import type { OwnCarOrderPayload } from '../orders/own-car-order.ts';
import { evaluate, type EvaluationResult } from '../evaluate.ts';
import { progressTicker } from './diff-cancelled.ts';
import type { DiffOptions, DiffSubject, ReplayEffect, ReplayResult, StoredOrder } from './diff-model.ts';
import { MAX_SCENARIO_SPACE, spaceBlocks, type ScenarioBlock } from './scenario-space.ts';
import { walkSize, walkSpace, type PointVisitor } from './walk-space.ts';
import { stateKey, subjectState, type ReadState } from './subject-state.ts';
import type { Axis } from './dimension-axes.ts';

/** An order whose payload is not a D9 payload of its business type. */
export const ORDER_UNREADABLE = {
  code: 'replay.orderUnreadable',
  message: '订单 {orderId} 无法读取为预订场景：{reason}',
  messageEn: 'order {orderId} cannot be read as a booking scenario: {reason}',
} as const;

function unreadable(index: number, orderId: string, reason: Issue | undefined): Issue {
  const fill = (t: string, why: string) => t.replace('{orderId}', orderId).replace('{reason}', why);
  const where = reason && reason.path !== '' ? `${reason.path} ` : '';
  return {
    code: ORDER_UNREADABLE.code,
    path: `/${index}`,
    message: fill(ORDER_UNREADABLE.message, `${where}${reason?.message ?? '不是订单'}`),
    messageEn: fill(ORDER_UNREADABLE.messageEn, `${where}${reason?.messageEn ?? reason?.message ?? 'not an order'}`),
  };
}

/**
 * The scenario of a stored order, or the issue that stops reading it.
 *
 * @example orderScenario({ orderId: 'CS1', businessType: 4, bookerId: 'u-1', payload }, 0).ok // true
 */
export function orderScenario(
  order: StoredOrder,
  index: number,
  schemaCheck = true,
): { ok: true; scenario: Scenario } | { ok: false; issue: Issue } {
  const booker = { userId: order.bookerId ?? '', userLevel: order.userLevel ?? 0, permissions: order.permissions ?? [] };
  let scenario: Scenario;
  try {
    if (order.businessType === SPECIAL_CAR) {
      const checked = schemaCheck ? checkSpecialCarOrderSchema(order.payload) : { ok: true as const, value: order.payload as SpecialCarOrderPayload };
      if (!checked.ok) return { ok: false, issue: unreadable(index, order.orderId, checked.issues[0]) };
      const paid = checked.value.baseData.paymentType;
      const offered = { paymentTypes: order.offeredPaymentTypes ?? (paid === undefined ? [] : [paid]), carTypeLevels: [] };
      scenario = specialCarScenario(checked.value, booker, offered);
    } else {
      const checked = schemaCheck ? checkOwnCarOrderSchema(order.payload) : { ok: true as const, value: order.payload as OwnCarOrderPayload };
      if (!checked.ok) return { ok: false, issue: unreadable(index, order.orderId, checked.issues[0]) };
      scenario = ownCarScenario(checked.value, booker);
    }
  } catch {
    // Only without the schema check: a payload that lacks a part the readers need.
    return { ok: false, issue: unreadable(index, order.orderId, undefined) };
  }
  if (order.bookerId === undefined) delete scenario.bookerId;
  return { ok: true, scenario };
}

/** How the replay reads the orders. */
export interface ReplayOptions extends DiffOptions {
  /**
   * Check each payload against its D9 schema before reading it (default true: orders from a
   * file). The server's own orders were checked when they were submitted; it may pass false,
   * and an order that still cannot be read is reported, not thrown.
   */
  schemaCheck?: boolean;
}

export interface BlockReplay {
  block: ScenarioBlock;
  sizes: number[];
  /** The subjects whose state differs, by the point of the block an order falls on… */
  points: (Outcome | undefined)[];
  /** …or, for an order that falls on none, by its values. */
  cache: Map<string, Outcome>;
}

interface Outcome {
  changed: { s: number; key: string; was: ReadState; is: ReadState; effect?: ReplayEffect }[];
}

/** The subjects of a block whose state differs between two results. */
function outcome(block: ScenarioBlock, b: number, before: EvaluationResult, after: EvaluationResult): Outcome {
  const changed: Outcome['changed'] = [];
  block.subjects.forEach((subject, s) => {
    const was = subjectState(subject, block.part.old, before);
    const is = subjectState(subject, block.part.new, after);
    const from = stateKey(was.state);
    const to = stateKey(is.state);
    if (from !== to) changed.push({ s, key: `${b}|${s}|${from}|${to}`, was, is });
  });
  return { changed };
}

/** The blocks of a space with their replay tables. */
export function replayTables(blocks: readonly ScenarioBlock[]): BlockReplay[] {
  return blocks.map((block) => ({ block, sizes: block.axes.map((a) => a.dimension.values.length), points: [], cache: new Map() }));
}

/** What a walk of the space (rules/diff/walk-space.ts) hands the replay: each point's outcome. */
export function replayVisitor(replays: readonly BlockReplay[]): PointVisitor {
  return (b, index, before, after) => {
    const replay = replays[b] as BlockReplay;
    replay.points[index] = outcome(replay.block, b, before, after);
  };
}

/** Whether a space is small enough to walk ahead of the orders (else each point is evaluated when an order meets it). */
export function walkAhead(blocks: readonly ScenarioBlock[]): boolean {
  return blocks.reduce((n, b) => n + b.size, 0) <= MAX_SCENARIO_SPACE;
}

/**
 * How the change from `oldBundle` to `newBundle` touches stored orders. Throws `DiffCancelled`
 * when `options.signal` aborts or `options.shouldStop()` is true.
 *
 * @example
 * replayOrders(bundle, withMustCondition, orders).effects[0]
 * // { subject: { kind: 'specialField', specialId: 7, name: '项目编号', … }, before: { …, required: false },
 * //   after: { …, required: true }, orderIds: ['CS20261122000001', …], emptyOrderIds: [...], ofOrders: 412 }
 */
export function replayOrders(
  oldBundle: EnterpriseBundle,
  newBundle: EnterpriseBundle,
  orders: readonly StoredOrder[],
  options?: ReplayOptions,
): ReplayResult {
  const blocks = spaceBlocks(oldBundle, newBundle);
  const replays = replayTables(blocks);
  // Every order that falls on a point of the space reads that point's outcome: walk the space
  // once (as the diff does) when it is within the cap; else each point is evaluated when met.
  const walk = walkAhead(blocks) ? walkSize(blocks) : 0;
  const ticker = progressTicker(options, walk + orders.length);
  if (walk > 0) walkSpace(blocks, replayVisitor(replays), () => ticker.tick());
  const result = replayOn(replays, orders, options?.schemaCheck ?? true, () => ticker.tick());
  ticker.done();
  return result;
}

/** The orders replayed on tables (walked ahead or not). `tick` is called once per order. */
export function replayOn(replays: readonly BlockReplay[], orders: readonly StoredOrder[], schemaCheck: boolean, tick: () => void): ReplayResult {
  const effects = new Map<string, { b: number; s: number; effect: ReplayEffect }>();
  const readable = { 4: 0, 5: 0 };
  const issues: Issue[] = [];
  orders.forEach((order, index) => {
    tick();
    const read = orderScenario(order, index, schemaCheck);
    if (!read.ok) {
      issues.push(read.issue);
      return;
    }
    const scenario = read.scenario;
    readable[order.businessType] += 1;
    // Field blocks share their leading axes: classify each axis once per order.
    const classified = new Map<Axis, number | string>();
    const classify = (axis: Axis) => {
      let value = classified.get(axis);
      if (value === undefined) {
        value = axis.classify(scenario);
        classified.set(axis, value);
      }
      return value;
    };
    replays.forEach((replay, b) => {
      const { block } = replay;
      if (block.part.businessType !== order.businessType) return;
      // The point of the block the order falls on, or a text key when it falls on none.
      let point = 0;
      let key: string | undefined;
      for (let d = 0; d < block.axes.length; d += 1) {
        const value = classify(block.axes[d] as Axis);
        if (typeof value === 'number' && key === undefined) point = point * (replay.sizes[d] as number) + value;
        else key = `${key ?? point}|${d}:${value}`;
      }
      let hit = key === undefined ? replay.points[point] : replay.cache.get(key);
      if (!hit) {
        hit = outcome(block, b, evaluate(block.part.old, scenario), evaluate(block.part.new, scenario));
        if (key === undefined) replay.points[point] = hit;
        else replay.cache.set(key, hit);
      }
      for (const change of hit.changed) {
        const subject = block.subjects[change.s] as DiffSubject;
        // Many points share an effect: find it once per point, then keep the reference.
        if (!change.effect) {
          let found = effects.get(change.key)?.effect;
          if (!found) {
            found = { subject, before: change.was.state, after: change.is.state, orderIds: [], emptyOrderIds: [], ofOrders: 0 };
            effects.set(change.key, { b, s: change.s, effect: found });
          }
          change.effect = found;
        }
        change.effect.orderIds.push(order.orderId);
        if (subject.kind === 'specialField' && isEmptyValue(specialValueOf(scenario, subject.specialId))) {
          change.effect.emptyOrderIds.push(order.orderId);
        }
      }
    });
  });
  // Block by block, subject by subject, as the diff lists them.
  const list = [...effects.values()].sort((x, y) => x.b - y.b || x.s - y.s).map((e) => e.effect);
  for (const effect of list) effect.ofOrders = readable[effect.subject.businessType];
  return { orders: orders.length, readable, effects: list, unreadable: issues };
}
