/**
 * 放弃草稿 (issue 8 §3): the visible action that throws a booking draft away, after a confirm.
 * The page passes what discarding means (clear the draft, reset the form).
 */
import { Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface DiscardDraftButtonProps {
  /** Called once the booker confirmed: clear the draft (`useBookingDraft().clear`) and reset the form. */
  onDiscard: () => void;
  disabled?: boolean;
}

export const DISCARD_DRAFT_LABEL = '放弃草稿';
export const DISCARD_DRAFT_CONFIRM = '确认放弃';
export const DISCARD_DRAFT_QUESTION = '放弃后，本表单已填写的内容将被清空，且无法恢复。确定放弃草稿吗？';

export function DiscardDraftButton({ onDiscard, disabled = false }: DiscardDraftButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button disabled={disabled}>{DISCARD_DRAFT_LABEL}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{DISCARD_DRAFT_LABEL}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{DISCARD_DRAFT_QUESTION}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>取消</Button>
              </Dialog.ActionTrigger>
              <Button
                variant="primary"
                onClick={() => {
                  setOpen(false);
                  onDiscard();
                }}
              >
                {DISCARD_DRAFT_CONFIRM}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
