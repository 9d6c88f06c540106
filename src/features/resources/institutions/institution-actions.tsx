/**
 * What the institutions add to the resource engine's details (docs/administration.md "机构"): an
 * institution's 启用 / 停用, and on a user's detail his institution, chosen by name in a form drawn by
 * `SchemaForm` from schemas/institution-bind.schema.json (the enabled institutions as its choices).
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { INSTITUTION_SCHEMAS, InstitutionState } from '../../../../rules/index.ts';
import { showErrorMessage, showMessage } from '../../../components/ui/toaster.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { EnterpriseUserMessage, InstitutionMessage } from '../../../shared/index.ts';
import { ENTERPRISE_USERS } from '../../../shared/resources/enterprise-user.ts';
import { INSTITUTIONS } from '../../../shared/resources/institution.ts';
import { resourceKeys } from '../api/resource-api.ts';
import { WriteForm } from '../components/resource-admin.tsx';
import { bodyForm } from '../resource-forms.ts';
import { institutionChoicesQuery, institutionWrites } from './institutions-api.ts';

/** 停用 an enabled institution (it is no longer offered), 启用 a disabled one. */
export function InstitutionStatus({ record }: { record: InstitutionMessage }) {
  const transport = useTransport();
  const client = useQueryClient();
  const writes = useMemo(() => institutionWrites(transport), [transport]);
  const enabled = record.state === InstitutionState.ENABLED;
  const change = useMutation({
    mutationFn: () => writes.setState(record.institutionId, enabled ? InstitutionState.DISABLED : InstitutionState.ENABLED),
    onSuccess: async () => {
      showMessage(enabled ? '机构已停用' : '机构已启用', 'success');
      await client.invalidateQueries({ queryKey: resourceKeys.all(INSTITUTIONS.name) });
    },
    onError: (error: Error) => showErrorMessage(error.message),
  });
  return (
    <Stack gap="2">
      <Text>{enabled ? '启用中：可为用户绑定，其地址出现在预订的地址中。' : '已停用：不能再绑定用户，地址不再提供给预订。'}</Text>
      <Box>
        <Button size="sm" variant="outline" colorPalette={enabled ? 'red' : 'green'} loading={change.isPending} onClick={() => change.mutate()}>{enabled ? '停用机构' : '启用机构'}</Button>
      </Box>
    </Stack>
  );
}

/** A user's institution on his detail: chosen by name among the enabled ones. */
export function UserInstitution({ record }: { record: EnterpriseUserMessage }) {
  const transport = useTransport();
  const client = useQueryClient();
  const writes = useMemo(() => institutionWrites(transport), [transport]);
  const choices = useQuery(institutionChoicesQuery(transport));
  const form = useMemo(
    () => bodyForm({ schema: INSTITUTION_SCHEMAS.bind, querySchema: {}, label: '绑定机构', idKey: 'userId', formKeys: ['institutionId'] }, choices.data ?? {}),
    [choices.data],
  );
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">{`所属机构：${record.institutionName || '无'}`}</Text>
      {choices.data ? (
        <WriteForm<{ userId: string; institutionId: string }>
          // Drawn again with the institution the server answers once the detail is read again.
          key={record.institutionId}
          form={form}
          label={`${record.trueName}的所属机构`}
          id="userInstitution"
          submitLabel="保存所属机构"
          initial={{ userId: record.userId, institutionId: record.institutionId }}
          onWrite={(body) => writes.bind(record.userId, body.institutionId)}
          onDone={() => {
            showMessage('所属机构已保存', 'success');
            void client.invalidateQueries({ queryKey: resourceKeys.all(ENTERPRISE_USERS.name) });
          }}
        />
      ) : null}
    </Box>
  );
}
