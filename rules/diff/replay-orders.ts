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
import { evaluate } from '../evaluate.ts';
import { progressTicker } from './diff-cancelled.ts';
import type { DiffOptions, ReplayEffect, ReplayResult, StoredOrder } from './diff-model.ts';
import { spaceBlocks, type ScenarioBlock } from './scenario-space.ts';
import { stateKey, subjectState } from './subject-state.ts';

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
export function orderScenario(order: StoredOrder, index: number): { ok: true; scenario: Scenario } | { ok: false; issue: Issue } {
  const booker = { userId: order.bookerId ?? '', userLevel: order.userLevel ?? 0, permissions: order.permissions ?? [] };
  let scenario: Scenario;
  if (order.businessType === SPECIAL_CAR) {
    const checked = checkSpecialCarOrderSchema(order.payload);
    if (!checked.ok) return { ok: false, issue: unreadable(index, order.orderId, checked.issues[0]) };
    const paid = checked.value.baseData.paymentType;
    const offered = { paymentTypes: order.offeredPaymentTypes ?? (paid === undefined ? [] : [paid]), carTypeLevels: [] };
    scenario = specialCarScenario(checked.value, booker, offered);
  } else {
    const checked = checkOwnCarOrderSchema(order.payload);
    if (!checked.ok) return { ok: false, issue: unreadable(index, order.orderId, checked.issues[0]) };
    scenario = ownCarScenario(checked.value, booker);
  }
  if (order.bookerId === undefined) delete scenario.bookerId;
  return { ok: true, scenario };
}

interface BlockReplay {
  block: ScenarioBlock;
  /** States of each subject under both bundles, by the order's values of the axes. */
  cache: Map<string, { from: string[]; to: string[]; states: ReturnType<typeof subjectState>[][] }>;
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
  options?: DiffOptions,
): ReplayResult {
  const replays: BlockReplay[] = spaceBlocks(oldBundle, newBundle).map((block) => ({ block, cache: new Map() }));
  const effects = new Map<string, { b: number; s: number; effect: ReplayEffect }>();
  const readable = { 4: 0, 5: 0 };
  const issues: Issue[] = [];
  const ticker = progressTicker(options, orders.length);
  orders.forEach((order, index) => {
    ticker.tick();
    const read = orderScenario(order, index);
    if (!read.ok) {
      issues.push(read.issue);
      return;
    }
    const scenario = read.scenario;
    readable[order.businessType] += 1;
    replays.forEach((replay, b) => {
      const { block } = replay;
      if (block.part.businessType !== order.businessType) return;
      const key = block.axes.map((a) => a.classify(scenario)).join('|');
      let hit = replay.cache.get(key);
      if (!hit) {
        const before = evaluate(block.part.old, scenario);
        const after = evaluate(block.part.new, scenario);
        const states = block.subjects.map((subject) => [
          subjectState(subject, block.part.old, before),
          subjectState(subject, block.part.new, after),
        ]);
        hit = { states, from: states.map(([was]) => stateKey(was!.state)), to: states.map(([, is]) => stateKey(is!.state)) };
        replay.cache.set(key, hit);
      }
      block.subjects.forEach((subject, s) => {
        const from = hit.from[s] as string;
        const to = hit.to[s] as string;
        if (from === to) return;
        const effectKey = `${b}|${s}|${from}|${to}`;
        let effect = effects.get(effectKey)?.effect;
        if (!effect) {
          const [was, is] = hit.states[s] as [ReturnType<typeof subjectState>, ReturnType<typeof subjectState>];
          effect = { subject, before: was.state, after: is.state, orderIds: [], emptyOrderIds: [], ofOrders: 0 };
          effects.set(effectKey, { b, s, effect });
        }
        effect.orderIds.push(order.orderId);
        if (subject.kind === 'specialField' && isEmptyValue(specialValueOf(scenario, subject.specialId))) {
          effect.emptyOrderIds.push(order.orderId);
        }
      });
    });
  });
  ticker.done();
  // Block by block, subject by subject, as the diff lists them.
  const list = [...effects.values()].sort((x, y) => x.b - y.b || x.s - y.s).map((e) => e.effect);
  for (const effect of list) effect.ofOrders = readable[effect.subject.businessType];
  return { orders: orders.length, readable, effects: list, unreadable: issues };
}
