/**
 * A card's 拒绝 (issue 25 §3): a dialog asking for the reason, the rules' `refusalForm` drawn by the
 * form engine, its rule (a refusal needs a reason) said under the field in the rule's own sentence.
 * 确认拒绝 refuses the one order; 取消, Escape or a click outside leave it waiting.
 */
import { useState } from 'react';

import { refusalErrors, refusalForm, type Issue } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { NO_LOOKUPS } from './decision-form.tsx';

const FORM = refusalForm();

/** @example <RefuseDialog orderId="CS20261127000001" busy={false} onRefuse={(reason) => refuse(reason)} /> */
export function RefuseDialog({ orderId, busy, onRefuse }: { orderId: string; busy: boolean; onRefuse: (reason: string) => void }) {
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<{ comment?: string }>({});
  const [errors, setErrors] = useState<readonly Issue[]>([]);
  const confirm = () => {
    const found = refusalErrors(data.comment);
    setErrors(found);
    if (found.length > 0) return;
    setOpen(false);
    onRefuse((data.comment ?? '').trim());
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors([]);
      }}
      title={`拒绝订单 ${orderId}`}
      confirmLabel="确认拒绝"
      closeOnConfirm={false}
      onConfirm={confirm}
      confirmLoading={busy}
      trigger={<Button disabled={busy}>拒绝</Button>}
    >
      <SchemaForm<{ comment?: string }>
        form={FORM}
        formData={data}
        // The message stays until 确认拒绝 checks again: a text is committed on blur, and a message
        // vanishing then would move the button from under the pointer between press and release.
        onChange={setData}
        onSubmit={confirm}
        errors={errors}
        lookups={NO_LOOKUPS}
        label={`拒绝订单 ${orderId} 的理由`}
        idPrefix={`refuse-${orderId}`}
      >
        {/* No submit button of its own: the dialog's 确认拒绝 is it. */}
        <></>
      </SchemaForm>
    </ConfirmDialog>
  );
}
