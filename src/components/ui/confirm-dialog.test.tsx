// @vitest-environment jsdom
/**
 * The one confirm dialog: an alertdialog named by its title and described by its question; focus on
 * the safe button when it opens; Escape and the safe button cancel (nothing confirmed); the confirm
 * button confirms once and closes unless the page keeps it open for its work. The trigger is drawn
 * at once and tells it opens a dialog; the dialog's code comes on first use (focus returns to the trigger).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { UiProvider } from './provider.tsx';

afterEach(cleanup);

function Harness({ closeOnConfirm, onConfirm }: { closeOnConfirm?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <UiProvider>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="删除车辆"
        confirmLabel="确认删除"
        cancelLabel="再想想"
        onConfirm={onConfirm}
        {...(closeOnConfirm === undefined ? {} : { closeOnConfirm })}
        trigger={<Button>删除</Button>}
      >
        确定删除车辆 沪A·D1234 吗？<a href="/fleet/cars">查看车辆</a>
      </ConfirmDialog>
    </UiProvider>
  );
}

async function opened(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: '删除' }));
  return screen.findByRole('alertdialog', { name: '删除车辆' });
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its question, with focus on the safe button', async () => {
    // jsdom lays nothing out and the focus trap focuses only visible elements: give elements a width.
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    try {
      render(<Harness onConfirm={() => {}} />);
      const dialog = await opened();
      const describedBy = dialog.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe('确定删除车辆 沪A·D1234 吗？查看车辆');
      // Not the first focusable element (the link in the question): the button that changes nothing.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '再想想' })));
    } finally {
      width.mockRestore();
    }
  });

  it('draws the trigger at once, marked as opening a dialog, and nothing of the dialog until it opens', async () => {
    render(<Harness onConfirm={() => {}} />);
    const trigger = screen.getByRole('button', { name: '删除' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // No portal, no hidden dialog content in the document before the first open.
    expect(document.querySelector('[role="alertdialog"], [data-scope="dialog"]')).toBeNull();
    await opened();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('returns focus to the trigger when it closes', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    try {
      render(<Harness onConfirm={() => {}} />);
      const trigger = screen.getByRole('button', { name: '删除' });
      trigger.focus();
      const dialog = await opened();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '再想想' })));
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(trigger));
    } finally {
      width.mockRestore();
    }
  });

  it('Escape cancels: closed, nothing confirmed', async () => {
    const confirmed: string[] = [];
    render(<Harness onConfirm={() => confirmed.push('yes')} />);
    const dialog = await opened();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(confirmed).toEqual([]);
  });

  it('the safe button cancels; the confirm button confirms once and closes', async () => {
    const confirmed: string[] = [];
    render(<Harness onConfirm={() => confirmed.push('yes')} />);
    fireEvent.click(within(await opened()).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(confirmed).toEqual([]);
    fireEvent.click(within(await opened()).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(confirmed).toEqual(['yes']);
  });

  it('stays open after confirming when the page closes it after its work', async () => {
    const confirmed: string[] = [];
    render(<Harness closeOnConfirm={false} onConfirm={() => confirmed.push('yes')} />);
    fireEvent.click(within(await opened()).getByRole('button', { name: '确认删除' }));
    expect(confirmed).toEqual(['yes']);
    expect(screen.getByRole('alertdialog', { name: '删除车辆' })).toBeTruthy();
  });
});
