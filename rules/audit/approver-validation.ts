/**
 * The audit sections' `validateType` checks (D3): 0 none, 1 email, 2 mainland mobile number,
 * 3 `name(phone)` (D8).
 */
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN, ValidateType } from '../model/constants.ts';
import { parseApproverText } from './approver-text.ts';
import { failure, success, type CheckResult, type ErrorDefinition } from '../model/issue.ts';

/** An approver value that is not an email address (validateType 1, D3). */
export const APPROVER_EMAIL_INVALID = {
  code: 'approver.email',
  message: '请输入正确的邮箱',
  messageEn: 'Enter a valid email address',
} as const satisfies ErrorDefinition;
/** An approver value that is not a mainland mobile number (validateType 2, D3). */
export const APPROVER_MOBILE_INVALID = {
  code: 'approver.mobile',
  message: '请输入正确的手机号',
  messageEn: 'Enter a valid mobile number',
} as const satisfies ErrorDefinition;
/** An approver value that is not `name(phone)` (validateType 3, D3, D8). */
export const APPROVER_NAME_PHONE_INVALID = {
  code: 'approver.namePhone',
  message: '请按 姓名(手机号) 格式填写',
  messageEn: 'Write it as name(mobile number)',
} as const satisfies ErrorDefinition;

function passes(validateType: number, value: string): boolean {
  switch (validateType) {
    case ValidateType.EMAIL.value:
      return EMAIL_PATTERN.test(value);
    case ValidateType.MOBILE.value:
      return MAINLAND_MOBILE_PATTERN.test(value);
    case ValidateType.NAME_PHONE.value: {
      const { name, phone } = parseApproverText(value);
      return name !== '' && MAINLAND_MOBILE_PATTERN.test(phone);
    }
    default:
      return true;
  }
}

const ISSUE_OF_TYPE: Readonly<Record<number, ErrorDefinition>> = {
  [ValidateType.EMAIL.value]: APPROVER_EMAIL_INVALID,
  [ValidateType.MOBILE.value]: APPROVER_MOBILE_INVALID,
  [ValidateType.NAME_PHONE.value]: APPROVER_NAME_PHONE_INVALID,
};

/**
 * Checks an approver value against its section's `validateType` (D3): the trimmed text when it
 * passes, the issue at `path` (a JSON Pointer) with a Chinese message when it does not. Empty
 * text is the required check's business, not this one's, so it passes here; so does an unknown
 * validate type (the bundle schema allows only 0-3). Surrounding spaces are ignored.
 *
 * @example validateApproverValue(2, '1380000000')        // { ok: false, issues: [{ code: 'approver.mobile', path: '', message: '请输入正确的手机号', … }] }
 * @example validateApproverValue(3, '王五（13800000000）') // { ok: true, value: '王五（13800000000）', issues: [] }
 * @example validateApproverValue(1, '')                  // { ok: true, value: '', issues: [] }
 */
export function validateApproverValue(validateType: number, text: string, path = ''): CheckResult<string> {
  const value = text.trim();
  const definition = ISSUE_OF_TYPE[validateType];
  if (value === '' || definition === undefined || passes(validateType, value)) return success(value);
  return failure({ ...definition, path });
}

/**
 * Checks the one part of an approver section the booker types into (`ui:options.checks` of the
 * compiled section, rules/compile/audit-section.ts) by what that part holds: the name part carries
 * the whole `name(phone)` text of validate type 3; a phone part is a mobile number under validate
 * types 2 and 3 (the administrative reviewer has no name part, so its `name(phone)` type checks the
 * phone alone); an e-mail part is checked under type 1. Any other pairing checks nothing.
 *
 * @example validateApproverPart(3, 'phoneNumber', '13533339999') // { ok: true, value: '13533339999', issues: [] }
 * @example validateApproverPart(3, 'name', '13533339999')        // { ok: false, issues: [{ code: 'approver.namePhone', … }] }
 */
export function validateApproverPart(validateType: number, part: string, text: string, path = ''): CheckResult<string> {
  if (part === 'name') return validateApproverValue(validateType, text, path);
  if (part === 'phoneNumber' && (validateType === ValidateType.MOBILE.value || validateType === ValidateType.NAME_PHONE.value)) {
    return validateApproverValue(ValidateType.MOBILE.value, text, path);
  }
  if (part === 'email' && validateType === ValidateType.EMAIL.value) return validateApproverValue(validateType, text, path);
  return success(text.trim());
}
