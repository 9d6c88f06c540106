/**
 * The config's versions (issue 24 §3): who saved each, when, and what it changed against the
 * version before, in the diff's words (each row's "查看改动" runs the diff of the two saved
 * bundles in the worker, without the orders); and restoring one, which first shows the same
 * summary and impact as a save (the live config against the version, replayed over the stored
 * orders) and asks. A restore is saved as a new version, with that summary.
 */
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { ConfigVersionInfo } from '../../../shared/index.ts';
import { versionQuery } from '../api/config-admin.ts';
import { impactSummary, type Impact, type PeopleNames } from '../diff/impact.ts';
import { runImpact } from '../diff/run-impact.ts';
import { ImpactPanel, type OrderLink } from './impact-panel.tsx';

const NO_ORDERS: StoredOrder[] = [];
const ignoreProgress = () => undefined;
const WIDE = { base: 'none', md: 'table-cell' } as const;
const NARROW = { base: 'block', md: 'none' } as const;

const timeText = (createdAt: number) => new Date(createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** What a version changed against the one before it, as the diff words it; fetched and compared when asked. */
function VersionChanges({ version, previous, people }: { version: number; previous: number | undefined; people: PeopleNames }) {
  const transport = useTransport();
  const current = useQuery(versionQuery(transport, version));
  const before = useQuery({ ...versionQuery(transport, previous ?? 0), enabled: previous !== undefined });
  const [impact, setImpact] = useState<Impact | undefined>();
  const from = before.data?.bundle;
  const to = current.data?.bundle;
  useEffect(() => {
    if (!from || !to) return undefined;
    const run = runImpact(from, to, NO_ORDERS, ignoreProgress, people);
    let live = true;
    void run.result.then((result) => live && result !== 'cancelled' && setImpact(result));
    return () => {
      live = false;
      run.cancel();
    };
  }, [from, to, people]);
  if (previous === undefined) return <Hint>这是第一个保存的版本；之前的初始配置没有保存为版本，无法比较。</Hint>;
  if (current.isError || before.isError) return <Hint>暂时无法获取这两个版本，请稍后再试。</Hint>;
  if (!impact) return <Hint>正在比较…</Hint>;
  if (!impact.ok) return <Text color="fg.error">{`无法比较：${impact.message}`}</Text>;
  if (impact.changes.length === 0) return <Hint>{`与第 ${previous} 版相比，没有规则状态发生变化。`}</Hint>;
  return (
    <Stack gap="1" fontSize="sm" aria-label={`第 ${version} 版的改动`}>
      <Text color="fg.muted">{`与第 ${previous} 版相比：`}</Text>
      <Box as="ul" ps="5">
        {impact.changes.map((c, i) => (
          <li key={i}>{`${c.subject}：由“${c.before}”变为“${c.after}”（${c.when}）`}</li>
        ))}
      </Box>
    </Stack>
  );
}

export interface VersionHistoryProps {
  versions: readonly ConfigVersionInfo[];
  /** The live version and its bundle. */
  saved: { bundle: EnterpriseBundle; version: number };
  /** Whether the editor holds edits not saved: restoring throws them away, and the confirmation says so. */
  dirty: boolean;
  busy: boolean;
  orders: StoredOrder[];
  orderLink: OrderLink;
  people: PeopleNames;
  /** Restores `version` with the summary the confirmation showed; resolves when done (or failed). */
  onRestore: (version: number, summary: string) => Promise<void>;
}

export function VersionHistory({ versions, saved, dirty, busy, orders, orderLink, people, onRestore }: VersionHistoryProps) {
  const transport = useTransport();
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const [restoring, setRestoring] = useState<number | undefined>();
  const [impact, setImpact] = useState<Impact | undefined>();
  const onImpact = useCallback((next: Impact | undefined) => setImpact(next), []);
  const target = useQuery({ ...versionQuery(transport, restoring ?? 0), enabled: restoring !== undefined });
  const toggle = (version: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(version)) next.delete(version);
      else next.add(version);
      return next;
    });
  const ask = (version: number) => {
    setImpact(undefined);
    setRestoring(version);
  };
  const confirm = async () => {
    if (restoring === undefined) return;
    await onRestore(restoring, impact ? impactSummary(impact) : '');
    setRestoring(undefined);
  };

  if (versions.length === 0) return <Hint>还没有保存过的版本；当前是初始配置。</Hint>;
  const previousOf = (i: number) => versions[i + 1]?.version;
  const changeText = (v: ConfigVersionInfo) => (v.restoredFrom === null ? v.summary || '（保存时没有记录影响）' : `恢复为第 ${v.restoredFrom} 版`);
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="配置版本">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>版本</Table.ColumnHeader>
              <Table.ColumnHeader display={WIDE}>保存人</Table.ColumnHeader>
              <Table.ColumnHeader display={WIDE}>时间</Table.ColumnHeader>
              <Table.ColumnHeader>改动</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map((v, i) => (
              <Table.Row key={v.version} data-testid={`version-${v.version}`}>
                <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                  {`第 ${v.version} 版${v.version === saved.version ? '（当前）' : ''}`}
                  <Text display={NARROW} fontSize="xs" color="fg.muted" whiteSpace="normal">
                    {`${v.userName}`}
                    <br />
                    {timeText(v.createdAt)}
                  </Text>
                </Table.Cell>
                <Table.Cell verticalAlign="top" display={WIDE}>
                  {v.userName}
                </Table.Cell>
                <Table.Cell verticalAlign="top" display={WIDE} whiteSpace="nowrap">
                  {timeText(v.createdAt)}
                </Table.Cell>
                <Table.Cell whiteSpace="normal" minWidth="12rem">
                  <Stack gap="2">
                    <Text fontSize="sm" whiteSpace="pre-wrap">
                      {changeText(v)}
                    </Text>
                    {open.has(v.version) && <VersionChanges version={v.version} previous={previousOf(i)} people={people} />}
                    <Box display="flex" gap="2" flexWrap="wrap">
                      <Button onClick={() => toggle(v.version)} aria-expanded={open.has(v.version)}>
                        {open.has(v.version) ? '收起改动' : '查看改动'}
                      </Button>
                      {v.version !== saved.version && (
                        <Button disabled={busy} onClick={() => ask(v.version)}>{`恢复第 ${v.version} 版…`}</Button>
                      )}
                    </Box>
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <ConfirmDialog
        open={restoring !== undefined}
        onOpenChange={(next) => !next && setRestoring(undefined)}
        title={`确认恢复第 ${restoring ?? ''} 版`}
        confirmLabel="确认恢复"
        onConfirm={() => void confirm()}
        closeOnConfirm={false}
        confirmLoading={busy}
        confirmDisabled={!target.data}
        size="lg"
      >
        <Stack gap="2">
          <Text>{`恢复后，第 ${restoring ?? ''} 版的配置保存为新版本，本企业预订人的下一次预订即按它执行。与当前第 ${saved.version} 版相比的影响：`}</Text>
          {dirty && <Text color="fg.error">编辑中尚未保存的修改将被丢弃。</Text>}
          <Box as="pre" whiteSpace="pre-wrap" fontSize="sm" bg="bg.muted" p="2" borderRadius="md" data-testid="impact-summary">
            {impact ? impactSummary(impact) : '影响比较尚未完成'}
          </Box>
          {target.isError && <Hint>暂时无法获取该版本，请稍后再试。</Hint>}
          {target.data && (
            <ImpactPanel
              saved={saved.bundle}
              edited={target.data.bundle}
              orders={orders}
              orderLink={orderLink}
              onImpact={onImpact}
              people={people}
              label="恢复的影响"
              sameText="该版本与当前配置相同。"
            />
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
