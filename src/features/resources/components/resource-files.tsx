/**
 * A resource's files (docs/resources.md "Imports"): 下载模板, 导入 an .xlsx of the template (all or
 * nothing: every bad cell comes back as 行 / 列 / 问题), 导出 the filtered list, and the import log.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import type { ImportRowError } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadProgress } from '../../../components/ui/download-progress.tsx';
import { ImportErrors } from '../../../components/ui/import-errors.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { showMessage } from '../../../components/ui/toaster.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import type { ImportLogMessage, ResourceDeclaration, ResourceImportResult, SortOrder } from '../../../shared/index.ts';
import { filterParams, importLogsQuery, resourceKeys } from '../api/resource-api.ts';

const LOG_COLUMNS = [
  { header: '导入时间', cell: (l: ImportLogMessage) => l.importedAt },
  { header: '操作人', cell: (l: ImportLogMessage) => l.userName },
  { header: '行数', cell: (l: ImportLogMessage) => String(l.rows) },
  { header: '结果', cell: (l: ImportLogMessage) => (l.imported > 0 ? `已导入 ${l.imported} 条` : `未导入：${l.errors} 处错误`) },
];

/**
 * `sort`: the list's order, which the export keeps. A declaration without an import log call shows none.
 *
 * @example <ResourceFiles declaration={ENTERPRISE_USERS} filter={{ searchKey }} sort={{ sortKey: 'trueName', sortOrder: 'asc' }} />
 */
export function ResourceFiles({ declaration, filter, sort }: { declaration: ResourceDeclaration<object, object>; filter: Record<string, unknown>; sort?: { sortKey: string; sortOrder: SortOrder } }) {
  const transport = useTransport();
  const client = useQueryClient();
  const { label, endpoints } = declaration;
  const template = useDownload();
  const exported = useDownload();
  const logs = useQuery({ ...importLogsQuery(transport, declaration), enabled: endpoints.importLogs !== undefined });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors: ImportRowError[] } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setImporting(true);
    setRefusal(null);
    // A refused file is said once, in the alert with its cells below (no toast besides).
    const answer = await transport.upload(endpoints.import, file, { suppressErrorMessages: true });
    setImporting(false);
    if (input.current) input.current.value = '';
    if (answer.isSuccess) showMessage(answer.message || `已导入 ${(answer.result as ResourceImportResult).imported} 条`, 'success');
    else setRefusal({ message: answer.message, errors: (answer.result as ResourceImportResult | null)?.errors ?? [] });
    await client.invalidateQueries({ queryKey: resourceKeys.all(declaration.name) });
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void template.run(endpoints.exportTemplate)} loading={template.progress !== null}>{`下载${label}导入模板`}</Button>
        <Box position="relative" css={{ '&:focus-within label': { outline: '2px solid', outlineColor: 'var(--chakra-colors-blue-500)', outlineOffset: '2px' } }}>
          {/* The visible label opens the file chooser: the input itself is the labelled control. */}
          <label htmlFor={inputId} style={{ cursor: 'pointer', display: 'inline-block', padding: '0.4rem 0.9rem', border: '1px solid var(--chakra-colors-blue-500)', borderRadius: '0.375rem', color: 'var(--chakra-colors-blue-700)', fontWeight: 600, fontSize: '0.875rem' }}>
            {importing ? '正在导入…' : `导入${label}（.xlsx）`}
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={importing}
            onChange={(e) => void onFile(e)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          />
        </Box>
        <Button onClick={() => void exported.run(endpoints.export, { ...filterParams(filter), ...sort })} loading={exported.progress !== null}>{`导出${label}`}</Button>
      </HStack>
      {exported.progress ? <DownloadProgress label={`导出${label}`} state={exported.progress} /> : null}
      {exported.error || template.error ? <Text role="alert" color="fg.error">{exported.error || template.error}</Text> : null}
      {refusal ? <ImportErrors label={label} message={refusal.message} errors={refusal.errors} /> : null}
      {endpoints.importLogs ? (
        <Box>
          <Text fontWeight="semibold" mb="2">导入记录</Text>
          <ListTable label={`${label}导入记录`} rowKey={(l) => l.id} rows={logs.data ?? []} columns={LOG_COLUMNS} empty="还没有导入过文件" />
        </Box>
      ) : null}
    </Stack>
  );
}
