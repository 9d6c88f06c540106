/**
 * The portal's one confirm dialog (role `alertdialog`): a title that names the dialog, the question,
 * and two buttons. Focus goes to the safe button (the one that changes nothing) when it opens, so a
 * stray Enter does not confirm; Escape, the safe button and a click outside cancel; focus returns to
 * the trigger. The dialog is controlled: the page keeps `open` and decides what confirming does.
 *
 * Loaded on first use (issue 9 §2, the booking page ≤ 330 KB): the trigger is drawn at once, and
 * the dialog (confirm-dialog-body.tsx: Chakra's Dialog with zag's machine and focus trap) is fetched
 * when the trigger is hovered or focused, or when the dialog first opens, and drawn open as soon as
 * it arrives, without a fallback. Once fetched it stays mounted. Pinned by
 * tests/build/plain-pages.test.ts (the booking page's static imports reach no @zag-js/dialog).
 */
import { cloneElement, createElement, isValidElement, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement, ReactNode } from 'react';

import { lazyValue, useLoaded } from '../../lib/use-loaded.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: string;
  /** The question, or what confirming will do. */
  children: ReactNode;
  confirmLabel: string;
  /** The safe button; 取消 unless the action itself is a cancel (再想想). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Closes the dialog before `onConfirm` (default); false when the page closes it after its work. */
  closeOnConfirm?: boolean;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  /** The element that opens the dialog (a button; clicking it opens), when the page has one beside it. */
  trigger?: ReactElement<TriggerProps>;
  size?: 'sm' | 'md' | 'lg';
}

/** What the trigger is handed (the props of any button). */
interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: never) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

const body = lazyValue(() => import('./confirm-dialog-body.tsx').then((module) => module.ConfirmDialogBody));

/** Starts fetching the dialog (hover or focus on a trigger: it is likely to be opened next). */
export const preloadConfirmDialog = (): void => void body.preload().catch(() => {});

/**
 * @example
 * <ConfirmDialog open={open} onOpenChange={setOpen} title="放弃草稿" confirmLabel="确认放弃" onConfirm={discard}
 *   trigger={<Button>放弃草稿</Button>}>
 *   放弃后，本表单已填写的内容将被清空，且无法恢复。
 * </ConfirmDialog>
 */
export function ConfirmDialog({ trigger, ...props }: ConfirmDialogProps) {
  const { open, onOpenChange } = props;
  // Fetched once first opened; drawn from then on (closed too), so closing and reopening need no fetch.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const Body = useLoaded(body.loaded, body.preload, wanted);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      {isValidElement(trigger)
        ? cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              setOpener(event.currentTarget);
              onOpenChange(true);
            },
            onPointerEnter: preloadConfirmDialog,
            onFocus: (event: FocusEvent<HTMLElement>) => {
              trigger.props.onFocus?.(event);
              preloadConfirmDialog();
            },
          })
        : null}
      {/* The component is the chunk's export: the same one on every render. */}
      {Body && wanted ? createElement(Body, { ...props, returnFocusTo: () => opener }) : null}
    </>
  );
}
