/**
 * The enterprise's cost centres as a resource (issue 25 §2; docs/administration.md "成本中心"): the body
 * of add and update (schemas/cost-centre.schema.json), the list's filter and the record's own fields
 * (schemas/cost-centre-query.schema.json, cost-centre-record.schema.json), the audit's refusal, the
 * import template made from the body's titles, and the hierarchy rule: a cost centre's parent is never
 * itself nor one of its descendants. Pure.
 */
import centreSchema from '../../schemas/cost-centre.schema.json' with { type: 'json' };
import centreQuerySchema from '../../schemas/cost-centre-query.schema.json' with { type: 'json' };
import centreRecordSchema from '../../schemas/cost-centre-record.schema.json' with { type: 'json' };
import centreRefusalSchema from '../../schemas/cost-centre-refusal.schema.json' with { type: 'json' };
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import type { CheckResult, ErrorDefinition, Issue } from '../model/issue.ts';
import { importTemplateOf } from './schema-import.ts';

/** A cost centre as POST /CsAccount/CostCenter takes it; PUT adds `costCenterId`. Ids are texts of digits; '' is none. */
export interface CostCentreBody {
  costCenterId?: string;
  name: string;
  code: string;
  parentId?: string;
  approverUserId?: string;
  limitPriceType?: number;
}

/** The body of POST /CsAccount/Audit/Refuse. */
export interface CostCentreRefusalBody {
  costCenterId: string;
  reason: string;
}

export const COST_CENTRE_SCHEMAS = { body: centreSchema, query: centreQuerySchema, record: centreRecordSchema, refusal: centreRefusalSchema } as const;

/** The audit states of the query schema's code table: a new cost centre awaits audit; only a passed one can be charged. */
export const CostCentreState = { PENDING: 1, PASSED: 2, REFUSED: 3 } as const;

const validatorsFor = /* @__PURE__ */ schemaValidators();

function trimmed(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/** @example checkCostCentreBody({ name: '研发一部', code: 'RD 1' }).ok // false, at /code */
export const checkCostCentreBody = (value: unknown): CheckResult<CostCentreBody> => checkAgainst<CostCentreBody>(validatorsFor(centreSchema), trimmed(value));
export const checkCostCentreRefusal = (value: unknown): CheckResult<CostCentreRefusalBody> => checkAgainst<CostCentreRefusalBody>(validatorsFor(centreRefusalSchema), trimmed(value));

export const COST_CENTRE_PARENT_CYCLE: ErrorDefinition = { code: 'costCentre.parentCycle', message: '上级成本中心不能是它自己或它的下级成本中心' };
export const COST_CENTRE_PARENT_UNKNOWN: ErrorDefinition = { code: 'costCentre.parentUnknown', message: '上级成本中心不存在或已删除，请重新选择' };
export const COST_CENTRE_APPROVER_UNKNOWN: ErrorDefinition = { code: 'costCentre.approverUnknown', message: '审批人须为本企业的用户，请重新选择' };
export const COST_CENTRE_NAME_TAKEN: ErrorDefinition = { code: 'costCentre.nameTaken', message: '名称为 {value} 的成本中心已存在' };
export const COST_CENTRE_CODE_TAKEN: ErrorDefinition = { code: 'costCentre.codeTaken', message: '编码为 {value} 的成本中心已存在' };
export const COST_CENTRE_HAS_CHILDREN: ErrorDefinition = { code: 'costCentre.hasChildren', message: '成本中心 {value} 还有下级成本中心，请先删除或移走下级成本中心' };
export const COST_CENTRE_NOT_PENDING: ErrorDefinition = { code: 'costCentre.notPending', message: '该成本中心不在待审核状态，无需审核' };
export const COST_CENTRE_NO_APPROVER: ErrorDefinition = { code: 'costCentre.noApprover', message: '请先为该成本中心指定审批人，再通过审核' };

/**
 * Whether `candidate` may not be the parent of `id`: it is `id` itself or one of `id`'s descendants
 * (walking up from `candidate` reaches `id`). A chain that loops without reaching `id` (bad data) stops.
 *
 * @example wouldBeOwnAncestor(new Map([['2', '1'], ['3', '2']]), '1', '3') // true: 3 is under 2 under 1
 * @example wouldBeOwnAncestor(new Map([['2', '1']]), '2', '1') // false
 */
export function wouldBeOwnAncestor(parentOf: ReadonlyMap<string, string>, id: string, candidate: string): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = candidate; at !== undefined && at !== ''; at = parentOf.get(at)) {
    if (at === id) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

/** The kept cost centres as the rules read them. */
export interface KeptCostCentre {
  id: string;
  name: string;
  code: string;
  parentId: string;
}

/**
 * The body's issues against the enterprise's kept cost centres and users, each at its field: a name or
 * a code another centre has, a parent that is not one of them or is the centre itself or below it, an
 * approver who is not one of the enterprise's users.
 *
 * @example costCentreIssues({ costCenterId: '1', name: '研发中心', code: 'RD', parentId: '1' }, kept, () => true)[0].path // '/parentId'
 */
export function costCentreIssues(body: CostCentreBody, kept: readonly KeptCostCentre[], isUser: (userId: string) => boolean): Issue[] {
  const issues: Issue[] = [];
  const others = kept.filter((c) => c.id !== body.costCenterId);
  const said = (definition: ErrorDefinition, path: string, value = '') => issues.push({ code: definition.code, path, message: definition.message.replace('{value}', value) });
  if (others.some((c) => c.name === body.name)) said(COST_CENTRE_NAME_TAKEN, '/name', body.name);
  if (others.some((c) => c.code.toLowerCase() === body.code.toLowerCase())) said(COST_CENTRE_CODE_TAKEN, '/code', body.code);
  const parent = body.parentId ?? '';
  if (parent !== '') {
    const parentOf = new Map(kept.map((c) => [c.id, c.parentId]));
    if (body.costCenterId !== undefined && wouldBeOwnAncestor(parentOf, body.costCenterId, parent)) said(COST_CENTRE_PARENT_CYCLE, '/parentId');
    else if (!parentOf.has(parent)) said(COST_CENTRE_PARENT_UNKNOWN, '/parentId');
  }
  const approver = body.approverUserId ?? '';
  if (approver !== '' && !isUser(approver)) said(COST_CENTRE_APPROVER_UNKNOWN, '/approverUserId');
  return issues;
}

/**
 * The ancestors of a cost centre, nearest first (its parent, the parent's parent, …); a loop stops.
 *
 * @example ancestorsOf(new Map([['3', '2'], ['2', '1'], ['1', '']]), '3') // ['2', '1']
 */
export function ancestorsOf(parentOf: ReadonlyMap<string, string>, id: string): string[] {
  const chain: string[] = [];
  for (let at = parentOf.get(id); at !== undefined && at !== '' && at !== id && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
  return chain;
}

/** The cost centres' import: 名称, 编码, 限价类型 (the body's titles; the parent and the approver are chosen on the page); a code twice in the file is a duplicate. */
export const COST_CENTRE_IMPORT = /* @__PURE__ */ importTemplateOf<CostCentreBody>({
  kind: 'costCentre',
  sheet: '成本中心',
  schema: centreSchema,
  check: checkCostCentreBody,
  uniqueKey: 'code',
  columns: [
    { key: 'name', hint: '须为 1 到 30 个字', example: '研发一部' },
    { key: 'code', hint: '只能包含字母、数字、下划线和短横线，最多 20 个字符', example: 'RD01' },
    { key: 'limitPriceType', hint: '须为 不限价、单笔限额、每日限额 或 每月限额', example: '不限价' },
  ],
});
