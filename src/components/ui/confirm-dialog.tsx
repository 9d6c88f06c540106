/**
 * The portal's one confirm dialog (Chakra v3 `Dialog`, role `alertdialog`): a title that names the
 * dialog, the question, and two buttons. Focus goes to the safe button (the one that changes nothing)
 * when it opens, so a stray Enter does not confirm; Escape, the safe button and a click outside cancel.
 * The dialog is controlled: the page keeps `open` and decides what confirming does.
 */
import { Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

import { Button } from './button.tsx';

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
  /** The element that opens the dialog (rendered as the trigger), when the page has one beside it. */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * @example
 * <ConfirmDialog open={open} onOpenChange={setOpen} title="放弃草稿" confirmLabel="确认放弃" onConfirm={discard}
 *   trigger={<Button>放弃草稿</Button>}>
 *   放弃后，本表单已填写的内容将被清空，且无法恢复。
 * </ConfirmDialog>
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = '取消',
  onConfirm,
  closeOnConfirm = true,
  confirmLoading = false,
  confirmDisabled = false,
  trigger,
  size = 'md',
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => safe.current}
      size={size}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{children}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={safe}>{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button
                variant="primary"
                loading={confirmLoading}
                disabled={confirmDisabled}
                onClick={() => {
                  if (closeOnConfirm) onOpenChange(false);
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
