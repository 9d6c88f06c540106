/**
 * The enterprise's cost centres on the resource engine (issue 25 §2; docs/administration.md "成本中心"):
 * `/EnterpriseService/CostCentres`, permission `admin.costCentres`. The parent and the approver are ids
 * in the body, chosen by name on the page and shown by name (`shownBy`).
 */
import { COST_CENTRE_IMPORT, COST_CENTRE_SCHEMAS, type CostCentreBody } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { CostCentreMessage } from '../resource-responses.ts';
import { COST_CENTRES_PERMISSION } from './cost-centre-entry.ts';
import type { ResourceDeclaration } from './resource.ts';

export { COST_CENTRES_PATH, COST_CENTRES_PERMISSION } from './cost-centre-entry.ts';

export const COST_CENTRES: ResourceDeclaration<CostCentreMessage, CostCentreBody> = {
  name: 'costCentre',
  label: '成本中心',
  permission: COST_CENTRES_PERMISSION,
  schema: COST_CENTRE_SCHEMAS.body,
  querySchema: COST_CENTRE_SCHEMAS.query,
  recordSchema: COST_CENTRE_SCHEMAS.record,
  shownBy: { parentId: 'parentName', approverUserId: 'approverName' },
  idKey: 'costCenterId',
  idsKey: 'costCenterIds',
  nameKey: 'name',
  columns: ['name', 'code', 'parentName', 'approverName', 'limitPriceType', 'state'],
  formKeys: ['name', 'code', 'parentId', 'approverUserId', 'limitPriceType'],
  search: { param: 'keyword', keys: ['name', 'code'] },
  filterKeys: ['state'],
  sortKeys: ['name', 'code', 'parentName'],
  defaultSort: { key: 'code', order: 'asc' },
  pageSize: 20,
  importTemplate: COST_CENTRE_IMPORT,
  endpoints: {
    list: endpoints.csAccount.all,
    detail: endpoints.csAccount.detail,
    add: endpoints.csAccount.addCostCenter,
    update: endpoints.csAccount.updateCostCenter,
    delete: endpoints.csAccount.deleteCostCenter,
    import: endpoints.csAccount.import,
    importLogs: endpoints.csAccount.importLogs,
    export: endpoints.csAccount.export,
    exportTemplate: endpoints.csAccount.exportTemplate,
  },
};
