/**
 * The enterprise's users as a resource (issue 25 §1–2; docs/resources.md, docs/administration.md
 * "用户"): the body of add and update (schemas/enterprise-user.schema.json), the list's filter
 * (schemas/enterprise-user-query.schema.json), the import template made from the body's titles, and
 * the user rules the server and the import both ask. Pure.
 */
import userSchema from '../../schemas/enterprise-user.schema.json' with { type: 'json' };
import userQuerySchema from '../../schemas/enterprise-user-query.schema.json' with { type: 'json' };
import userRecordSchema from '../../schemas/enterprise-user-record.schema.json' with { type: 'json' };
import userRoleSchema from '../../schemas/enterprise-user-role.schema.json' with { type: 'json' };
import userUnbindSchema from '../../schemas/enterprise-user-unbind.schema.json' with { type: 'json' };
import userNoAuditSchema from '../../schemas/enterprise-user-no-audit.schema.json' with { type: 'json' };
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import type { CheckResult, ErrorDefinition, Issue } from '../model/issue.ts';
import { emailMatchesSuffixes, emailSuffixMessage } from '../admin/email-suffix.ts';
import { importTemplateOf } from './schema-import.ts';

/** A user as POST /enterpriseUser/add takes it; PUT /enterpriseUser adds `userId`. */
export interface EnterpriseUserBody {
  userId?: string;
  trueName: string;
  phoneNumber: string;
  email?: string;
  empNo?: string;
}

/** The filter of GET /enterpriseUser/baseInfos and of its export. */
export interface EnterpriseUserQuery {
  searchKey?: string;
  /** 0 every user, 1 未激活, 2 已激活 (the query schema's `oneOf`). */
  state?: number;
}

export const USER_SCHEMAS = { body: userSchema, query: userQuerySchema, record: userRecordSchema, role: userRoleSchema, unbind: userUnbindSchema, noAudit: userNoAuditSchema } as const;

/** POST /enterpriseUser/role/assign: the users and the role of 企业设置 they get, by name. */
export interface UserRoleBody {
  userIds: string[];
  roleName: string;
}

/** POST /enterpriseUser/unbind: the user taken out of the enterprise. */
export interface UserUnbindBody {
  userId: string;
}

/** POST /enterpriseUser/noNeedToAudit: the users put on (1) or taken off (0) the no-audit list. */
export interface UserNoAuditBody {
  userIds: string[];
  noAudit: 0 | 1;
}

/** The account states of the query schema's code table. */
export const UserState = { INACTIVE: 1, ACTIVE: 2 } as const;

const validatorsFor = /* @__PURE__ */ schemaValidators();

/** The body with its texts trimmed (what is kept is what was checked). */
function trimmed(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/** @example checkEnterpriseUserBody({ trueName: '孙悦', phoneNumber: '1390000' }).ok // false, at /phoneNumber */
export const checkEnterpriseUserBody = (value: unknown): CheckResult<EnterpriseUserBody> => checkAgainst<EnterpriseUserBody>(validatorsFor(userSchema), trimmed(value));
export const checkUserRoleBody = (value: unknown): CheckResult<UserRoleBody> => checkAgainst<UserRoleBody>(validatorsFor(userRoleSchema), trimmed(value));
export const checkUserUnbindBody = (value: unknown): CheckResult<UserUnbindBody> => checkAgainst<UserUnbindBody>(validatorsFor(userUnbindSchema), value);
export const checkUserNoAuditBody = (value: unknown): CheckResult<UserNoAuditBody> => checkAgainst<UserNoAuditBody>(validatorsFor(userNoAuditSchema), value);
export const checkEnterpriseUserQuery = (value: unknown): CheckResult<EnterpriseUserQuery> => checkAgainst<EnterpriseUserQuery>(validatorsFor(userQuerySchema), value);

/** spec §7 "Accounts": one phone number, one user, in the whole product (sign-in is by phone). */
export const USER_PHONE_TAKEN: ErrorDefinition = { code: 'user.phoneTaken', message: '手机号 {phoneNumber} 已被其他用户使用，一个手机号只能对应一个用户' };
/** A role name 企业设置 does not hold (removed meanwhile, or never there). */
export const USER_ROLE_UNKNOWN: ErrorDefinition = { code: 'user.roleUnknown', message: '角色“{roleName}”不存在，请在企业设置中添加角色后再分配' };
/** A role holding permissions the administrator does not hold himself (he hands out no more than he has). */
export const USER_ROLE_BEYOND: ErrorDefinition = { code: 'user.roleBeyond', message: '这个角色含有您自己没有的权限，不能分配' };
/** Nobody would be left to administer the users. */
export const USER_LAST_ADMIN: ErrorDefinition = { code: 'user.lastAdmin', message: '企业至少要有一位可以管理用户的管理员，不能取消最后一位管理员的用户管理权限' };
/** An administrator unbinding himself would lock himself out. */
export const USER_UNBIND_SELF: ErrorDefinition = { code: 'user.unbindSelf', message: '不能解绑自己的账号' };
/** An administrator deleting his own account would lock himself out. */
export const USER_DELETE_SELF: ErrorDefinition = { code: 'user.deleteSelf', message: '不能删除自己的账号' };

/**
 * The phone number already a user's (not `userId` itself), as an issue at /phoneNumber.
 *
 * @example phoneTakenIssue({ phoneNumber: '13800000001' }, (p) => 'u-1001-101') // [{ code: 'user.phoneTaken', path: '/phoneNumber', … }]
 */
export function phoneTakenIssue(body: Pick<EnterpriseUserBody, 'phoneNumber' | 'userId'>, holderOf: (phoneNumber: string) => string | undefined): Issue[] {
  const holder = holderOf(body.phoneNumber);
  if (holder === undefined || holder === body.userId) return [];
  return [{ code: USER_PHONE_TAKEN.code, path: '/phoneNumber', message: USER_PHONE_TAKEN.message.replace('{phoneNumber}', body.phoneNumber) }];
}

/** An e-mail outside the enterprise's own domains (企业设置's e-mail suffixes, docs/administration.md). */
export const USER_EMAIL_SUFFIX = { code: 'user.emailSuffix' } as const;

/**
 * An e-mail that is not of the enterprise's domains (`suffixes`, none: any e-mail), as an issue at
 * /email saying which domains are (the settings' own sentence, rules/admin/email-suffix.ts). A user
 * without an e-mail passes.
 *
 * @example emailSuffixIssue({ email: 'sunyue@gmail.com' }, ['huaxin-tech.example.cn'])[0]?.message // '邮箱须为本企业的邮箱（@huaxin-tech.example.cn）'
 */
export function emailSuffixIssue(body: Pick<EnterpriseUserBody, 'email'>, suffixes: readonly string[]): Issue[] {
  const email = body.email ?? '';
  if (email === '' || emailMatchesSuffixes(email, suffixes)) return [];
  return [{ code: USER_EMAIL_SUFFIX.code, path: '/email', message: emailSuffixMessage(suffixes) }];
}

/** The users' import: 姓名, 手机号, 邮箱, 工号 (the body's titles); a phone twice in the file is a duplicate. */
export const USER_IMPORT = /* @__PURE__ */ importTemplateOf<EnterpriseUserBody>({
  kind: 'enterpriseUser',
  sheet: '用户',
  schema: userSchema,
  check: checkEnterpriseUserBody,
  uniqueKey: 'phoneNumber',
  columns: [
    { key: 'trueName', hint: '须为 1 到 20 个字', example: '孙悦' },
    { key: 'phoneNumber', hint: '须为 11 位手机号', example: '13900000001' },
    { key: 'email', hint: '须为有效的邮箱地址，最多 60 个字符', example: 'sunyue@huaxin-tech.example.cn' },
    { key: 'empNo', hint: '只能包含字母、数字、下划线和短横线，最多 20 个字符', example: 'HX0501' },
  ],
});
