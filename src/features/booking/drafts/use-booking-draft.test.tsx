// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UiProvider } from '../../../components/ui/provider.tsx';
import { DiscardDraftButton } from './discard-draft-button.tsx';
import { draftKey, type DraftOwner } from './draft-store.ts';
import { readBookingDraft, useBookingDraft } from './use-booking-draft.ts';

const booker: DraftOwner = { enterpriseId: 1001, userId: 'u-1001-002', form: 'special-car' };
const KEY = draftKey(booker);
const blank = { passName: '', comments: '' };
type Data = typeof blank;

/** A booking form as the pages build it: opened from the draft, saving as the booker types. */
function Form({ owner = booker, succeed = false }: { owner?: DraftOwner; succeed?: boolean }) {
  const [data, setData] = useState(() => readBookingDraft<Data>(owner)?.data ?? blank);
  const [done, setDone] = useState(false);
  const draft = useBookingDraft<Data>({ owner, data, pristine: blank, enabled: !done });
  return (
    <UiProvider>
      <label>
        乘车人
        <input value={data.passName} onChange={(e) => setData({ ...data, passName: e.target.value })} />
      </label>
      {draft.restored && <p>已恢复草稿</p>}
      <button
        type="button"
        onClick={() => {
          if (!succeed) return;
          setDone(true);
          draft.clear();
        }}
      >
        提交
      </button>
      <DiscardDraftButton
        onDiscard={() => {
          draft.clear();
          setData(blank);
        }}
      />
    </UiProvider>
  );
}

const stored = () => localStorage.getItem(KEY);
const type = (value: string) => fireEvent.change(screen.getByLabelText('乘车人'), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useBookingDraft', () => {
  it('saves what is typed after a pause, and restores it after a remount (a reload)', async () => {
    const first = render(<Form />);
    type('李雷');
    expect(stored()).toBeNull();
    await waitFor(() => expect(JSON.parse(stored() ?? '{}').data).toEqual({ passName: '李雷', comments: '' }));
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ version: 1, owner: booker, savedAt: expect.any(Number) });
    first.unmount();
    render(<Form />);
    expect((screen.getByLabelText('乘车人') as HTMLInputElement).value).toBe('李雷');
    expect(screen.getByText('已恢复草稿')).toBeTruthy();
  });

  it('what is typed just before leaving is saved at once (no pause needed)', () => {
    const page = render(<Form />);
    type('韩梅梅');
    page.unmount();
    expect(JSON.parse(stored() ?? '{}').data.passName).toBe('韩梅梅');
  });

  it('a successful submit clears the draft and nothing is saved after it', async () => {
    render(<Form succeed />);
    type('李雷');
    await waitFor(() => expect(stored()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(stored()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(stored()).toBeNull();
  });

  it('a form brought back to how it opened keeps no draft', async () => {
    render(<Form />);
    type('李雷');
    await waitFor(() => expect(stored()).not.toBeNull());
    type('');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('a corrupted draft is ignored and removed, and the page works', () => {
    localStorage.setItem(KEY, '{"version":1,"data":');
    render(<Form />);
    expect((screen.getByLabelText('乘车人') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('已恢复草稿')).toBeNull();
    expect(stored()).toBeNull();
  });

  it("another user's draft is not visible", () => {
    localStorage.setItem(
      draftKey({ ...booker, userId: 'u-1001-003' }),
      JSON.stringify({ version: 1, owner: { ...booker, userId: 'u-1001-003' }, savedAt: 1, data: { passName: '别人', comments: '' } }),
    );
    render(<Form />);
    expect((screen.getByLabelText('乘车人') as HTMLInputElement).value).toBe('');
  });
});

describe('DiscardDraftButton (放弃草稿)', () => {
  it('asks first; confirming clears the draft and the form', async () => {
    render(<Form />);
    type('李雷');
    await waitFor(() => expect(stored()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '放弃草稿' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定放弃草稿吗');
    fireEvent.click(screen.getByRole('button', { name: '确认放弃' }));
    expect(stored()).toBeNull();
    expect((screen.getByLabelText('乘车人') as HTMLInputElement).value).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(stored()).toBeNull();
  });

  it('cancelling keeps the draft', async () => {
    render(<Form />);
    type('李雷');
    await waitFor(() => expect(stored()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '放弃草稿' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(JSON.parse(stored() ?? '{}').data.passName).toBe('李雷');
  });
});
