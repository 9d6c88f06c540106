/**
 * The diff panel (issue 10 §2): the saved bundle against the edited one, run in a Web Worker a
 * moment after the edit settles, with progress and a cancel button; each change with the
 * scenarios where it happens, and the stored orders it touches, linked to their detail pages.
 *
 * The last result stays drawn while the next run works (under its progress bar), and a result equal
 * to the one drawn keeps it: with a large bundle the result is hundreds of rows, and drawing them
 * away and back at each edit took the page's thread for a second (issue 21 §6).
 */
import { Box, HStack, List, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { deepEquals } from '@rjsf/utils';
import { memo, startTransition, useEffect, useState } from 'react';

import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import type { Impact, ImpactOrder, ImpactPhase, PeopleNames } from '../diff/impact.ts';
import { runImpact } from '../diff/run-impact.ts';

/** How long the edit must rest before the diff starts, in ms (a keystroke must not start a run). */
const SETTLE_MS = 400;

export type OrderLink = (businessType: 4 | 5, orderId: string) => string;

type RunState =
  | { kind: 'same' }
  | { kind: 'running'; phase: ImpactPhase; done: number; total: number; cancel: () => void }
  | { kind: 'cancelled' }
  | { kind: 'done'; impact: Impact };

/** Columns shown from `md` up; below it (390 px) the before, after and when go under the subject. */
const WIDE = { base: 'none', md: 'table-cell' } as const;
const NARROW = { base: 'flex', md: 'none' } as const;

const PHASE_WORDS: Record<ImpactPhase, string> = { diff: '比较场景', replay: '回放历史订单' };
const NO_PEOPLE: PeopleNames = {};
/**
 * What a result draws at first, and what each 再显示 adds: the changes' rows, the effects, and the
 * orders of one effect listed as links (the rest counted). A bundle at the caps gives hundreds of
 * rows and thousands of links, which drawn at once held the page's thread for over a second while
 * the admin typed (issue 24 §4, docs/performance.md); the admin asks for more when he reads on.
 */
const CHANGES_PAGE = 20;
const EFFECTS_PAGE = 5;
const ORDERS_LISTED = 10;

/** An order as the admin knows it: booker, date, route (issue 24 §2). */
const orderWords = (o: ImpactOrder) => [o.booker, o.date, o.route].filter((part) => part !== '').join(' · ');

export function ImpactPanel({
  saved,
  edited,
  orders,
  orderLink,
  onImpact,
  people = NO_PEOPLE,
  label = '影响比较',
  sameText = '编辑后的配置与已保存的配置相同。',
}: {
  saved: EnterpriseBundle;
  edited: EnterpriseBundle;
  orders: StoredOrder[];
  orderLink: OrderLink;
  onImpact: (impact: Impact | undefined) => void;
  /** The enterprise's people by id: the conditions name a list's bookers by name. */
  people?: PeopleNames;
  /** The region's name (the restore's confirmation has its own panel). */
  label?: string;
  /** Said when the two bundles are the same. */
  sameText?: string;
}) {
  const [state, setState] = useState<RunState>({ kind: 'same' });
  /** The last result drawn; a new one deep-equal to it keeps it (nothing drawn again). */
  const [result, setResult] = useState<Impact | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (saved === edited) return undefined;
    let run: { cancel: () => void } | undefined;
    let live = true;
    const timer = setTimeout(() => {
      const started = runImpact(saved, edited, orders, (phase, done, total) => {
        if (live) setState({ kind: 'running', phase, done, total, cancel: started.cancel });
      }, people);
      run = started;
      setState({ kind: 'running', phase: 'diff', done: 0, total: 0, cancel: started.cancel });
      // The page's summary (the save's confirmation) is of this run from now on, never of the last one.
      onImpact(undefined);
      void started.result.then((result) => {
        if (!live) return;
        // A transition: the result is drawn in slices between the admin's keystrokes, never as one task.
        startTransition(() => {
          if (result === 'cancelled') {
            setState({ kind: 'cancelled' });
            onImpact(undefined);
          } else {
            setState({ kind: 'done', impact: result });
            setResult((drawn) => (drawn !== undefined && deepEquals(drawn, result) ? drawn : result));
            onImpact(result);
          }
        });
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      run?.cancel();
    };
  }, [saved, edited, orders, onImpact, attempt, people]);

  const shown: RunState = saved === edited ? { kind: 'same' } : state;
  return (
    <Stack gap="3" aria-label={label} role="region">
      {shown.kind === 'same' && <Hint>{sameText}</Hint>}
      {shown.kind === 'cancelled' && (
        <HStack>
          <Hint>比较已取消。</Hint>
          <Button onClick={() => setAttempt((n) => n + 1)}>重新比较</Button>
        </HStack>
      )}
      {shown.kind === 'running' && (
        <HStack gap="3">
          <Box flex="1">
            <Progress.Root value={shown.total > 0 ? Math.round((shown.done / shown.total) * 100) : null} size="sm" aria-label="比较进度">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="xs" color="fg.muted">{`${PHASE_WORDS[shown.phase]}：${shown.done} / ${shown.total}`}</Text>
          </Box>
          <Button onClick={shown.cancel}>取消比较</Button>
        </HStack>
      )}
      {shown.kind === 'running' && result && <Hint>正在重新比较，以下为上一次比较的结果：</Hint>}
      {(shown.kind === 'done' || shown.kind === 'running') && result && <ImpactResult impact={result} orderLink={orderLink} />}
    </Stack>
  );
}

/** How many of `total` items are drawn, and a button that draws `page` more (in a transition). */
function useMore(total: number, page: number, what: string) {
  const [count, setCount] = useState(page);
  const shown = Math.min(count, total);
  const more =
    total > shown ? (
      <Box>
        <Button onClick={() => startTransition(() => setCount((n) => n + page))}>
          {`再显示 ${Math.min(page, total - shown)} 项${what}（已显示 ${shown} 项，共 ${total} 项）`}
        </Button>
      </Box>
    ) : null;
  return { shown, more };
}

/** One result: the changes' table and the orders' effects, a page at a time. */
export const ImpactResult = memo(function ImpactResult({ impact, orderLink }: { impact: Impact; orderLink: OrderLink }) {
  const changes = useMore(impact.ok ? impact.changes.length : 0, CHANGES_PAGE, '变化');
  const effects = useMore(impact.ok ? impact.effects.length : 0, EFFECTS_PAGE, '影响');
  if (!impact.ok) return <Text color="fg.error">{`无法比较：${impact.message}`}</Text>;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">{`比较了 ${impact.scenarios} 个场景、${impact.orders} 个历史订单。`}</Text>
      {impact.changes.length === 0 ? (
        <Hint>没有规则状态发生变化。</Hint>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="规则变化">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>对象</Table.ColumnHeader>
                <Table.ColumnHeader display={WIDE}>修改前</Table.ColumnHeader>
                <Table.ColumnHeader display={WIDE}>修改后</Table.ColumnHeader>
                <Table.ColumnHeader display={WIDE}>何时</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {impact.changes.slice(0, changes.shown).map((c, i) => (
                <Table.Row key={i}>
                  <Table.Cell whiteSpace="normal">
                    {c.subject}
                    <Stack display={NARROW} gap="0" fontSize="xs" color="fg.muted" mt="1">
                      <Text>{`修改前：${c.before}`}</Text>
                      <Text>{`修改后：${c.after}`}</Text>
                      <Text>{`何时：${c.when}`}</Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal" display={WIDE}>{c.before}</Table.Cell>
                  <Table.Cell whiteSpace="normal" display={WIDE}>{c.after}</Table.Cell>
                  <Table.Cell whiteSpace="normal" display={WIDE}>{c.when}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {changes.more}
      {impact.effects.length > 0 && (
        <List.Root gap="2" aria-label="对历史订单的影响">
          {impact.effects.slice(0, effects.shown).map((e, i) => (
            <List.Item key={i}>
              <Text>{e.text}</Text>
              <List.Root fontSize="sm" ps="5" gap="1" aria-label="受影响的订单">
                {e.orders.slice(0, ORDERS_LISTED).map((o) => (
                  <List.Item key={o.orderId}>
                    <Link to={orderLink(o.businessType, o.orderId)}>{orderWords(o)}</Link>
                  </List.Item>
                ))}
              </List.Root>
              {e.orders.length > ORDERS_LISTED && <Text fontSize="sm">{`另有 ${e.orders.length - ORDERS_LISTED} 个订单未列出，共 ${e.orders.length} 个`}</Text>}
            </List.Item>
          ))}
        </List.Root>
      )}
      {effects.more}
    </Stack>
  );
});
