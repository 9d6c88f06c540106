/**
 * The enterprise settings over the transport (issue 25 §2, docs/administration.md "企业设置"): each
 * section's read and save, the settings' history, and the notice board the home page shows.
 */
import { queryOptions } from '@tanstack/react-query';

import type { EnterpriseSettings, SettingsSection } from '../../../../rules/admin/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  section: (section: SettingsSection) => ['settings', 'section', section] as const,
  history: ['settings', 'history'] as const,
};

const READS = {
  noticeBoard: endpoints.enterpriseConfig.noticeBoard,
  emailSuffix: endpoints.enterpriseConfig.emailSuffix,
  roles: endpoints.enterpriseConfig.roles,
  stores: endpoints.enterpriseConfig.stores,
  paymentPermissions: endpoints.enterpriseConfig.paymentPermissions,
} as const;

const WRITES = {
  noticeBoard: endpoints.enterpriseConfig.saveNoticeBoard,
  emailSuffix: endpoints.enterpriseConfig.saveEmailSuffix,
  roles: endpoints.enterpriseConfig.saveRoles,
  stores: endpoints.enterpriseConfig.saveStores,
  paymentPermissions: endpoints.enterpriseConfig.savePaymentPermissions,
} as const;

export const sectionQuery = <S extends SettingsSection>(transport: Transport, section: S) =>
  queryOptions({
    queryKey: settingsKeys.section(section),
    queryFn: async () => (await resultOf(transport.call(READS[section]))) as EnterpriseSettings[S],
  });

export const settingsHistoryQuery = (transport: Transport) =>
  queryOptions({
    queryKey: settingsKeys.history,
    queryFn: () => resultOf(transport.call(endpoints.enterpriseConfig.settingsHistory)),
  });

/** Saves one section; the page draws a refusal under its field (`result.field`), so the transport tells nothing itself. */
export const saveSection = <S extends SettingsSection>(transport: Transport, section: S, body: EnterpriseSettings[S]) =>
  resultOf(transport.call(WRITES[section], { body, suppressErrorMessages: true }));

/** The notice board as the home page reads it (a notice switched off reads as empty). */
export const noticeBoardQuery = (transport: Transport) =>
  queryOptions({
    queryKey: settingsKeys.section('noticeBoard'),
    queryFn: () => resultOf(transport.call(endpoints.enterpriseConfig.noticeBoard)),
  });
