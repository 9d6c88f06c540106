/**
 * The confirm dialog itself (Chakra v3 `Dialog`, role `alertdialog`), fetched the first time a
 * `ConfirmDialog` opens (confirm-dialog.tsx): zag's dialog, focus trap, dismissable layer, presence
 * and portal are about 17 KB gzip that a page with a 放弃草稿 button does not need until it is clicked.
 */
import { Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

import { Button } from './button.tsx';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

export interface ConfirmDialogBodyProps extends Omit<ConfirmDialogProps, 'trigger'> {
  /** Where focus returns on close: the trigger that opened it (outside the dialog's root). */
  returnFocusTo: () => HTMLElement | null;
}

export function ConfirmDialogBody({
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
  size = 'md',
  returnFocusTo,
}: ConfirmDialogBodyProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => safe.current}
      finalFocusEl={returnFocusTo}
      size={size}
    >
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
