/**
 * 放弃草稿 (issue 8 §3): the visible action that throws a booking draft away, after a confirm.
 * The page passes what discarding means (clear the draft, reset the form).
 */
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={DISCARD_DRAFT_LABEL}
      confirmLabel={DISCARD_DRAFT_CONFIRM}
      onConfirm={onDiscard}
      trigger={<Button disabled={disabled}>{DISCARD_DRAFT_LABEL}</Button>}
    >
      <Text>{DISCARD_DRAFT_QUESTION}</Text>
    </ConfirmDialog>
  );
}
