/**
 * The enterprise settings page's form (issue 25 §2, docs/administration.md "企业设置"): one form drawn
 * by `SchemaForm` from schemas/enterprise-settings.schema.json (`enterpriseSettingsForm`: a role's
 * permissions among `grantable` by their names, the payment methods by the code table's), its
 * sections 公告, 邮箱后缀, 角色, 门店, 支付权限. 保存 checks the rules (an enabled notice needs its
 * title and text, a role name once) and saves each changed section with its own call; a refusal is
 * drawn under its field, the other sections are saved all the same and said saved. Then the history.
 */
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { deepEquals } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';

import { enterpriseSettingsForm, keptSection, settingsRuleIssues, settingsSectionTitle, SETTINGS_SECTIONS, type EnterpriseSettings, type SettingsSection } from '../../../../rules/admin/index.ts';
import type { CompiledForm } from '../../../../rules/compile/contract.ts';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { showErrorMessage, showMessage } from '../../../components/ui/toaster.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { noLookups } from '../../../form-engine/lookups.ts';
import { ArrayItemCard } from '../../../form-engine/theme/array-item-card.tsx';
import { formRefusalOf, type FieldMessage } from '../../../lib/form-refusal.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { saveSection, sectionQuery, settingsKeys } from '../api/settings.ts';
import { SettingsHistory } from './settings-history.tsx';

const NO_LOOKUPS = noLookups('企业设置不提供查询');
const NO_ERRORS: readonly FieldMessage[] = [];

type Ui = Record<string, unknown> & { 'ui:options'?: Record<string, unknown> };

/** The lists of roles and stores as cards (a component, which the plain-data uiSchema of rules/ cannot hold). */
function withCards(form: CompiledForm): CompiledForm {
  const ui = form.uiSchema as Record<string, Record<string, Ui>>;
  const card = (list: Ui): Ui => ({ ...list, 'ui:options': { ...list['ui:options'], ArrayFieldItemTemplate: ArrayItemCard } });
  return { ...form, uiSchema: { ...ui, roles: { ...ui.roles, roles: card(ui.roles!.roles!) }, stores: { ...ui.stores, stores: card(ui.stores!.stores!) } } };
}

/** The rules' issues of every section, at their place in the page's form. */
function ruleErrors(value: EnterpriseSettings): FieldMessage[] {
  return SETTINGS_SECTIONS.flatMap((section) => settingsRuleIssues(section, value[section] as never).map((issue) => ({ path: `/${section}${issue.path}`, message: issue.message })));
}

/** The form's data as the server keeps it: an emptied text (which the form leaves out) is its default. */
const keptSettings = (value: EnterpriseSettings) => Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, keptSection(section, value[section])])) as unknown as EnterpriseSettings;

function SettingsForm({ loaded, grantable }: { loaded: EnterpriseSettings; grantable: readonly string[] }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const form = useMemo(() => withCards(enterpriseSettingsForm(grantable)), [grantable]);
  const [data, setData] = useState<EnterpriseSettings>(loaded);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  // A refusal goes with the next keystroke or choice (the form's extra errors block its submit).
  const clearErrors = useCallback(() => setErrors(NO_ERRORS), []);

  const submit = useCallback(
    async (typed: EnterpriseSettings) => {
      const value = keptSettings(typed);
      const broken = ruleErrors(value);
      if (broken.length > 0) {
        setErrors(broken);
        return;
      }
      const changed = SETTINGS_SECTIONS.filter((section) => !deepEquals(value[section], loaded[section]));
      if (changed.length === 0) {
        showMessage('设置没有改动');
        return;
      }
      setBusy(true);
      const refusals: FieldMessage[] = [];
      const saved: SettingsSection[] = [];
      for (const section of changed) {
        try {
          await saveSection(transport, section, value[section] as never);
          saved.push(section);
        } catch (error) {
          const refusal = formRefusalOf(error as Error);
          if (refusal === 'told') continue;
          if (refusal) refusals.push({ path: `/${section}${refusal.path}`, message: refusal.message });
          else showErrorMessage(`${settingsSectionTitle(section)}未保存：${(error as Error).message}`);
        }
      }
      setErrors(refusals.length > 0 ? refusals : NO_ERRORS);
      if (saved.length > 0) showMessage(`已保存：${saved.map(settingsSectionTitle).join('、')}`, 'success');
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      setBusy(false);
    },
    [loaded, queryClient, transport],
  );

  return (
    <Box onInput={clearErrors} onChange={clearErrors}>
      <SchemaForm<EnterpriseSettings> form={form} formData={data} errors={errors} onChange={setData} onSubmit={(value) => void submit(value)} lookups={NO_LOOKUPS} label="企业设置表单" idPrefix="settings">
        <Box mt="4">
          <Button type="submit" colorPalette="blue" loading={busy}>
            保存
          </Button>
        </Box>
      </SchemaForm>
    </Box>
  );
}

/** @example <SettingsEditor grantable={['audit.orders', 'admin.users']} /> */
export function SettingsEditor({ grantable }: { grantable: readonly string[] }) {
  const transport = useTransport();
  const sections = useQueries({ queries: SETTINGS_SECTIONS.map((section) => sectionQuery(transport, section)) });
  const failed = sections.find((query) => query.isError);
  // The form starts from the settings as first read; a save refetches them as the baseline of the next one.
  const loaded = sections.every((query) => query.data !== undefined) ? (Object.fromEntries(SETTINGS_SECTIONS.map((section, i) => [section, sections[i]!.data])) as unknown as EnterpriseSettings) : undefined;
  return (
    <Stack gap="6">
      {failed ? <FormError>{`无法获取企业设置：${failed.error?.message ?? ''}`}</FormError> : null}
      {loaded !== undefined ? <SettingsForm loaded={loaded} grantable={grantable} /> : failed ? null : <Hint>加载中…</Hint>}
      <section aria-label="修改记录">
        <Heading as="h2" size="md" mb="3">
          修改记录
        </Heading>
        <SettingsHistory />
      </section>
    </Stack>
  );
}
