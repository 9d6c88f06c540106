/**
 * The audit sections' `validateType` checks (D3): 0 none, 1 email, 2 mainland mobile number,
 * 3 `name(phone)` (D8).
 */
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN, ValidateType } from '../model/constants.ts';
import { parseApproverText } from './approver-text.ts';
import type { Issue } from '../model/issue.ts';

/**
 * Checks an approver value against its section's `validateType` (D3): null when it passes, an
 * issue with a Chinese message when it does not. Empty text is the required check's business,
 * not this one's, so it passes here; so does an unknown validate type (the bundle schema allows
 * only 0-3). Surrounding spaces are ignored.
 *
 * @example validateApproverValue(2, '1380000000')        // { code: 'approver.mobile', path: '', message: '请输入正确的手机号', ... }
 * @example validateApproverValue(3, '王五（13800000000）') // null
 * @example validateApproverValue(1, '')                  // null
 */
export function validateApproverValue(validateType: number, text: string, path = ''): Issue | null {
  const value = text.trim();
  if (value === '') return null;
  switch (validateType) {
    case ValidateType.EMAIL.value:
      return EMAIL_PATTERN.test(value)
        ? null
        : { code: 'approver.email', path, message: '请输入正确的邮箱', messageEn: 'Enter a valid email address' };
    case ValidateType.MOBILE.value:
      return MAINLAND_MOBILE_PATTERN.test(value)
        ? null
        : { code: 'approver.mobile', path, message: '请输入正确的手机号', messageEn: 'Enter a valid mobile number' };
    case ValidateType.NAME_PHONE.value: {
      const { name, phone } = parseApproverText(value);
      return name !== '' && MAINLAND_MOBILE_PATTERN.test(phone)
        ? null
        : {
            code: 'approver.namePhone',
            path,
            message: '请按 姓名(手机号) 格式填写',
            messageEn: 'Write it as name(mobile number)',
          };
    }
    default:
      return null;
  }
}
