/**
 * A booker's common renters (frequent passengers) as a resource (issue 25 §2; docs/administration.md
 * "常用乘车人"): the body (schemas/common-renter.schema.json), the filter, the rule that a booker keeps
 * one renter per phone number, and the import template made from the body's titles. Pure.
 */
import renterSchema from '../../schemas/common-renter.schema.json' with { type: 'json' };
import renterQuerySchema from '../../schemas/common-renter-query.schema.json' with { type: 'json' };
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import type { CheckResult, ErrorDefinition, Issue } from '../model/issue.ts';
import { importTemplateOf } from './schema-import.ts';

export interface CommonRenterBody {
  renterId?: string;
  name: string;
  phoneNumber: string;
  email?: string;
}

export const RENTER_SCHEMAS = { body: renterSchema, query: renterQuerySchema } as const;

const validatorsFor = /* @__PURE__ */ schemaValidators();

function trimmed(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/** @example checkCommonRenterBody({ name: '刘洋', phoneNumber: '139' }).ok // false, at /phoneNumber */
export const checkCommonRenterBody = (value: unknown): CheckResult<CommonRenterBody> => checkAgainst<CommonRenterBody>(validatorsFor(renterSchema), trimmed(value));

export const RENTER_PHONE_TAKEN: ErrorDefinition = { code: 'renter.phoneTaken', message: '手机号 {phoneNumber} 已在您的常用乘车人中' };

/**
 * A phone number another of the booker's renters has, as an issue at /phoneNumber.
 *
 * @example renterPhoneIssue({ name: '刘洋', phoneNumber: '13900000001' }, [{ renterId: '1', phoneNumber: '13900000001' }])[0].path // '/phoneNumber'
 */
export function renterPhoneIssue(body: CommonRenterBody, kept: readonly { renterId: string; phoneNumber: string }[]): Issue[] {
  const taken = kept.some((r) => r.phoneNumber === body.phoneNumber && r.renterId !== body.renterId);
  return taken ? [{ code: RENTER_PHONE_TAKEN.code, path: '/phoneNumber', message: RENTER_PHONE_TAKEN.message.replace('{phoneNumber}', body.phoneNumber) }] : [];
}

/** The renters' import: 姓名, 手机号, 邮箱; a phone twice in the file is a duplicate. */
export const RENTER_IMPORT = /* @__PURE__ */ importTemplateOf<CommonRenterBody>({
  kind: 'commonRenter',
  sheet: '常用乘车人',
  schema: renterSchema,
  check: checkCommonRenterBody,
  uniqueKey: 'phoneNumber',
  columns: [
    { key: 'name', hint: '须为 1 到 20 个字', example: '刘洋' },
    { key: 'phoneNumber', hint: '须为 11 位手机号', example: '13900000001' },
    { key: 'email', hint: '须为有效的邮箱地址，最多 60 个字符', example: 'liuyang@example.cn' },
  ],
});
