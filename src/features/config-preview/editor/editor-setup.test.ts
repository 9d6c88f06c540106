import { EditorState, Transaction, type TransactionSpec } from '@codemirror/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { redo, redoDepth, undo, undoDepth } from '@codemirror/commands';

import { bundleEditorSetup } from './editor-setup.ts';

/** The bundle editor's setup without a view: commands get the state and a dispatch that keeps the new one. */
function editor(doc: string) {
  let state = EditorState.create({ doc, extensions: [bundleEditorSetup()] });
  const target = () => ({ state, dispatch: (tr: Transaction) => (state = tr.state) });
  return {
    get text() {
      return state.doc.toString();
    },
    get state() {
      return state;
    },
    apply(spec: TransactionSpec) {
      state = state.update(spec).state;
    },
    undo: () => undo(target()),
    redo: () => redo(target()),
  };
}

const typed = (at: number, text: string, time: number): TransactionSpec => ({
  changes: { from: at, insert: text },
  annotations: [Transaction.userEvent.of('input.type'), Transaction.time.of(time)],
});

describe('the bundle editor’s undo history (@codemirror/commands in bundleEditorSetup)', () => {
  it('undo takes an edit back and redo puts it again', () => {
    const e = editor('{"a": 1}');
    e.apply({ changes: { from: 6, to: 7, insert: '2' }, annotations: Transaction.time.of(0) });
    expect(e.text).toBe('{"a": 2}');
    expect(e.undo()).toBe(true);
    expect(e.text).toBe('{"a": 1}');
    expect(e.redo()).toBe(true);
    expect(e.text).toBe('{"a": 2}');
    expect(e.redo()).toBe(false);
  });

  it('typing within half a second is one step; a pause starts another', () => {
    const e = editor('');
    e.apply(typed(0, 'a', 1_000));
    e.apply(typed(1, 'b', 1_200));
    e.apply(typed(2, 'c', 2_000));
    expect({ undo: undoDepth(e.state), redo: redoDepth(e.state) }).toEqual({ undo: 2, redo: 0 });
    e.undo();
    expect(e.text).toBe('ab');
    e.undo();
    expect(e.text).toBe('');
    expect(e.undo()).toBe(false);
  });

  it('a new edit after an undo drops what could be redone', () => {
    const e = editor('x');
    e.apply({ changes: { from: 1, insert: 'y' } });
    e.undo();
    e.apply({ changes: { from: 0, insert: 'z' } });
    expect(e.redo()).toBe(false);
    expect(e.text).toBe('zx');
  });

  it('a replacement of the whole text (a loaded example) is undone as one step', () => {
    const e = editor('{"old": true}');
    e.apply({ changes: { from: 0, to: e.state.doc.length, insert: '{"new": true}' } });
    e.undo();
    expect(e.text).toBe('{"old": true}');
  });

  it('law: undoing every edit gives the first text back, and redoing them all the last', () => {
    const edit = fc.record({ at: fc.nat(), cut: fc.nat({ max: 3 }), insert: fc.string({ maxLength: 4 }), gap: fc.integer({ min: 0, max: 900 }) });
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.array(edit, { maxLength: 15 }), (start, edits) => {
        const e = editor(start);
        let time = 0;
        for (const { at, cut, insert, gap } of edits) {
          const from = Math.min(at, e.state.doc.length);
          const to = Math.min(from + cut, e.state.doc.length);
          if (from === to && insert === '') continue;
          time += gap;
          e.apply({ changes: { from, to, insert }, annotations: [Transaction.userEvent.of('input.type'), Transaction.time.of(time)] });
        }
        const last = e.text;
        while (e.undo());
        expect(e.text).toBe(start);
        while (e.redo());
        expect(e.text).toBe(last);
      }),
    );
  });
});
