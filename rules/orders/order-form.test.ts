import { describe, expect, it } from 'vitest';
import { SPECIAL_ENTERPRISE_ID } from '../model/constants.ts';
import { chosenMessageOptions, copySpecialConfigs, messageFlags, readCostCentre, submittedCostCentre } from './order-form.ts';

const table = { isSendMessageToBooker: 8, isSendEmailToBooker: 9 };

describe('message options and flags', () => {
  it('a chosen option turns its flag on', () => {
    expect(messageFlags([9], table)).toEqual({ isSendMessageToBooker: false, isSendEmailToBooker: true });
  });
  it('options outside the table are ignored', () => {
    expect(messageFlags([3], table)).toEqual({ isSendMessageToBooker: false, isSendEmailToBooker: false });
  });
  it('flags give the chosen options in table order', () => {
    expect(chosenMessageOptions({ isSendMessageToBooker: true, isSendEmailToBooker: true }, table)).toEqual([8, 9]);
  });
});

describe('submitted cost centre (spec §6, D8)', () => {
  const parts = { costCentre: '市场部', specialCostCentre: { bizOperUnit: '华东事业部', deptId: '2001' } };
  it('the special enterprise joins its parts', () => {
    expect(submittedCostCentre(parts, SPECIAL_ENTERPRISE_ID)).toBe('华东事业部-2001-市场部');
  });
  it('another enterprise submits the cost centre alone, whatever parts are held', () => {
    expect(submittedCostCentre(parts, 1001)).toBe('市场部');
  });
  it('no cost centre submits nothing', () => {
    expect(submittedCostCentre({ ...parts, costCentre: '' }, SPECIAL_ENTERPRISE_ID)).toBe('');
  });
  it('reading a plain name for the special enterprise keeps it whole', () => {
    expect(readCostCentre('市场部', SPECIAL_ENTERPRISE_ID)).toEqual({ costCentre: '市场部', specialCostCentre: null });
  });
  it('another enterprise never splits a hyphenated name', () => {
    expect(readCostCentre('a-b-c', 1001)).toEqual({ costCentre: 'a-b-c', specialCostCentre: null });
  });
});

describe('copySpecialConfigs', () => {
  it('copies option id lists so the copy can change alone', () => {
    const entries = [{ id: 7, name: '项目编号', value: [1, 2] }];
    const copy = copySpecialConfigs(entries);
    (copy[0]!.value as number[]).push(3);
    expect(entries[0]!.value).toEqual([1, 2]);
  });
});
