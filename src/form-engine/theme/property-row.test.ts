import { describe, expect, it } from 'vitest';

import { skipsOffScreen } from './property-row.tsx';

describe('which rows are skipped while off screen (content-visibility: auto, issue 9 mount)', () => {
  it('skips a plain field inside a section: text, choice, check box', () => {
    expect(skipsOffScreen({ type: 'string', title: '项目编号' }, {}, true)).toBe(true);
    expect(skipsOffScreen({ type: 'integer', oneOf: [{ const: 1, title: '是' }] }, { 'ui:widget': 'radio' }, true)).toBe(true);
    expect(skipsOffScreen({ type: 'boolean' }, undefined, true)).toBe(true);
  });

  it('never skips the form’s own top-level fields, a custom field, or a section or list', () => {
    expect(skipsOffScreen({ type: 'string' }, {}, false)).toBe(false);
    expect(skipsOffScreen({ type: 'integer' }, { 'ui:field': 'payment' }, true)).toBe(false);
    expect(skipsOffScreen({ type: 'object', properties: {} }, {}, true)).toBe(false);
    expect(skipsOffScreen({ type: 'array', items: { type: 'integer' } }, {}, true)).toBe(false);
  });
});
