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
  /** Records kept: every row, none, or the good rows when the administrator chose to skip the bad ones. */
  imported: number;
  /** Bad cells found (0 when kept whole). */
  errors: number;
  /** The rows left out when the administrator chose 「跳过错误行」 (their numbers in the file); empty otherwise. */
  skippedRows: number[];
}

/**
 * An import's answer: what was kept, or every bad cell (the fleet's shape). A refused file says how many
 * of its rows are good (`importable`), which the portal offers to import alone (「跳过错误行，导入其余 n 行」);
 * a file kept without its bad rows says which rows were left out (`skippedRows`).
 */
export interface ResourceImportResult {
  imported: number;
  errors: ImportRowError[];
  importable?: number;
  skippedRows?: number[];
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
  /** The institution he is bound to ('' none) and its name (docs/administration.md "机构"). */
  institutionId: string;
  institutionName: string;
  /** The role of 企业设置 he was assigned ('' none: the permissions he was given when added). */
  roleName: string;
  /** 1 when he is on the enterprise's no-audit list (免审批), else 0. */
  noAudit: number;
}

/** One of the booker's common renters (docs/administration.md "常用乘车人"). */
export interface CommonRenterMessage {
  renterId: string;
  name: string;
  phoneNumber: string;
  email: string;
}

/** An institution as the list answers it (docs/administration.md "机构"). */
export interface InstitutionMessage {
  institutionId: string;
  name: string;
  contactName: string;
  contactPhone: string;
  address: string;
  /** 0 不限, else a car level (schemas/institution.schema.json). */
  carType: number;
  /** 1 启用, 2 停用 (schemas/institution-query.schema.json). */
  state: number;
}

/** A cost centre as the administration's list answers it (docs/administration.md "成本中心"); ids are texts of digits, '' none. */
export interface CostCentreMessage {
  costCenterId: string;
  name: string;
  code: string;
  parentId: string;
  /** The parent's name ('' at the top): how the parent is shown. */
  parentName: string;
  approverUserId: string;
  approverName: string;
  /** schemas/cost-centre.schema.json `limitPriceType`. */
  limitPriceType: number;
  /** 1 待审核, 2 已通过, 3 已拒绝 (schemas/cost-centre-query.schema.json). */
  state: number;
  refuseReason: string;
}

/** A cost centre's neighbour in the hierarchy (`/CsAccount/Parent`, `/CsAccount/Child`). */
export interface CostCentreNode {
  costCenterId: string;
  name: string;
  code: string;
}

/** A cost centre with its ancestors (nearest first) and its direct children (`/CsAccount/parentAndChild`). */
export interface CostCentreFamily {
  centre: CostCentreNode;
  parents: CostCentreNode[];
  children: CostCentreNode[];
}

/** A car of the fleet held by a cost centre: one of its 负责人 is charged to the centre (`/CsAccount/assets`). */
export interface CostCentreAsset {
  carLicense: string;
  carType: number;
  /** The car type's title (schemas/own-car: `carType`'s `oneOf`). */
  carTypeName: string;
  /** The car's 负责人 charged to the centre, by name. */
  owners: { userId: string; trueName: string }[];
}

/** An enterprise a cost centre's bookings may be charged to (`/CsAccount/relevantEnterprise`). */
export interface RelevantEnterprise {
  enterpriseId: number;
  enterpriseName: string;
}

/** One of the users charged to a cost centre (`/CsAccount/Staff/List`). */
export interface CostCentreStaffMessage {
  userId: string;
  trueName: string;
  phoneNumber: string;
  empNo: string;
}

/** A cost centre's QR image: the booking link it encodes and the image as a PNG data URL. */
export interface CostCentreQrMessage {
  link: string;
  dataUrl: string;
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
  'GET /CsAccount/All': ResourcePage<CostCentreMessage>;
  'GET /CsAccount/CostCenter/Detail': ResourceDetail<CostCentreMessage>;
  'POST /CsAccount/CostCenter': CostCentreMessage;
  'PUT /CsAccount/CostCenter': CostCentreMessage;
  'DELETE /CsAccount/CostCenter': { deleted: number };
  'POST /CsAccount/import': ResourceImportResult;
  'GET /CsAccount/import/Logs': ImportLogMessage[];
  'POST /CsAccount/export': null;
  'POST /CsAccount/export/template': null;
  'GET /CsAccount/Parent': CostCentreNode[];
  'GET /CsAccount/Child': CostCentreNode[];
  'GET /CsAccount/Staff/List': CostCentreStaffMessage[];
  'GET /CsAccount/parentAndChild': CostCentreFamily;
  'GET /CsAccount/assets': CostCentreAsset[];
  'GET /CsAccount/relevantEnterprise': RelevantEnterprise[];
  'GET /CsAccount/LimitPriceTypes': { const: number; title: string }[];
  'GET /CsAccount/QrImg': CostCentreQrMessage;
  'POST /CsAccount/Audit/Pass': CostCentreMessage;
  'POST /CsAccount/Audit/Refuse': CostCentreMessage;
  'GET /enterpriseInstitution': ResourcePage<InstitutionMessage>;
  'GET /enterpriseInstitution/detail': ResourceDetail<InstitutionMessage>;
  'POST /enterpriseInstitution': InstitutionMessage;
  'PUT /enterpriseInstitution': InstitutionMessage;
  'DELETE /enterpriseInstitution': { deleted: number };
  'PATCH /enterpriseInstitution/status': InstitutionMessage;
  'GET /enterpriseInstitution/fuzzyQuery': { institutionId: string; name: string }[];
  'GET /enterpriseInstitution/addresses': { institutionId: string; name: string; address: string }[];
  'GET /enterpriseInstitution/carType': { const: number; title: string }[];
  'POST /enterpriseInstitution/import': ResourceImportResult;
  'GET /enterpriseInstitution/import/Logs': ImportLogMessage[];
  'POST /enterpriseInstitution/export': null;
  'POST /enterpriseInstitution/export/template': null;
  'POST /enterpriseUser/institution/bind': EnterpriseUserMessage;
  'POST /enterpriseUser/role/assign': { assigned: number };
  'POST /enterpriseUser/unbind': EnterpriseUserMessage;
  'POST /enterpriseUser/noNeedToAudit': { changed: number };
  'GET /commonRenter': ResourcePage<CommonRenterMessage>;
  'GET /commonRenter/detail': ResourceDetail<CommonRenterMessage>;
  'POST /commonRenter/add': CommonRenterMessage;
  'PUT /commonRenter/update': CommonRenterMessage;
  'POST /commonRenter/deleted': { deleted: number };
  'POST /commonRenter/import': ResourceImportResult;
  'GET /commonRenter/import/Logs': ImportLogMessage[];
  'POST /commonRenter/export': null;
  'POST /commonRenter/export/template': null;
}
