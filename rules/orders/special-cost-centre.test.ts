import { describe, expect, it } from 'vitest';
import { booking, readySpecialCarData } from '../../tests/support/booking-flows.ts';
import { bundlePath, readJson } from '../../tests/support/fixtures.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { bookingStep } from '../step/booking-step.ts';
import { SPECIAL_ENTERPRISE_ID } from '../model/constants.ts';
import { formatSpecialCostCentre, isSpecialEnterprise, parseSpecialCostCentre } from './special-cost-centre.ts';

describe('the special enterprise cost centre (spec §6, D8)', () => {
  it('joins bizOperUnit-deptId-costCentre with hyphens', () => {
    expect(formatSpecialCostCentre({ bizOperUnit: '华东事业部', deptId: '2001', costCentre: '市场部' })).toBe('华东事业部-2001-市场部');
  });
  it('splits three parts, trimmed', () => {
    expect(parseSpecialCostCentre(' 华东事业部 - 2001 - 市场部 ')).toEqual({
      ok: true,
      value: { bizOperUnit: '华东事业部', deptId: '2001', costCentre: '市场部' },
      issues: [],
    });
  });
  it.each(['华东事业部-2001', '华东事业部-2001-市场部-外包', '华东事业部--市场部', '-2001-市场部', '', '市场部'])(
    'refuses %j: not three non-empty parts',
    (text) => {
      expect(parseSpecialCostCentre(text, '/costCentre')).toEqual({
        ok: false,
        issues: [
          {
            code: 'costCentre.notThreeParts',
            path: '/costCentre',
            message: '成本中心应为 业务单元-部门-成本中心 三段',
            messageEn: 'The cost centre must read bizOperUnit-deptId-costCentre, three non-empty parts',
          },
        ],
      });
    },
  );
  it('three parts are a success without issues', () => {
    expect(parseSpecialCostCentre('a-b-c')).toMatchObject({ ok: true, issues: [] });
  });
});

describe('isSpecialEnterprise (spec §6)', () => {
  it('knows the fixed id', () => {
    expect(isSpecialEnterprise(SPECIAL_ENTERPRISE_ID)).toBe(true);
  });
  it('knows the fixed id as text', () => {
    expect(isSpecialEnterprise(String(SPECIAL_ENTERPRISE_ID))).toBe(true);
  });
  it.each([1001, 0, '', null, undefined])('%j is not special', (id) => {
    expect(isSpecialEnterprise(id)).toBe(false);
  });
});

describe('the special-car form draws the special enterprise’s business unit and department (spec §6, docs/rules.md 8.2)', () => {
  const borui = readJson(bundlePath('borui-auto-special')) as EnterpriseBundle;
  const opened = { kind: 'special-car', from: 'opened' } as const;

  it('for the special enterprise only, each part required with its title', () => {
    const step = bookingStep(borui, booking.context, opened, readySpecialCarData({ specialCostCentre: null }));
    expect(step.form.uiSchema.specialCostCentre).toEqual({ 'ui:field': 'specialCostCentre' });
    expect(step.blockers.submit.filter((e) => e.path.startsWith('/specialCostCentre')).map((e) => [e.path, e.message])).toEqual([
      ['/specialCostCentre/bizOperUnit', '业务经营单位为必填项'],
      ['/specialCostCentre/deptId', '部门为必填项'],
    ]);
    const chosen = bookingStep(borui, booking.context, step, { ...step.data, specialCostCentre: { bizOperUnit: '华东事业部', deptId: 'D2001' } });
    expect(chosen.blockers.submit.filter((e) => e.path.startsWith('/specialCostCentre'))).toEqual([]);
    const other = bookingStep(booking.bundle, booking.context, opened, readySpecialCarData());
    expect(Object.keys(other.form.schema.properties as object)).not.toContain('specialCostCentre');
  });
});

/** Every field title on a compiled form, nested objects and array items included (not choice options). */
function fieldTitles(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const { properties, items } = schema as { properties?: Record<string, { title?: string }>; items?: unknown };
  const own = Object.values(properties ?? {}).flatMap((child) => [...(child.title ? [child.title] : []), ...fieldTitles(child)]);
  return [...own, ...fieldTitles(items)];
}

describe('one field once on the special enterprise’s form (issue 22 §2)', () => {
  it('the three parts come from the cost-centre lookup alone: no special field asks for a part again', () => {
    const borui = readJson(bundlePath('borui-auto-special')) as EnterpriseBundle;
    const step = bookingStep(borui, booking.context, { kind: 'special-car', from: 'opened' }, readySpecialCarData({ specialCostCentre: null }));
    const titles = fieldTitles(step.form.schema);
    expect(titles).toEqual(expect.arrayContaining(['业务经营单位', '部门']));
    expect(titles.filter((title) => /事业部|业务|部门|成本中心/.test(title))).toEqual(titles.filter((title) => ['业务经营单位', '部门', '成本中心', '特殊成本中心', '成本中心审批人'].includes(title)));
  });
});
