import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { bookingScenario, evaluate, type EnterpriseBundle } from '../../../rules/index.ts';
import { kindOf, panelInput, previewBooking, previewContext, withPanelInput } from './preview-booking.ts';
import { initialScenarioInput, OUTSIDE_LISTS, scenarioForm, type ScenarioInput } from './scenario-form.ts';
import { stateRows } from './state-table.ts';

const BUNDLE = JSON.parse(readFileSync(new URL('../../../fixtures/enterprises/huaxin-tech/bundle.json', import.meta.url), 'utf8')) as EnterpriseBundle;
const NOW = new Date('2026-11-23T10:00:00+08:00');

/** The scenario the preview evaluates for the panel's inputs: a new booking with them written in. */
const scenarioOf = (input: ScenarioInput) => bookingScenario(kindOf(input.businessType), previewBooking(BUNDLE, input, NOW), previewContext(input));

describe('the scenario panel (D2 inputs)', () => {
  it('offers every D2 input of the business type: order type, payment and car level for special car, the times for own car', () => {
    const special = Object.keys((scenarioForm(BUNDLE, 4).schema.properties ?? {}) as object);
    expect(special).toEqual(['businessType', 'tripType', 'orderType', 'paymentType', 'offeredPaymentTypes', 'userLevel', 'bookerId', 'carTypeLevel', 'passengerName']);
    expect(Object.keys((scenarioForm(BUNDLE, 5).schema.properties ?? {}) as object)).toEqual(['businessType', 'tripType', 'userLevel', 'bookerId', 'passengerName', 'fromTime', 'toTime']);
  });

  it('offers the trip types the bundle lists for the business type, with their Chinese names', () => {
    const tripType = (scenarioForm(BUNDLE, 5).schema.properties as Record<string, { oneOf: { const: number; title: string }[] }>).tripType!;
    expect(tripType.oneOf).toEqual([
      { const: 1, title: '同城' },
      { const: 2, title: '异地' },
      { const: 3, title: '普通' },
      { const: 4, title: '休假' },
    ]);
  });

  it('a booker outside every list is a booker no list names; a listed one keeps their id', () => {
    const input = initialScenarioInput(BUNDLE);
    expect(scenarioOf(input).bookerId).toBe('preview-booker');
    expect(scenarioOf({ ...input, bookerId: 'u-1' }).bookerId).toBe('u-1');
    expect(input.bookerId).toBe(OUTSIDE_LISTS);
  });

  it('the times go into the scenario for own car only', () => {
    const input = { ...initialScenarioInput(BUNDLE), fromTime: '2026-12-01 09:00', toTime: '2026-12-01 18:00' };
    expect(scenarioOf(input).fromTime).toBeUndefined();
    const own: ScenarioInput = { businessType: 5, offeredPaymentTypes: [], userLevel: 0, bookerId: '', passengerName: '', fromTime: input.fromTime, toTime: input.toTime };
    expect(scenarioOf(own)).toMatchObject({ fromTime: '2026-12-01 09:00', toTime: '2026-12-01 18:00' });
  });

  it('the panel reads the D2 inputs from the booking data and writes them back unchanged (a round trip is the identity)', () => {
    const input = { ...initialScenarioInput(BUNDLE), tripType: 3, passengerName: '张三', carTypeLevel: 2 };
    const data = previewBooking(BUNDLE, input, NOW);
    const shown = panelInput(input, data);
    expect(shown).toMatchObject({ tripType: 3, passengerName: '张三', carTypeLevel: 2, orderType: 1, paymentType: 4 });
    expect(withPanelInput(data, shown)).toBe(data);
    expect(withPanelInput(data, { ...shown, tripType: 1 }).tripType).toBe(1);
  });
});

describe('the state table', () => {
  it('has a row per special field and audit section with the reason in Chinese, and follows the trip type', () => {
    const input = initialScenarioInput(BUNDLE);
    const at = (tripType: number) => stateRows(BUNDLE, evaluate(BUNDLE, scenarioOf({ ...input, tripType })));
    const rows = at(3);
    expect(rows.filter((r) => r.kind === '特殊字段').map((r) => r.name)).toContain('项目编号');
    expect(rows.some((r) => r.kind === '审批')).toBe(true);
    const project = (tripType: number) => at(tripType).find((r) => r.key === 'field-101')!;
    expect(project(3).required).toBe(true);
    expect(project(5).required).toBe(false);
    expect(project(3).because.join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(project(3).because.join('')).not.toMatch(/^[\x20-\x7e]+$/);
  });
});
