/**
 * The enterprise's users, the resource engine's first resource (issue 25 §1–2; docs/administration.md
 * "用户"): `/EnterpriseService/Users`, permission `admin.users`.
 */
import { USER_IMPORT, USER_SCHEMAS, type EnterpriseUserBody } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { EnterpriseUserMessage } from '../resource-responses.ts';
import { USERS_PERMISSION } from './enterprise-user-entry.ts';
import type { ResourceDeclaration } from './resource.ts';

export { USERS_PATH, USERS_PERMISSION } from './enterprise-user-entry.ts';

export const ENTERPRISE_USERS: ResourceDeclaration<EnterpriseUserMessage, EnterpriseUserBody> = {
  name: 'enterpriseUser',
  label: '用户',
  permission: USERS_PERMISSION,
  schema: USER_SCHEMAS.body,
  querySchema: USER_SCHEMAS.query,
  recordSchema: USER_SCHEMAS.record,
  shownBy: { institutionId: 'institutionName' },
  idKey: 'userId',
  idsKey: 'userIds',
  nameKey: 'trueName',
  columns: ['trueName', 'phoneNumber', 'email', 'empNo', 'state', 'roleName'],
  formKeys: ['trueName', 'phoneNumber', 'email', 'empNo'],
  search: { param: 'searchKey', keys: ['trueName', 'phoneNumber', 'email', 'empNo'] },
  filterKeys: ['state'],
  sortKeys: ['trueName', 'phoneNumber', 'empNo'],
  defaultSort: { key: 'empNo', order: 'asc' },
  pageSize: 20,
  importTemplate: USER_IMPORT,
  endpoints: {
    list: endpoints.enterpriseUser.baseInfos,
    detail: endpoints.enterpriseUser.detail,
    add: endpoints.enterpriseUser.add,
    update: endpoints.enterpriseUser.update,
    delete: endpoints.enterpriseUser.deleted,
    import: endpoints.enterpriseUser.import,
    importLogs: endpoints.enterpriseUser.importLogs,
    export: endpoints.enterpriseUser.export,
    exportTemplate: endpoints.enterpriseUser.exportTemplate,
  },
};
