/** A delete asked once more in an alert dialog (删除 → 确认删除), for a car or a batch of them. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';

export function ConfirmDelete({ label, question, trigger, disabled, onConfirm }: { label: string; question: string; trigger: string; disabled?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={label} disabled={disabled}>{trigger}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>确认删除</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{question}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">再想想</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
              >
                确认删除
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
