// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UiProvider } from '../../../components/ui/provider.tsx';
import { RefuseDialog } from './refuse-dialog.tsx';

afterEach(cleanup);

describe('a card’s 拒绝 (issue 25 §3)', () => {
  it('asks for the reason in a dialog; an empty one is the rule’s sentence under the field, a given one refuses with it', async () => {
    const onRefuse = vi.fn();
    render(
      <UiProvider>
        <RefuseDialog orderId="CS20261127000001" busy={false} onRefuse={onRefuse} />
      </UiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    await screen.findByRole('alertdialog', { name: '拒绝订单 CS20261127000001' });
    const confirm = await screen.findByRole('button', { name: '确认拒绝' });
    fireEvent.click(confirm);
    await screen.findByText('拒绝时请填写审批意见');
    expect(onRefuse).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('审批意见'), { target: { value: '  请改乘高铁  ' } });
    fireEvent.blur(screen.getByLabelText('审批意见'));
    fireEvent.click(confirm);
    expect(onRefuse).toHaveBeenCalledWith('请改乘高铁');
  });
});
