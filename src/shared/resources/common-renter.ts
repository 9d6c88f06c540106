/**
 * A booker's common renters on the resource engine (issue 25 §2; docs/administration.md "常用乘车人"):
 * `/EnterpriseService/CommonRenters`, permission `specialCar.book`; each booker sees his own only.
 */
import { RENTER_IMPORT, RENTER_SCHEMAS, type CommonRenterBody } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { CommonRenterMessage } from '../resource-responses.ts';
import { RENTERS_PERMISSION } from './common-renter-entry.ts';
import type { ResourceDeclaration } from './resource.ts';

export { RENTERS_PATH, RENTERS_PERMISSION } from './common-renter-entry.ts';

export const COMMON_RENTERS: ResourceDeclaration<CommonRenterMessage, CommonRenterBody> = {
  name: 'commonRenter',
  label: '常用乘车人',
  permission: RENTERS_PERMISSION,
  schema: RENTER_SCHEMAS.body,
  querySchema: RENTER_SCHEMAS.query,
  idKey: 'renterId',
  idsKey: 'renterIds',
  nameKey: 'name',
  columns: ['name', 'phoneNumber', 'email'],
  formKeys: ['name', 'phoneNumber', 'email'],
  search: { param: 'keyword', keys: ['name', 'phoneNumber', 'email'] },
  filterKeys: [],
  sortKeys: ['name', 'phoneNumber'],
  defaultSort: { key: 'name', order: 'asc' },
  pageSize: 20,
  importTemplate: RENTER_IMPORT,
  endpoints: {
    list: endpoints.commonRenter.list,
    detail: endpoints.commonRenter.detail,
    add: endpoints.commonRenter.add,
    update: endpoints.commonRenter.update,
    delete: endpoints.commonRenter.deleted,
    import: endpoints.commonRenter.import,
    importLogs: endpoints.commonRenter.importLogs,
    export: endpoints.commonRenter.export,
    exportTemplate: endpoints.commonRenter.exportTemplate,
  },
};
