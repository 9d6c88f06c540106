import { describe, expect, it } from 'vitest';

import { checkCommonRenterBody, RENTER_IMPORT, renterPhoneIssue } from './common-renter.ts';

describe('a booker\'s common renters', () => {
  it('checks a body and keeps one renter per phone number of the booker\'s own', () => {
    expect(checkCommonRenterBody({ name: ' 刘洋 ', phoneNumber: '13900000001' }).ok).toBe(true);
    expect(checkCommonRenterBody({ name: '刘洋', phoneNumber: '139' }).ok).toBe(false);
    expect(checkCommonRenterBody({ name: '刘洋', phoneNumber: '13900000001', ownerUserId: 'u-2' }).ok).toBe(false);
    const kept = [{ renterId: '1', phoneNumber: '13900000001' }];
    expect(renterPhoneIssue({ name: '刘洋', phoneNumber: '13900000001' }, kept)).toEqual([{ code: 'renter.phoneTaken', path: '/phoneNumber', message: '手机号 13900000001 已在您的常用乘车人中' }]);
    expect(renterPhoneIssue({ renterId: '1', name: '刘洋', phoneNumber: '13900000001' }, kept)).toEqual([]);
    expect(RENTER_IMPORT.columns.map((c) => c.header)).toEqual(['姓名', '手机号', '邮箱']);
  });
});
