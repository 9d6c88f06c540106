/**
 * The file actions of a fleet list (docs/fleet.md "Imports and exports"): 下载模板, 导入 an .xlsx of
 * the template (all or nothing: the bad cells come back as a table, 行 / 列 / 问题), and 导出 the
 * filtered list with a progress bar.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import type { ImportKind, ImportRowError } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadProgress } from '../../../components/ui/download-progress.tsx';
import { ImportErrors } from '../../../components/ui/import-errors.tsx';
import { showMessage } from '../../../components/ui/toaster.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import type { ImportResult } from '../../../shared/index.ts';
import { FLEET_FILES } from '../api/fleet-io.ts';

/**
 * @example <FleetFiles kind="cost" filter={{ carLicense }} />
 */
export function FleetFiles({ kind, filter }: { kind: ImportKind; filter: object }) {
  const transport = useTransport();
  const client = useQueryClient();
  const files = FLEET_FILES[kind];
  const template = useDownload();
  const exported = useDownload();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors: ImportRowError[] } | null>(null);
  const { pageIndex: _page, ...exportFilter } = filter as { pageIndex?: number };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setImporting(true);
    setRefusal(null);
    // A refused file is said once, in the alert with its rows' errors below (no toast besides, issue 22).
    const answer = await transport.upload(files.import, file, { suppressErrorMessages: true });
    setImporting(false);
    if (input.current) input.current.value = '';
    if (answer.isSuccess) {
      showMessage(answer.message || `已导入 ${(answer.result as ImportResult).imported} 条`, 'success');
      await client.invalidateQueries({ queryKey: ['fleet'] });
    } else {
      const errors = (answer.result as ImportResult | null)?.errors ?? [];
      setRefusal({ message: answer.message, errors });
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void template.run(files.template)} loading={template.progress !== null}>{`下载${files.label}导入模板`}</Button>
        <Box position="relative" css={{ '&:focus-within label': { outline: '2px solid', outlineColor: 'var(--chakra-colors-blue-500)', outlineOffset: '2px' } }}>
          {/* The visible label opens the file chooser: the input itself is the labelled control. */}
          <label htmlFor={inputId} style={{ cursor: 'pointer', display: 'inline-block', padding: '0.4rem 0.9rem', border: '1px solid var(--chakra-colors-blue-500)', borderRadius: '0.375rem', color: 'var(--chakra-colors-blue-700)', fontWeight: 600, fontSize: '0.875rem' }}>
            {importing ? '正在导入…' : `导入${files.label}（.xlsx）`}
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
        <Button onClick={() => void exported.run(files.export, exportFilter)} loading={exported.progress !== null}>{`导出${files.label}`}</Button>
      </HStack>
      {exported.progress ? <DownloadProgress label={`导出${files.label}`} state={exported.progress} /> : null}
      {exported.error || template.error ? <Text role="alert" color="fg.error">{exported.error || template.error}</Text> : null}
      {refusal ? <ImportErrors label={files.label} message={refusal.message} errors={refusal.errors} /> : null}
    </Stack>
  );
}
