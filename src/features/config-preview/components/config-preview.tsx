/**
 * The config preview page's body (issue 10 §1, docs/config-preview.md): the bundle editor, the
 * scenario panel with the live form and the state table beside it, the impact diff, and the
 * versions. Everything is computed from the edited text on the page; only save and restore write.
 *
 * Typing never waits for the preview (issue 21 §6): the text is parsed and linted in a worker once
 * it rests (`useBundleCheck`), the impact diff runs in another, and the live form and the state
 * table draw the last bundle that may be saved as a deferred value, which React renders between
 * keystrokes and drops when a newer one comes. A text with errors (one over the caps included) is
 * never drawn: the preview keeps the last bundle without errors and says so.
 */
import { Box, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { redo, undo } from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';

import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { showMessage } from '../../../components/ui/toaster.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { LiveConfig } from '../../../shared/index.ts';
import {
  configAdminKeys,
  fetchLiveConfig,
  fixtureChoices,
  fixtureText,
  restoreConfig,
  saveConfig,
  storedOrdersQuery,
  versionsQuery,
} from '../api/config-admin.ts';
import { canSave, type CheckedText } from '../bundle-diagnostics.ts';
import { bundleChecker } from '../check/bundle-checker.ts';
import { useBundleCheck } from '../check/use-bundle-check.ts';
import { keepEqualParts } from '../keep-equal-parts.ts';
import { impactSummary, type Impact, type PeopleNames } from '../diff/impact.ts';
import { BundleEditor } from './bundle-editor.tsx';
import { BundleFormView } from './bundle-form-view.tsx';
import { CapNotice } from './cap-notice.tsx';
import { ImpactPanel as ImpactPanelNow, type OrderLink } from './impact-panel.tsx';
import { ScenarioPreview as ScenarioPreviewNow } from './scenario-preview.tsx';
import { VersionHistory } from './version-history.tsx';

const textOf = (bundle: EnterpriseBundle) => JSON.stringify(bundle, null, 2);
const NO_ORDERS: StoredOrder[] = [];
const NO_LINT: readonly { path: string; message: string }[] = [];
/** How many of a text's errors the page lists under the status line (the editor marks them all). */
const ERRORS_LISTED = 3;
/** Only the JSON view stays mounted while the form is shown: its document and undo history are the draft's. */
const KEEP_JSON = ['json'] as const;

/** Drawn again only when their own props change, not at each keystroke of the editor beside them. */
const ScenarioPreview = memo(ScenarioPreviewNow);
const ImpactPanel = memo(ImpactPanelNow);

/** A bundle and its JSON without spaces: the page compares bundles by the text, not by walking them. */
interface Canonical {
  bundle: EnterpriseBundle;
  canonical: string;
}

/** The check of a bundle the server served: it was linted there, and the worker's answer follows (with its warnings). */
const servedCheck = (bundle: EnterpriseBundle, canonical: string): CheckedText => ({ parsed: true, value: bundle, canonical, errors: [], warnings: [], diagnostics: [], nearCaps: [], plainErrors: [] });

export interface ConfigPreviewProps {
  live: LiveConfig;
  lookups: FormLookups;
  orderLink: OrderLink;
}

export function ConfigPreview({ live, lookups, orderLink }: ConfigPreviewProps) {
  const transport = useTransport();
  const client = useQueryClient();
  const [saved, setSaved] = useState<{
    bundle: EnterpriseBundle;
    version: number;
  }>(live);
  const savedCanonical = useMemo(() => JSON.stringify(saved.bundle), [saved.bundle]);
  const [text, setText] = useState(() => textOf(live.bundle));
  const people = useMemo<PeopleNames>(() => Object.fromEntries((live.people ?? []).map((p) => [p.userId, p.name])), [live.people]);
  const [checker] = useState(bundleChecker);
  useEffect(() => () => checker.dispose(), [checker]);
  const [initial] = useState(() => ({ text, checked: servedCheck(live.bundle, savedCanonical) }));
  const { checked, current } = useBundleCheck(checker, text, initial);
  // The last edit that may be saved drives the preview; while the text is broken the preview holds.
  const [edited, setEdited] = useState<Canonical>({ bundle: live.bundle, canonical: savedCanonical });
  // The check's canonical JSON of a bundle that may be saved, parsed when it is another bundle into
  // the last one's objects (`keepEqualParts`; `forThePage` says why the worker sends the text).
  const usable = canSave(checked) ? checked.canonical : undefined;
  if (usable !== undefined && usable !== edited.canonical) {
    setEdited(usable === savedCanonical ? { bundle: saved.bundle, canonical: savedCanonical } : { bundle: keepEqualParts(edited.bundle, JSON.parse(usable) as EnterpriseBundle), canonical: usable });
  }
  // Rendered between keystrokes; a newer bundle replaces one not yet drawn.
  const shown = useDeferredValue(edited.bundle);

  // The form view draws the bundle of the text as it stands: the one it made itself, or the check's
  // answer for a text from elsewhere (the JSON view, a fixture, a version); until that answer comes
  // the form waits (disabled), and a text the form cannot draw (not JSON, off its schema, over
  // the caps) is said so instead.
  const [formDraft, setFormDraft] = useState<{ bundle: EnterpriseBundle; text: string }>(() => ({ bundle: live.bundle, text }));
  const answer = current && checked.parsed ? checked : undefined;
  const answered = answer !== undefined && (answer.canonical !== undefined || answer.draft !== undefined);
  if (formDraft.text !== text && answer && answered) {
    const bundle = answer.canonical === edited.canonical ? edited.bundle : ((answer.canonical !== undefined ? JSON.parse(answer.canonical) : answer.draft) as EnterpriseBundle);
    setFormDraft({ bundle: keepEqualParts(formDraft.bundle, bundle), text });
  }
  const formWaits = formDraft.text !== text;
  const formCannot = formWaits && current && !answered;
  const onFormChange = useCallback((bundle: EnterpriseBundle) => {
    const next = textOf(bundle);
    // Compared with the draft's text, not written out again: one JSON.stringify of the bundle per edit.
    setFormDraft((was) => (was.bundle === bundle || was.text === next ? was : { bundle, text: next }));
    setText((was) => (was === next ? was : next));
  }, []);
  const [editorView, setEditorView] = useState<EditorView | null>(null);
  const history = useMemo(
    () => (editorView ? { undo: () => void undo(editorView), redo: () => void redo(editorView) } : undefined),
    [editorView],
  );

  const orders = useQuery(storedOrdersQuery(transport)).data ?? NO_ORDERS;
  const versions = useQuery(versionsQuery(transport));
  const [impact, setImpact] = useState<Impact | undefined>();
  const onImpact = useCallback((next: Impact | undefined) => setImpact(next), []);

  const [fixture, setFixture] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [busy, setBusy] = useState(false);

  const adopt = (next: { bundle: EnterpriseBundle; version: number }) => {
    setSaved(next);
    setEdited({ bundle: next.bundle, canonical: JSON.stringify(next.bundle) });
    setText(textOf(next.bundle));
    void client.invalidateQueries({ queryKey: configAdminKeys.versions() });
  };

  // Only the check of the text as it stands may be saved, never an answer for an earlier one.
  const saveable = current && usable !== undefined && usable === edited.canonical ? edited : undefined;
  const save = async () => {
    if (!saveable) return;
    setBusy(true);
    try {
      const { version } = await saveConfig(transport, {
        bundle: saveable.bundle,
        summary: impact ? impactSummary(impact) : '',
        basedOn: saved.version,
      });
      adopt({ bundle: saveable.bundle, version });
      showMessage(`已保存为第 ${version} 版，预订人下次预订即生效`, 'success');
    } catch {
      // The transport has shown the server's message.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const restore = async (version: number, summary: string) => {
    setBusy(true);
    try {
      const restored = await restoreConfig(transport, version, saved.version, summary);
      const { bundle } = await fetchLiveConfig(transport);
      adopt({ bundle, version: restored.version });
      showMessage(`已恢复第 ${version} 版（新版本 ${restored.version}）`, 'success');
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  const errors = checked.parsed ? checked.errors.length : 1;
  const warnings = checked.parsed ? checked.warnings.length : 0;
  const errorLines = checked.parsed ? checked.plainErrors.slice(0, ERRORS_LISTED) : checked.diagnostics.map((d) => d.message);
  const changed = edited.bundle !== saved.bundle;
  const savedText = useMemo(() => textOf(saved.bundle), [saved.bundle]);
  /**
   * Edits not saved: the text differs from the saved bundle's text, and its check (a broken text
   * included) says it is another bundle, or has not answered yet (a text typed just now).
   */
  const dirty = text !== savedText && (!current || changed || !canSave(checked) || checked.canonical !== savedCanonical);
  const discard = () => {
    setText(savedText);
    setDiscarding(false);
  };

  return (
    <Stack gap="6">
      <Section title="企业配置">
        <HStack gap="3" wrap="wrap" mb="2">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="示例配置" value={fixture} onChange={(e) => setFixture(e.currentTarget.value)}>
              <option value="">选择示例配置…</option>
              {fixtureChoices().map(({ name, title }) => (
                <option key={name} value={name}>
                  {title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button disabled={fixture === ''} onClick={() => void fixtureText(fixture, saved.bundle.enterpriseId).then(setText)}>
            载入示例
          </Button>
          <Button onClick={() => (dirty ? setDiscarding(true) : discard())}>{saved.version > 0 ? `还原为已保存的第 ${saved.version} 版` : '还原为已保存的配置'}</Button>
          <Button variant="primary" disabled={!saveable || !changed || busy} onClick={() => setConfirming(true)}>
            保存…
          </Button>
        </HStack>
        <Text fontSize="sm" color={errors > 0 ? 'fg.error' : 'fg.muted'} role="status" aria-busy={!current} mb="2">
          {errors > 0 ? `${errors} 个错误，${warnings} 个警告：有错误的配置不能保存` : `没有错误，${warnings} 个警告`}
        </Text>
        {errors > 0 && (
          <Box as="ul" fontSize="sm" color="fg.error" mb="2" ps="5" aria-label="配置错误" data-testid="bundle-errors">
            {errorLines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </Box>
        )}
        {checked.parsed && <CapNotice near={checked.nearCaps} />}
        <Tabs
          keepMounted={KEEP_JSON}
          items={[
            {
              value: 'form',
              label: '表单',
              content: formCannot ? (
                <Hint>这份配置无法以表单显示（格式有误或超出上限），请在“JSON（专家视图）”中按上方的错误修正。</Hint>
              ) : (
                <BundleFormView
                  bundle={formDraft.bundle}
                  errors={checked.parsed ? checked.errors : NO_LINT}
                  onChange={onFormChange}
                  lookups={lookups}
                  disabled={formWaits}
                  history={history}
                />
              ),
            },
            {
              value: 'json',
              label: 'JSON（专家视图）',
              content: <BundleEditor value={text} onChange={setText} label="企业配置 JSON" checker={checker} onView={setEditorView} />,
            },
          ]}
        />
      </Section>

      {errors > 0 && <Hint>{`编辑中的配置有错误，以下预览与影响比较仍按最后一份没有错误的配置显示。`}</Hint>}
      <ScenarioPreview bundle={shown} lookups={lookups} people={people} />

      <Section title="影响比较（已保存 → 编辑后）">
        <ImpactPanel saved={saved.bundle} edited={shown} orders={orders} orderLink={orderLink} onImpact={onImpact} people={people} />
      </Section>

      <Section title="配置版本">
        {versions.data === undefined ? (
          <Hint>加载中…</Hint>
        ) : (
          <VersionHistory
            versions={versions.data}
            saved={saved}
            dirty={dirty}
            busy={busy}
            orders={orders}
            orderLink={orderLink}
            people={people}
            onRestore={restore}
          />
        )}
      </Section>

      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="放弃未保存的修改"
        confirmLabel="放弃修改并还原"
        onConfirm={discard}
      >
        {`编辑中的配置有尚未保存的修改。还原为已保存的${saved.version > 0 ? `第 ${saved.version} 版` : '配置'}后，这些修改将被丢弃（还原后可在编辑器中按 Ctrl+Z 撤销）。`}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="确认保存企业配置"
        confirmLabel="确认保存"
        onConfirm={() => void save()}
        closeOnConfirm={false}
        confirmLoading={busy}
        confirmDisabled={!saveable}
        size="lg"
      >
        <Stack gap="2">
          <Text>保存后，本企业预订人的下一次预订即按新配置执行。此次修改的影响：</Text>
          <Box as="pre" whiteSpace="pre-wrap" fontSize="sm" bg="bg.muted" p="2" borderRadius="md" data-testid="impact-summary">
            {impact ? impactSummary(impact) : '影响比较尚未完成'}
          </Box>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
