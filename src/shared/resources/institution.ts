/**
 * The enterprise's institutions on the resource engine (issue 25 §2; docs/administration.md "机构"):
 * `/EnterpriseService/Institutions`, permission `admin.users`.
 */
import { INSTITUTION_IMPORT, INSTITUTION_SCHEMAS, type InstitutionBody } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { InstitutionMessage } from '../resource-responses.ts';
import { INSTITUTIONS_PERMISSION } from './institution-entry.ts';
import type { ResourceDeclaration } from './resource.ts';

export { INSTITUTIONS_PATH, INSTITUTIONS_PERMISSION } from './institution-entry.ts';

export const INSTITUTIONS: ResourceDeclaration<InstitutionMessage, InstitutionBody> = {
  name: 'institution',
  label: '机构',
  permission: INSTITUTIONS_PERMISSION,
  schema: INSTITUTION_SCHEMAS.body,
  querySchema: INSTITUTION_SCHEMAS.query,
  idKey: 'institutionId',
  idsKey: 'institutionIds',
  nameKey: 'name',
  columns: ['name', 'contactName', 'contactPhone', 'address', 'carType', 'state'],
  formKeys: ['name', 'contactName', 'contactPhone', 'address', 'carType'],
  search: { param: 'keyword', keys: ['name', 'contactName', 'address'] },
  filterKeys: ['state'],
  sortKeys: ['name', 'contactName'],
  defaultSort: { key: 'name', order: 'asc' },
  pageSize: 20,
  importTemplate: INSTITUTION_IMPORT,
  endpoints: {
    list: endpoints.enterpriseInstitution.list,
    detail: endpoints.enterpriseInstitution.detail,
    add: endpoints.enterpriseInstitution.add,
    update: endpoints.enterpriseInstitution.update,
    delete: endpoints.enterpriseInstitution.delete,
    import: endpoints.enterpriseInstitution.import,
    importLogs: endpoints.enterpriseInstitution.importLogs,
    export: endpoints.enterpriseInstitution.export,
    exportTemplate: endpoints.enterpriseInstitution.exportTemplate,
  },
};
