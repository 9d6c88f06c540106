// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UiProvider } from '../../../components/ui/provider.tsx';
import { DecisionForm } from './decision-form.tsx';

afterEach(cleanup);

function renderForm() {
  const onDecide = vi.fn();
  render(
    <UiProvider>
      <DecisionForm label="审批" submitText="提交审批" onDecide={onDecide} />
    </UiProvider>,
  );
  return { onDecide };
}

describe('the decision form', () => {
  it('labels its inputs and marks 审批结果 required', () => {
    renderForm();
    expect(screen.getByRole('radiogroup', { name: /审批结果/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('同意')).toHaveProperty('type', 'radio');
    expect(screen.getByLabelText('拒绝')).toHaveProperty('type', 'radio');
    expect(screen.getByLabelText('审批意见').tagName).toBe('TEXTAREA');
  });

  it('starts with no decision made: submitting without one says 审批结果为必填项 and decides nothing', async () => {
    const { onDecide } = renderForm();
    expect(screen.getByLabelText('同意')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('拒绝')).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: '提交审批' }));
    await screen.findByText('审批结果为必填项');
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('a refusal without a comment shows 拒绝时请填写审批意见 under the comment, linked, and decides nothing', async () => {
    const { onDecide } = renderForm();
    fireEvent.click(screen.getByLabelText('拒绝'));
    fireEvent.click(screen.getByRole('button', { name: '提交审批' }));
    const message = await screen.findByText('拒绝时请填写审批意见');
    const comment = screen.getByLabelText('审批意见');
    expect(comment.getAttribute('aria-describedby')?.split(' ')).toContain(message.parentElement?.id);
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('a refusal with a comment is decided with the comment trimmed', async () => {
    const { onDecide } = renderForm();
    fireEvent.click(screen.getByLabelText('拒绝'));
    fireEvent.change(screen.getByLabelText('审批意见'), { target: { value: '  请改乘高铁 ' } });
    fireEvent.blur(screen.getByLabelText('审批意见'));
    fireEvent.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith(2, '请改乘高铁', []));
  });
});
