/**
 * The answers of the resource engine's calls (docs/resources.md), and the users resource's record.
 */
import type { ImportRowError } from '../../rules/index.ts';

/** A page of a resource's list. */
export interface ResourcePage<R> {
  total: number;
  items: R[];
}

/** One change of a record (the change log, migration 018): who, when (`YYYY-MM-DD HH:mm`, China time), and the record before and after. */
export interface ChangeMessage {
  id: number;
  action: 'add' | 'update' | 'delete';
  userName: string;
  changedAt: string;
  before: unknown;
  after: unknown;
}

/** A record and its history, newest first. */
export interface ResourceDetail<R> {
  record: R;
  history: ChangeMessage[];
}

/** One import of a resource's file, refused or kept (all or nothing). */
export interface ImportLogMessage {
  id: number;
  userName: string;
  importedAt: string;
  /** Data rows read. */
  rows: number;
  /** Records kept: every row, or none. */
  imported: number;
  /** Bad cells found (0 when kept). */
  errors: number;
}

/** An import's answer: what was kept, or every bad cell (the fleet's shape). */
export interface ResourceImportResult {
  imported: number;
  errors: ImportRowError[];
}

/** A user of the enterprise as the users list answers it. */
export interface EnterpriseUserMessage {
  userId: string;
  trueName: string;
  phoneNumber: string;
  email: string;
  empNo: string;
  /** 1 未激活, 2 已激活 (schemas/enterprise-user-query.schema.json). */
  state: number;
}

export interface ResourceResponses {
  'GET /enterpriseUser/baseInfos': ResourcePage<EnterpriseUserMessage>;
  'GET /enterpriseUser/detail': ResourceDetail<EnterpriseUserMessage>;
  'POST /enterpriseUser/add': EnterpriseUserMessage;
  'PUT /enterpriseUser': EnterpriseUserMessage;
  'POST /enterpriseUser/deleted': { deleted: number };
  'POST /enterpriseUser/import': ResourceImportResult;
  'GET /enterpriseUser/import/Logs': ImportLogMessage[];
  'POST /enterpriseUser/export': null;
  'POST /enterpriseUser/export/template': null;
}
