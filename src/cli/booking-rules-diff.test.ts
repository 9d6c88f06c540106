/**
 * `booking-rules diff` on fixture pairs with known differences (fixtures/diff/, issue 10 §2):
 * each pair changes one thing of fixtures/diff/base.json, and the diff must name exactly that
 * change, where it happens and the orders it touches.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../tests/support/fixtures.ts';
import { specialCarPayload } from '../../tests/server/payloads.ts';
import { runCli, type CliIo } from './booking-rules.ts';
import { readTextCapped } from './read-input.ts';

function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { readFile: readTextCapped, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) };
  const code = runCli(argv, io);
  return { code, stdout, stderr };
}

const pair = (name: string) => join(FIXTURES, 'diff', `${name}.json`);
const base = pair('base');
const tmp = mkdtempSync(join(tmpdir(), 'booking-rules-diff-'));
const write = (name: string, value: unknown) => {
  const path = join(tmp, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

interface JsonChange {
  subject: Record<string, unknown>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  when: { dimension: string; indexes: number[]; values: { label: { zh: string } }[] }[][];
  scenarios: number;
  words: { zh: { when: string; subject: string } };
  because: { before: { code: string }[]; after: { code: string }[] };
}

function changesOf(next: string): JsonChange[] {
  const r = run(['diff', base, next, '--json']);
  expect(r.code).toBe(1);
  return JSON.parse(r.stdout).changes as JsonChange[];
}

describe('booking-rules diff: fixture pairs with known differences', () => {
  it('a must condition added to 项目编号 makes it required on trip type 3 only', () => {
    const [change, ...rest] = changesOf(pair('must-condition-added'));
    expect(rest).toEqual([]);
    expect(change!.subject).toEqual({ kind: 'specialField', businessType: 4, specialId: 101, name: '项目编号' });
    expect(change!.before).toEqual({ present: true, visible: true, required: false, editable: true });
    expect(change!.after).toEqual({ present: true, visible: true, required: true, editable: true });
    expect(change!.words.zh.when).toBe('行程类型为 异地单程');
    expect(change!.scenarios).toBe(1);
    expect(change!.because.before.map((r) => r.code)).toEqual(['field.applies', 'mustCondition.tripTypeNotIn']);
    expect(change!.because.after.map((r) => r.code)).toEqual(['field.applies', 'mustCondition.tripTypeIn']);
  });

  it('switching the payment-type bit off shows the approver for trip types 1 and 3 with any other payment', () => {
    const [change, ...rest] = changesOf(pair('audit-bit-changed'));
    expect(rest).toEqual([]);
    expect(change!.subject).toEqual({ kind: 'auditSection', businessType: 4, role: 'userInput' });
    expect(change!.before).toEqual({ present: true, visible: false, required: false, editable: false });
    expect(change!.after).toEqual({ present: true, visible: true, required: true, editable: true });
    expect(change!.words.zh.when).toBe('行程类型为 同城单程 或 异地单程 且 支付方式为 其他任一种');
    expect(change!.when).toHaveLength(1);
    expect(change!.when[0]!.map((c) => c.dimension)).toEqual(['tripType', 'paymentType']);
  });

  it('removing 余额 (20) from the payment list hides the approver for trip types 1 and 3 paid by 20', () => {
    const [change, ...rest] = changesOf(pair('payment-option-removed'));
    expect(rest).toEqual([]);
    expect(change!.subject).toEqual({ kind: 'auditSection', businessType: 4, role: 'userInput' });
    expect(change!.before.visible).toBe(true);
    expect(change!.after).toEqual({ present: true, visible: false, required: false, editable: false });
    expect(change!.words.zh.when).toBe('行程类型为 同城单程 或 异地单程 且 支付方式为 余额');
    expect(change!.because.after.map((r) => r.code)).toContain('audit.valueNotIn');
  });

  it("removing the parent's option 境外出差 hides 客户名称 exactly when 差旅类型 is 境外出差", () => {
    const [change, ...rest] = changesOf(pair('parent-option-removed'));
    expect(rest).toEqual([]);
    expect(change!.subject).toEqual({ kind: 'specialField', businessType: 4, specialId: 103, name: '客户名称' });
    expect(change!.before).toEqual({ present: true, visible: true, required: false, editable: true });
    expect(change!.after).toEqual({ present: true, visible: false, required: false, editable: false });
    expect(change!.words.zh.when).toBe('「差旅类型」为 境外出差');
    expect(change!.because.after.map((r) => r.code)).toEqual(['field.parentChoiceHides']);
  });

  it('prints a readable table in Chinese with English beside it', () => {
    const r = run(['diff', base, pair('must-condition-added')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('1 处变化 changes');
    expect(r.stdout).toContain('1. 专车「项目编号」 / special-car field 101 "项目编号"');
    expect(r.stdout).toContain('之前 before: 显示，选填，可编辑 / shown, optional, editable');
    expect(r.stdout).toContain('之后 after:  显示，必填，可编辑 / shown, required, editable');
    expect(r.stdout).toContain('何时 when:   行程类型为 异地单程');
    expect(r.stdout).toContain('trip type is 3');
  });

  it('exits 0 and lists nothing when the bundles behave the same', () => {
    const r = run(['diff', base, base]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('0 处变化 changes');
    const json = run(['diff', base, base, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).changes).toEqual([]);
  });
});

describe('booking-rules diff --orders: the change against stored orders', () => {
  const order = (orderId: string, tripType: number, projectNumber: string | null) => ({
    orderId,
    businessType: 4,
    bookerId: 'u-3001-001',
    userLevel: 1,
    payload: specialCarPayload({
      tripType,
      specialConfigList: projectNumber === null ? [] : [{ id: 101, name: '项目编号', value: projectNumber }],
    }),
  });
  const orders = write('orders.json', [
    order('CS1', 3, 'PRJ-1'),
    order('CS2', 3, null),
    order('CS3', 1, 'PRJ-3'),
    order('CS4', 5, null),
    order('CS5', 3, null),
  ]);

  it('counts the orders the change touches and those that left the field empty', () => {
    const r = run(['diff', base, pair('must-condition-added'), '--orders', orders, '--json']);
    expect(r.code).toBe(1);
    const replay = JSON.parse(r.stdout).replay;
    expect(replay.readable).toEqual({ 4: 5, 5: 0 });
    expect(replay.effects).toHaveLength(1);
    const effect = replay.effects[0];
    expect(effect.subject.specialId).toBe(101);
    expect(effect.orderIds).toEqual(['CS1', 'CS2', 'CS5']);
    expect(effect.emptyOrderIds).toEqual(['CS2', 'CS5']);
    expect(effect.ofOrders).toBe(5);
    expect(effect.words.zh).toBe('在 5 个专车订单中，有 3 个的专车「项目编号」将由“显示，选填，可编辑”变为“显示，必填，可编辑”；其中 2 个未填写');
    expect(effect.words.en).toBe(
      'special-car field 101 "项目编号": shown, optional, editable → shown, required, editable on 3 of the 5 special-car bookings; 2 of them left it empty',
    );
  });

  it('says so in the table, order ids included', () => {
    const r = run(['diff', base, pair('must-condition-added'), `--orders=${orders}`]);
    expect(r.stdout).toContain('订单回放 replay: 5 个订单 orders（专车 special car 5，自有车 own car 0，无法读取 unreadable 0）');
    expect(r.stdout).toContain('订单 orders: CS1, CS2, CS5');
    expect(r.stdout).toContain('未填写 left empty: CS2, CS5');
  });

  it('warns about an order it cannot read and replays the others', () => {
    const some = write('some-broken.json', [order('CS1', 3, null), { orderId: 'CS9', businessType: 4, payload: { baseData: 1 } }]);
    const r = run(['diff', base, pair('must-condition-added'), '--orders', some, '--json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('[replay.orderUnreadable] /1: 订单 CS9 无法读取为预订场景');
    expect(JSON.parse(r.stdout).replay.effects[0].orderIds).toEqual(['CS1']);
  });
});

describe('booking-rules diff: unusable input exits 2 in Chinese and English', () => {
  it('refuses a bundle with lint errors', () => {
    const r = run(['diff', base, join(FIXTURES, 'invalid', 'missing-parent.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('企业配置有错误，不能使用（D10）');
    expect(r.stderr).toContain('bundle has lint errors and cannot be used (D10)');
  });

  it('refuses an orders file that is not an array of stored orders, naming where', () => {
    const notArray = run(['diff', base, base, '--orders', write('object.json', { orders: [] })]);
    expect(notArray.code).toBe(2);
    expect(notArray.stderr).toContain('订单文件应为 JSON 数组');
    expect(notArray.stderr).toContain('orders file must hold a JSON array');
    const badType = run(['diff', base, base, '--orders', write('bad-type.json', [{ orderId: 'CS1', businessType: 3, payload: {} }])]);
    expect(badType.code).toBe(2);
    expect(badType.stderr).toContain('/0/businessType 应为 4 或 5');
    expect(badType.stderr).toContain('/0/businessType must be 4 or 5');
  });

  it('refuses a missing file, a file that is not JSON, and a wrong command line', () => {
    expect(run(['diff', base, join(tmp, 'nope.json')]).stderr).toContain('找不到企业配置文件');
    expect(run(['diff', base, write('text.json', 'not json')]).code).toBe(2);
    const one = run(['diff', base]);
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('diff takes two bundle files (old, new)');
    expect(run(['diff', base, base, '--orders']).code).toBe(2);
  });
});
