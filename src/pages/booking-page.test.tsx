// @vitest-environment jsdom
/**
 * Issue 9 §2 (mount): the booking page asks for the enterprise config beside the permissions,
 * not after they answered (one round trip less before the form draws).
 */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FakeAnswer } from '../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers } from '../../tests/support/portal.tsx';
import { endpoints } from '../shared/index.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the booking page starts the config with the permissions', () => {
  it('asks for the special fields while the permissions have not answered yet', async () => {
    const answers = signedInAnswers();
    const permissions = answers[endpoints.enterpriseUser.permissions.path]!;
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    const heldPermissions: FakeAnswer = async (options) => {
      await held;
      return permissions(options);
    };
    const { transport } = renderPortal('/EnterpriseService/SpecialCar', { ...answers, [endpoints.enterpriseUser.permissions.path]: heldPermissions });
    await waitFor(() => expect(transport.callsTo(endpoints.enterpriseConfig.specialFields.path).length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(transport.callsTo(endpoints.enterpriseUser.permissions.path)).toHaveLength(1);
    release();
  });
});
