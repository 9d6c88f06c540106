/** A delete asked once more in the portal's confirm dialog (删除 → 确认删除), for a car or a batch of them. */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

export function ConfirmDelete({ label, question, trigger, disabled, onConfirm }: { label: string; question: string; trigger: string; disabled?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="确认删除"
      confirmLabel="确认删除"
      cancelLabel="再想想"
      onConfirm={onConfirm}
      trigger={
        // The small red button of a table row, not the portal's form button.
        <Button size="xs" variant="outline" colorPalette="red" aria-label={label} disabled={disabled}>
          {trigger}
        </Button>
      }
    >
      {question}
    </ConfirmDialog>
  );
}
