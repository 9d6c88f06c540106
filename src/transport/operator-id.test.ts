// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { clearOperatorId, OPERATOR_ID_STORAGE_KEY, readOperatorId, storeOperatorId } from './operator-id.ts';

afterEach(() => localStorage.clear());

describe('the stored OperatorId (docs/transport.md "Request")', () => {
  it('is empty before sign-in, the user id once stored, empty again once cleared', () => {
    expect(readOperatorId()).toBe('');
    storeOperatorId(1001);
    expect(localStorage.getItem(OPERATOR_ID_STORAGE_KEY)).toBe('1001');
    expect(readOperatorId()).toBe('1001');
    clearOperatorId();
    expect(readOperatorId()).toBe('');
  });
});
