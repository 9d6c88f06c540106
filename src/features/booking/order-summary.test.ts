/**
 * The confirm step and the detail name a field as the form does (issue 22 §2 "one name for one field on the form, the
 * confirm step and the detail"): the summary said 出行事由 for the field the form calls 用车事由 (or the enterprise's
 * 审批备注), 同行人 for 其他乘车人, 车型 for 车型等级 and 成本中心负责人 for 成本中心审批人.
 */
import { describe, expect, it } from 'vitest';

import ownCarFormSchema from '../../../schemas/own-car-form.schema.json' with { type: 'json' };
import specialCarFormSchema from '../../../schemas/special-car-form.schema.json' with { type: 'json' };
import type { EnterpriseBundle } from '../../../rules/index.ts';
import { bundlePath, readJson } from '../../../tests/support/fixtures.ts';
import { SAMPLE_OWN_CAR_FORM, SAMPLE_SPECIAL_CAR_FORM } from '../../../tests/support/sample-order-forms.ts';
import { ownCarSummary, specialCarSummary } from './order-summary.ts';

/** Rows that show one person from several fields (name, phone, e-mail) carry the person's role. */
const PERSON_ROWS = ['乘车人', '预订人', '审批人'];
/** Own-car rows whose form asks them in another shape (the step-2 car picker 车辆, minutes beside the time, the repeat). */
const OWN_CAR_COMPOSED = ['车辆', '提前用车', '延后用车', '固定用车'];

const titlesOf = (schema: { properties: Record<string, { title?: string }> }) => Object.values(schema.properties).map((p) => p.title);

describe('order summary labels', () => {
  it('labels every special-car row by its form field title, a person or a special field', () => {
    const form = SAMPLE_SPECIAL_CAR_FORM;
    const labels = specialCarSummary(form).map((row) => row.label);
    const specialNames = form.specialConfigList.map((entry) => entry.name);
    expect(labels.filter((label) => !titlesOf(specialCarFormSchema).includes(label) && !PERSON_ROWS.includes(label) && !specialNames.includes(label))).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['用车事由', '其他乘车人', '车型等级']));
  });

  it("labels the audit comment by the enterprise's commentName, as the form does (D3)", () => {
    const bundle = readJson(bundlePath('huaxin-tech')) as EnterpriseBundle;
    const rows = specialCarSummary(SAMPLE_SPECIAL_CAR_FORM, bundle);
    expect(rows).toContainEqual({ label: '审批备注', value: '客户拜访' });
    expect(rows.map((row) => row.label)).not.toContain('用车事由');
  });

  it('labels every own-car row by its form field title, a person, a special field or its composed row', () => {
    const form = SAMPLE_OWN_CAR_FORM;
    const labels = ownCarSummary(form).map((row) => row.label);
    const known = [...titlesOf(ownCarFormSchema), ...PERSON_ROWS, ...OWN_CAR_COMPOSED, ...form.specialConfig.map((entry) => entry.name)];
    expect(labels.filter((label) => !known.includes(label))).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['成本中心审批人', '其他乘车人']));
  });
});

describe('the gift-card amount (spec §3 ECardAmount)', () => {
  it('shows the amount paid by gift e-cards when there is one, under the form\'s title', () => {
    expect(specialCarSummary({ ...SAMPLE_SPECIAL_CAR_FORM, paymentType: 23, ECardList: ['GC-1'], ECardAmount: 67 })).toContainEqual({ label: 'E卡支付金额', value: '¥67' });
    expect(specialCarSummary({ ...SAMPLE_SPECIAL_CAR_FORM, ECardAmount: 0 }).map((row) => row.label)).not.toContain('E卡支付金额');
  });
});

describe('the letter of commitment (spec §3 orderExtraDetail.isAgreeLetterOfCommitment)', () => {
  it('says the booker agreed to it, under the form\'s title, and nothing when there was none', () => {
    expect(specialCarSummary({ ...SAMPLE_SPECIAL_CAR_FORM, paymentType: 4, isAgreeLetterOfCommitment: true })).toContainEqual({ label: '用车承诺函', value: '已阅读并同意' });
    expect(specialCarSummary(SAMPLE_SPECIAL_CAR_FORM).map((row) => row.label)).not.toContain('用车承诺函');
  });
});
