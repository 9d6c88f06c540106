// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { focusRefusal, refusalLines } from './focus-refusal.ts';

/** A form as the engine draws it: each control names its error lines in `aria-describedby`. */
function form(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the field the server refused gets the focus (issue 21 §1, §4)', () => {
  const sentence = '行政审核人不在本企业的行政审核人名单中，请从名单中选择';

  it("finds the field's error lines by the pointer and focuses the control they describe", () => {
    const box = form(`
      <input id="root_passName" aria-describedby="root_passName__error" />
      <input id="root_administrativeReviewerMsg_email" aria-describedby="root_administrativeReviewerMsg__error root_x__help" />
      <div id="root_administrativeReviewerMsg__error">${sentence}</div>`);
    expect(focusRefusal(box, '/administrativeReviewerMsg', sentence)).toBe(true);
    expect(document.activeElement?.id).toBe('root_administrativeReviewerMsg_email');
  });

  it("a part's pointer finds its field's lines (a segment shorter), else the lines holding the sentence", () => {
    const box = form(`
      <input id="root_destination_place" aria-describedby="root_destination_place__error" />
      <div id="root_destination_place__error">无法识别下车地点，请从搜索结果中选择地址</div>
      <input id="root_approver_phone" aria-describedby="root_approver__error" />
      <div id="root_approver__error">审批人不能是预订人本人，请填写其他审批人</div>`);
    expect(refusalLines(box, '/approver/phoneNumber', 'x')?.id).toBe('root_approver__error');
    expect(refusalLines(box, '/destination/landmark', '无法识别下车地点，请从搜索结果中选择地址')?.id).toBe('root_destination_place__error');
    focusRefusal(box, '/destination/landmark', '无法识别下车地点，请从搜索结果中选择地址');
    expect(document.activeElement?.id).toBe('root_destination_place');
  });

  it('is false, and moves nothing, when the form draws no such lines', () => {
    const box = form('<input id="root_passName" />');
    expect(focusRefusal(box, '/auditor', sentence)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
