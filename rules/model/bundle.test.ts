/** The enterprise's own no-audit list joined to its bundle (docs/administration.md "用户"): the audit rules read it as the bundle's own. */
import { describe, expect, it } from 'vitest';

import { evaluate } from '../evaluate.ts';
import type { EnterpriseBundle } from '../generated/bundle.ts';
import { noNeedToAuditBookers, withNoAuditBookers } from './bundle.ts';

const BUNDLE: EnterpriseBundle = {
  enterpriseId: 1,
  auditConfigs: [
    {
      businessType: 4, isNeedAudit: true, auditType: 1, isNeedExco: false,
      userInputDto: { isShow: true, isRequired: true, isCanEdit: true, hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 16 } },
    },
    { businessType: 5, isNeedAudit: true, auditType: 2 },
  ],
  noNeedToAudit: [{ businessType: 4, auditType: 1, bookerIds: ['u-file'] }],
};

describe('withNoAuditBookers', () => {
  it('puts the bookers on the list of every audit config\'s business and audit type, beside the bundle\'s own', () => {
    const joined = withNoAuditBookers(BUNDLE, ['u-1', 'u-2']);
    expect(noNeedToAuditBookers(joined, 4, 1)).toEqual(['u-file', 'u-1', 'u-2']);
    expect(noNeedToAuditBookers(joined, 5, 2)).toEqual(['u-1', 'u-2']);
    expect(noNeedToAuditBookers(joined, 4, 2)).toEqual([]);
  });

  it('changes nothing it is given, and gives the same bundle back for no bookers', () => {
    const before = structuredClone(BUNDLE);
    withNoAuditBookers(BUNDLE, ['u-1']);
    expect(BUNDLE).toEqual(before);
    expect(withNoAuditBookers(BUNDLE, [])).toBe(BUNDLE);
  });

  it('a booker on the joined list is no longer asked for the approver whose conditions read the list (bit 16, spec D3)', () => {
    const approver = (bundle: EnterpriseBundle) => evaluate(bundle, { businessType: 4, bookerId: 'u-1' }).audit.sections.find((s) => s.role === 'userInput')?.visible;
    expect(approver(BUNDLE)).toBe(true);
    expect(approver(withNoAuditBookers(BUNDLE, ['u-1']))).toBe(false);
  });
});
