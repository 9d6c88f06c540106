/**
 * Undo history for the bundle editor: Ctrl-Z undoes, Ctrl-Y and Ctrl-Shift-Z redo, and the
 * browser's own undo (the edit menu, `beforeinput` historyUndo/historyRedo) does the same.
 *
 * Why our own: CodeMirror's history lives in `@codemirror/commands`, which is not installed (the
 * `codemirror` meta package that would bring it is a stray 5.x-era release here, docs/config-preview.md
 * "Editor"). This is the small linear part of it: each change is kept as its inverse; typing within
 * half a second of the last change of the same kind joins that step; undoing applies the inverse and
 * keeps the redo; a new change drops the redo stack. Selection-only history and collaborative
 * rebasing are left out.
 */
import { Annotation, StateField, Transaction, type ChangeSet, type EditorSelection, type EditorState, type Extension, type StateCommand } from '@codemirror/state';
import { EditorView, keymap, type KeyBinding } from '@codemirror/view';

/** One step: the changes that take the document back, and the selection before the step. */
interface Step {
  readonly changes: ChangeSet;
  readonly selection: EditorSelection;
}

interface History {
  readonly done: readonly Step[];
  readonly undone: readonly Step[];
  /** When the last step was made and by what kind of event, to join typing into one step. */
  readonly time: number;
  readonly event: string | undefined;
}

/** Marks the transactions undo and redo make, so they move steps between the stacks. */
const fromHistory = Annotation.define<'undo' | 'redo'>();

/** Typing events closer than this join one step (CodeMirror's `newGroupDelay`). */
const JOIN_MS = 500;
const MAX_STEPS = 200;
const EMPTY: History = { done: [], undone: [], time: 0, event: undefined };

const inverseOf = (tr: Transaction): Step => ({ changes: tr.changes.invert(tr.startState.doc), selection: tr.startState.selection });

/** The kind of user event for joining: `input.type` and `input.type.compose` join, `delete.backward` with itself. */
const kindOf = (tr: Transaction): string | undefined => {
  for (const kind of ['input.type', 'delete.backward', 'delete.forward', 'input.paste', 'input.drop']) if (tr.isUserEvent(kind)) return kind;
  return undefined;
};

const historyField = StateField.define<History>({
  create: () => EMPTY,
  update(history, tr) {
    const direction = tr.annotation(fromHistory);
    // An undo takes its step off `done` and keeps the way back in `undone`; a redo the other way round.
    if (direction === 'undo') return { ...history, done: history.done.slice(0, -1), undone: [...history.undone, inverseOf(tr)], event: undefined };
    if (direction === 'redo') return { ...history, undone: history.undone.slice(0, -1), done: [...history.done, inverseOf(tr)], event: undefined };
    if (!tr.docChanged) return history;
    if (tr.annotation(Transaction.addToHistory) === false) return EMPTY;
    const step = inverseOf(tr);
    const time = tr.annotation(Transaction.time) ?? Date.now();
    const event = kindOf(tr);
    const last = history.done[history.done.length - 1];
    if (last && event !== undefined && event === history.event && time - history.time < JOIN_MS) {
      // The new inverse goes first: it takes the document back to where the last step's inverse starts.
      const joined: Step = { changes: step.changes.compose(last.changes), selection: last.selection };
      return { done: [...history.done.slice(0, -1), joined], undone: [], time, event };
    }
    return { done: [...history.done, step].slice(-MAX_STEPS), undone: [], time, event };
  },
});

function move(direction: 'undo' | 'redo'): StateCommand {
  return ({ state, dispatch }) => {
    const history = state.field(historyField, false);
    const stack = history ? (direction === 'undo' ? history.done : history.undone) : [];
    const step = stack[stack.length - 1];
    if (!step) return false;
    dispatch(
      state.update({
        changes: step.changes,
        selection: step.selection,
        annotations: [fromHistory.of(direction), Transaction.userEvent.of(direction)],
        scrollIntoView: true,
      }),
    );
    return true;
  };
}

/** Undoes the last step. @example undo(view) // true when there was one */
export const undo: StateCommand = (target) => move('undo')(target);
/** Redoes the last undone step. */
export const redo: StateCommand = (target) => move('redo')(target);

/** How many steps can be undone and redone (for tests and a status line). */
export function historyDepth(state: EditorState): { undo: number; redo: number } {
  const history = state.field(historyField, false);
  return { undo: history?.done.length ?? 0, redo: history?.undone.length ?? 0 };
}

/** The history keys: Mod-z, Mod-y, Mod-Shift-z (Mod is Ctrl, Cmd on a Mac). */
export const historyKeymap: readonly KeyBinding[] = [
  { key: 'Mod-z', run: undo, preventDefault: true },
  { key: 'Mod-y', mac: 'Mod-Shift-z', run: redo, preventDefault: true },
  { linux: 'Ctrl-Shift-z', run: redo, preventDefault: true },
];

/** The history field, its keys, and the browser's own undo and redo. */
export function history(): Extension {
  return [
    historyField,
    keymap.of(historyKeymap),
    EditorView.domEventHandlers({
      beforeinput(event, view) {
        const command = event.inputType === 'historyUndo' ? undo : event.inputType === 'historyRedo' ? redo : null;
        if (!command) return false;
        event.preventDefault();
        return command(view);
      },
    }),
  ];
}
