import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { textChange } from './text-change.ts';

const apply = (text: string, c: { from: number; to: number; insert: string }) => text.slice(0, c.from) + c.insert + text.slice(c.to);

describe('textChange (issue 24 §4: a text from elsewhere reaches the JSON view as what differs)', () => {
  it('is the characters that differ, a rename in the middle of a long text', () => {
    expect(textChange('{"a": 1}', '{"a": 12}')).toEqual({ from: 7, to: 7, insert: '2' });
    const was = `${'x'.repeat(1000)}"configName": "文本150"${'y'.repeat(1000)}`;
    const now = was.replace('文本150', '文本150ab');
    expect(textChange(was, now)).toEqual({ from: 1020, to: 1020, insert: 'ab' });
    expect(textChange('same', 'same')).toEqual({ from: 4, to: 4, insert: '' });
    expect(textChange('', 'new')).toEqual({ from: 0, to: 0, insert: 'new' });
    expect(textChange('old', '')).toEqual({ from: 0, to: 3, insert: '' });
  });

  it('turns any text into any other, changing no more than the two differ (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (start, a, b, end) => {
        const was = start + a + end;
        const now = start + b + end;
        const change = textChange(was, now);
        expect(apply(was, change)).toBe(now);
        expect(change.to - change.from).toBeLessThanOrEqual(a.length);
        expect(change.insert.length).toBeLessThanOrEqual(b.length);
      }),
      { numRuns: 500 },
    );
  });
});
