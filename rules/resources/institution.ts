/**
 * The enterprise's institutions as a resource (issue 25 §2; docs/administration.md "机构"): the body of
 * add and update (schemas/institution.schema.json, its 可用车型 the own fleet's car levels of
 * schemas/own-car.schema.json plus 不限, declared there once), the list's filter, the status change and
 * a user's binding, and the import template made from the body's titles. Pure.
 */
import rawInstitutionSchema from '../../schemas/institution.schema.json' with { type: 'json' };
import institutionQuerySchema from '../../schemas/institution-query.schema.json' with { type: 'json' };
import institutionStatusSchema from '../../schemas/institution-status.schema.json' with { type: 'json' };
import institutionBindSchema from '../../schemas/institution-bind.schema.json' with { type: 'json' };
import ownCarSchema from '../../schemas/own-car.schema.json' with { type: 'json' };
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import type { CheckResult, ErrorDefinition } from '../model/issue.ts';
import { importTemplateOf } from './schema-import.ts';

export interface InstitutionBody {
  institutionId?: string;
  name: string;
  contactName?: string;
  contactPhone?: string;
  address?: string;
  /** 0 不限, else a car level (1 经济型 … 4 豪华型). */
  carType?: number;
}

export interface InstitutionStatusBody {
  institutionId: string;
  state: number;
}

export interface InstitutionBindBody {
  userId: string;
  /** '' unbinds. */
  institutionId: string;
}

/** 可用车型: 不限 (0), or one of the own fleet's car levels (their table is own-car.schema.json's). */
export const ANY_CAR_TYPE = { const: 0, title: '不限' } as const;

const institutionSchema = {
  ...rawInstitutionSchema,
  properties: { ...rawInstitutionSchema.properties, carType: { ...rawInstitutionSchema.properties.carType, oneOf: [ANY_CAR_TYPE, ...ownCarSchema.properties.carType.oneOf] } },
};

export const INSTITUTION_SCHEMAS = { body: institutionSchema, query: institutionQuerySchema, status: institutionStatusSchema, bind: institutionBindSchema } as const;

/** The states of the query schema's table: an institution is enabled when added. */
export const InstitutionState = { ENABLED: 1, DISABLED: 2 } as const;

const validatorsFor = /* @__PURE__ */ schemaValidators();

function trimmed(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/** @example checkInstitutionBody({ name: '上海分部', carType: 9 }).ok // false, at /carType */
export const checkInstitutionBody = (value: unknown): CheckResult<InstitutionBody> => checkAgainst<InstitutionBody>(validatorsFor(institutionSchema), trimmed(value));
export const checkInstitutionStatus = (value: unknown): CheckResult<InstitutionStatusBody> => checkAgainst<InstitutionStatusBody>(validatorsFor(institutionStatusSchema), value);
export const checkInstitutionBind = (value: unknown): CheckResult<InstitutionBindBody> => checkAgainst<InstitutionBindBody>(validatorsFor(institutionBindSchema), trimmed(value));

export const INSTITUTION_NAME_TAKEN: ErrorDefinition = { code: 'institution.nameTaken', message: '名称为 {value} 的机构已存在' };
export const INSTITUTION_HAS_USERS: ErrorDefinition = { code: 'institution.hasUsers', message: '机构 {value} 还有绑定的用户，请先为这些用户解除绑定' };
export const INSTITUTION_DISABLED: ErrorDefinition = { code: 'institution.disabled', message: '该机构已停用，不能绑定用户' };

/** The institutions' import: 名称, 联系人, 联系电话, 地址, 可用车型 (the body's titles); a name twice in the file is a duplicate. */
export const INSTITUTION_IMPORT = /* @__PURE__ */ importTemplateOf<InstitutionBody>({
  kind: 'institution',
  sheet: '机构',
  schema: institutionSchema,
  check: checkInstitutionBody,
  uniqueKey: 'name',
  columns: [
    { key: 'name', hint: '须为 1 到 30 个字', example: '上海分部' },
    { key: 'contactName', hint: '最多 20 个字', example: '王丽' },
    { key: 'contactPhone', hint: '须为 11 位手机号，或不填', example: '13912340002' },
    { key: 'address', hint: '最多 100 个字', example: '上海市浦东新区世纪大道 100 号' },
    { key: 'carType', hint: '须为 不限、经济型、舒适型、商务型 或 豪华型', example: '不限' },
  ],
});
