/**
 * /UploadPic?orderId=…: decide one waiting order with a picture attached (the audit attachment,
 * issue 11 §2). The picture goes through `/CsOrder/uploadAuditFile` (the attachment upload's size and
 * kind checks) and its file id with the decision; the booker opens it from the order's history.
 */
import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { approvalKeys, decideOrders, pendingApprovalsQuery, uploadAuditPicture } from '../api/approvals.ts';
import { DecisionForm, NO_LOOKUPS } from './decision-form.tsx';

/** @example <UploadPic orderId="OC20261124000004" /> */
export function UploadPic({ orderId }: { orderId: string }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const pending = useQuery(pendingApprovalsQuery(transport));
  const lookups = useMemo<FormLookups>(() => ({ ...NO_LOOKUPS, uploadAttachment: (file, onProgress) => uploadAuditPicture(transport, file, onProgress) }), [transport]);
  const row = pending.data?.find((r) => r.orderId === orderId);
  const decide = useMutation({
    mutationFn: ({ decision, comment, fileIds }: { decision: 1 | 2; comment: string; fileIds: string[] }) =>
      decideOrders(transport, row ? [row] : [], decision, comment, fileIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.pending }),
  });

  const outcome = decide.data?.[0];
  if (outcome) {
    return (
      <Stack gap="3" mt="4">
        {outcome.ok ? <Hint>{`订单 ${orderId}：${outcome.statusName}`}</Hint> : <FormError>{outcome.message}</FormError>}
        <Link to="/EnterpriseService/Approvals">返回订单审批</Link>
      </Stack>
    );
  }
  if (pending.isPending) return <Hint>加载中…</Hint>;
  if (pending.isError) return <FormError>{pending.error.message}</FormError>;
  if (!row) return <FormError>{`订单 ${orderId} 不在您的待审批列表中`}</FormError>;
  return (
    <Stack gap="0">
      <Section title="订单信息">
        <DescriptionList
          items={[
            { label: '订单号', value: `${row.kindName} ${row.orderId}` },
            { label: '用车时间', value: row.boardingTime },
            { label: '预订人', value: row.bookerName },
            { label: '乘车人', value: row.passengerName },
            { label: '行程', value: `${row.boardingAddress} → ${row.dropOffAddress}` },
            { label: '审批环节', value: `第 ${row.step + 1} / ${row.stepCount} 步（${row.roleName}）` },
          ]}
        />
      </Section>
      <Section title="附图审批">
        <Hint>可上传一张图片（PNG、JPEG）或 PDF 作为审批附件，预订人可在订单的审批记录中查看。</Hint>
        {decide.isError ? <FormError>{decide.error.message}</FormError> : null}
        <DecisionForm
          label="附图审批"
          submitText="提交审批"
          attachment
          lookups={lookups}
          busy={decide.isPending}
          idPrefix="upload-pic"
          onDecide={(decision, comment, fileIds) => decide.mutate({ decision, comment, fileIds })}
        />
      </Section>
    </Stack>
  );
}
