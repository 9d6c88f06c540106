/**
 * A resource's files (docs/resources.md "Imports"): 下载模板, 导入 an .xlsx of the template (nothing
 * while a row is bad: every bad cell comes back as 行 / 列 / 问题, then 「跳过错误行，导入其余 n 行」
 * sends the same file again to keep the good rows alone), 导出 the filtered list, and the import log.
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
import type { ImportLogMessage, ResourceDeclaration, ResourceFileCalls, ResourceImportResult, SortOrder } from '../../../shared/index.ts';
import { filterParams, importLogsQuery, resourceKeys } from '../api/resource-api.ts';

const LOG_COLUMNS = [
  { header: '导入时间', cell: (l: ImportLogMessage) => l.importedAt },
  { header: '操作人', cell: (l: ImportLogMessage) => l.userName },
  { header: '行数', cell: (l: ImportLogMessage) => String(l.rows) },
  { header: '结果', cell: (l: ImportLogMessage) => importOutcome(l) },
];

/** What became of a file, in words. @example importOutcome({ imported: 497, skippedRows: [101, 201, 301], … }) // '已导入 497 条，跳过 3 行（行 101、201、301）' */
function importOutcome(log: ImportLogMessage): string {
  if (log.imported === 0) return `未导入：${log.errors} 处错误`;
  const skipped = log.skippedRows ?? [];
  return skipped.length === 0 ? `已导入 ${log.imported} 条` : `已导入 ${log.imported} 条，跳过 ${skipped.length} 行（行 ${skipped.join('、')}）`;
}

/** A refused file: what the server said, every bad cell, and the file kept to send again without its bad rows. */
interface Refusal {
  message: string;
  errors: ImportRowError[];
  file: File;
  importable: number;
}

/**
 * `files`: the declaration's file calls (`fileCallsOf`: the page draws this only when it has them);
 * `sort`: the list's order, which the export keeps. A declaration without an import log call shows none.
 *
 * @example <ResourceFiles declaration={ENTERPRISE_USERS} files={fileCallsOf(ENTERPRISE_USERS)!} filter={{ searchKey }} sort={{ sortKey: 'trueName', sortOrder: 'asc' }} />
 */
export function ResourceFiles({ declaration, files, filter, sort }: { declaration: ResourceDeclaration<object, object>; files: ResourceFileCalls; filter: Record<string, unknown>; sort?: { sortKey: string; sortOrder: SortOrder } }) {
  const transport = useTransport();
  const client = useQueryClient();
  const { label, endpoints } = declaration;
  const template = useDownload();
  const exported = useDownload();
  const logs = useQuery({ ...importLogsQuery(transport, declaration), enabled: endpoints.importLogs !== undefined });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /** Sends a file; `skipBadRows` when the administrator chose to import its good rows alone. */
  const send = async (file: File, skipBadRows: boolean) => {
    setImporting(true);
    setRefusal(null);
    // A refused file is said once, in the alert with its cells below (no toast besides).
    const answer = await transport.upload(files.import, file, { suppressErrorMessages: true, ...(skipBadRows ? { query: { skipBadRows: 1 } } : {}) });
    setImporting(false);
    if (input.current) input.current.value = '';
    const result = answer.result as ResourceImportResult | null;
    if (answer.isSuccess) showMessage(answer.message || `已导入 ${result?.imported ?? 0} 条`, 'success');
    else setRefusal({ message: answer.message, errors: result?.errors ?? [], file, importable: result?.importable ?? 0 });
    await client.invalidateQueries({ queryKey: resourceKeys.all(declaration.name) });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) await send(file, false);
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void template.run(files.exportTemplate)} loading={template.progress !== null}>{`下载${label}导入模板`}</Button>
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
        <Button onClick={() => void exported.run(files.export, { ...filterParams(filter), ...sort })} loading={exported.progress !== null}>{`导出${label}`}</Button>
      </HStack>
      {exported.progress ? <DownloadProgress label={`导出${label}`} state={exported.progress} /> : null}
      {exported.error || template.error ? <Text role="alert" color="fg.error">{exported.error || template.error}</Text> : null}
      {refusal ? <ImportErrors label={label} message={refusal.message} errors={refusal.errors} /> : null}
      {refusal && refusal.importable > 0 && refusal.errors.length > 0 ? (
        <HStack gap="3" wrap="wrap">
          <Button variant="primary" onClick={() => void send(refusal.file, true)} loading={importing}>{`跳过错误行，导入其余 ${refusal.importable} 行`}</Button>
          <Text color="fg.muted" fontSize="sm">跳过的行记在导入记录里，改好后可再导入。</Text>
        </HStack>
      ) : null}
      {endpoints.importLogs ? (
        <Box>
          <Text fontWeight="semibold" mb="2">导入记录</Text>
          <ListTable label={`${label}导入记录`} rowKey={(l) => l.id} rows={logs.data ?? []} columns={LOG_COLUMNS} empty="还没有导入过文件" />
        </Box>
      ) : null}
    </Stack>
  );
}
