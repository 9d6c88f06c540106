/**
 * What 用户管理 adds to the resource engine's list and detail (docs/administration.md "用户"): 分配角色
 * on the chosen users (the role chosen by name among 企业设置's roles, in a form drawn by `SchemaForm`
 * from schemas/enterprise-user-role.schema.json, then confirmed), 解绑 in a user's row (confirmed), and
 * 免审批 on a user's detail (he is put on the enterprise's no-audit list or taken off it).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { fieldText, USER_SCHEMAS } from '../../../../rules/index.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NamedSection } from '../components/resource-admin.tsx';
import { showErrorMessage, showMessage } from '../../../components/ui/toaster.tsx';
import { noLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { EnterpriseUserMessage } from '../../../shared/index.ts';
import { ENTERPRISE_USERS } from '../../../shared/resources/enterprise-user.ts';
import { resourceKeys } from '../api/resource-api.ts';
import { bodyForm } from '../resource-forms.ts';
import { roleChoicesQuery, userWrites } from './users-api.ts';

const NO_LOOKUPS = noLookups('分配角色不提供查询');

/** The role form: the role schema's 角色 alone (the users are the chosen rows), its choices the roles by name. */
const roleSchema = { ...USER_SCHEMAS.role, properties: { roleName: USER_SCHEMAS.role.properties.roleName }, required: ['roleName'] };

const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resourceKeys.all(ENTERPRISE_USERS.name) });
};

/** 分配角色 on the chosen users: a role of 企业设置 by name, then a confirmation naming them and the role. */
export function RoleAssignment({ chosen, clear }: { chosen: readonly EnterpriseUserMessage[]; clear: () => void }) {
  const transport = useTransport();
  const refresh = useRefresh();
  const writes = useMemo(() => userWrites(transport), [transport]);
  const choices = useQuery(roleChoicesQuery(transport));
  const form = useMemo(() => bodyForm({ schema: roleSchema, querySchema: {}, label: '分配角色', idKey: 'userIds', formKeys: ['roleName'] }, choices.data ?? {}), [choices.data]);
  const [data, setData] = useState<{ roleName?: string }>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: (roleName: string) => writes.assignRole(chosen.map((u) => u.userId), roleName),
    onSuccess: async (answer, roleName) => {
      showMessage(`已为 ${answer.assigned} 个用户分配角色“${roleName}”`, 'success');
      setConfirming(null);
      setData({});
      clear();
      await refresh();
    },
    onError: (error: Error) => {
      setConfirming(null);
      showErrorMessage(error.message);
    },
  });
  if (chosen.length === 0) return null;
  const names = chosen.map((u) => u.trueName).join('、');
  const roles = choices.data?.roleName ?? [];
  return (
    <Box mt="3">
      <NamedSection title="分配角色">
        {choices.data && roles.length === 0 ? <Text color="fg.muted">企业设置中还没有角色，请先在企业设置中添加角色。</Text> : null}
        {roles.length > 0 ? (
          <SchemaForm<{ roleName?: string }> form={form} formData={data} onChange={setData} onSubmit={(value) => value.roleName && setConfirming(value.roleName)} lookups={NO_LOOKUPS} label={`为选中的 ${chosen.length} 个用户分配角色`} idPrefix="userRole">
            <HStack mt="2">
              <Button type="submit" size="sm" colorPalette="blue">{`分配角色（${chosen.length}）`}</Button>
            </HStack>
          </SchemaForm>
        ) : null}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title="确认分配角色"
          confirmLabel="确认分配"
          closeOnConfirm={false}
          confirmLoading={assign.isPending}
          onConfirm={() => confirming && assign.mutate(confirming)}
        >
          {`将 ${chosen.length} 个用户（${names}）的角色设为“${confirming ?? ''}”？他们的权限将改为这个角色的权限。`}
        </ConfirmDialog>
      </NamedSection>
    </Box>
  );
}

/** 解绑 in a user's row: after the confirmation he leaves the enterprise (he cannot sign in; his orders stay). */
export function UserUnbind({ record }: { record: EnterpriseUserMessage }) {
  const transport = useTransport();
  const refresh = useRefresh();
  const writes = useMemo(() => userWrites(transport), [transport]);
  const [open, setOpen] = useState(false);
  const unbind = useMutation({
    mutationFn: () => writes.unbind(record.userId),
    onSuccess: async () => {
      showMessage(`${record.trueName}已解绑`, 'success');
      setOpen(false);
      await refresh();
    },
    onError: (error: Error) => {
      setOpen(false);
      showErrorMessage(error.message);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="确认解绑"
      confirmLabel="确认解绑"
      cancelLabel="再想想"
      closeOnConfirm={false}
      confirmLoading={unbind.isPending}
      onConfirm={() => unbind.mutate()}
      trigger={<Button size="xs" variant="outline" colorPalette="red" aria-label={`解绑 ${record.trueName}`}>解绑</Button>}
    >
      {`将${record.trueName}（${record.phoneNumber}）解绑？解绑后他不能再登录本企业，也不再出现在用户列表中；他的订单和变更记录会保留。`}
    </ConfirmDialog>
  );
}

/** 免审批 on a user's detail: on the list, his bookings skip the approvers whose conditions read it. */
export function UserNoAudit({ record }: { record: EnterpriseUserMessage }) {
  const transport = useTransport();
  const refresh = useRefresh();
  const writes = useMemo(() => userWrites(transport), [transport]);
  const on = record.noAudit === 1;
  const change = useMutation({
    mutationFn: () => writes.setNoAudit([record.userId], on ? 0 : 1),
    onSuccess: async () => {
      showMessage(on ? `已将${record.trueName}移出免审批名单` : `已将${record.trueName}加入免审批名单`, 'success');
      await refresh();
    },
    onError: (error: Error) => showErrorMessage(error.message),
  });
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{`免审批：${fieldText([USER_SCHEMAS.record], 'noAudit', record.noAudit)}`}</Text>
      <Text fontSize="sm" color="fg.muted">{on ? '他预订时，审批条件包含“预订人不在免审批名单中”的审批人不再出现。' : '加入后，他预订时审批条件包含“预订人不在免审批名单中”的审批人不再出现。'}</Text>
      <Box>
        <Button size="sm" variant="outline" loading={change.isPending} onClick={() => change.mutate()}>{on ? '移出免审批名单' : '加入免审批名单'}</Button>
      </Box>
    </Stack>
  );
}
