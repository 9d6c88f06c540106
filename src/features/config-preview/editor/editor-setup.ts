/**
 * The bundle editor's extensions: what `basicSetup` of the `codemirror` 6.0.2 meta package gives,
 * built from the CodeMirror packages installed (`@codemirror/view`, `state`, `language`, `lint`,
 * `lang-json`), plus the bundle's linter. The meta package itself is not usable here: the
 * `codemirror` in package.json is 6.65.7, a stray CodeMirror 5 release with no `basicSetup`, and
 * `@codemirror/commands`, `search` and `autocomplete` are not installed, so undo history is our own
 * (`history.ts`) and search, bracket closing and completion are missing (docs/config-preview.md "Editor").
 *
 * Keys: Ctrl-Z / Ctrl-Y / Ctrl-Shift-Z undo and redo, Ctrl-Shift-M opens the lint panel, F8 goes to
 * the next message, Ctrl-A selects the whole text, Ctrl-Shift-[ / ] fold and unfold.
 *
 * No `Ctrl-m`: `basicSetup`'s defaultKeymap binds it to toggleTabFocusMode, and that is what broke
 * the lint panel's Ctrl-Shift-M last session. Chromium reports Ctrl-Shift-M as `key: "m"` with
 * `shiftKey` (the key without Shift while Ctrl is held), and CodeMirror looks a character key up
 * by that name without Shift first (`Ctrl-m`), then with Shift (`Shift-Ctrl-m`): the first binding
 * that runs ends the search, whatever the precedence. Seen in the browser test (docs/config-preview.md
 * "Editor"). Tab is not bound at all, so it leaves the editor as it leaves any text box.
 */
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, linter, type Diagnostic } from '@codemirror/lint';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
  type Command,
} from '@codemirror/view';

import { checkBundleText } from '../bundle-diagnostics.ts';
import { history } from './history.ts';

const parseLinter = jsonParseLinter();

/** JSON syntax first (CodeMirror's own parse linter); a text that parses gets the bundle's messages. */
export function bundleLint(view: EditorView): readonly Diagnostic[] {
  const syntax = parseLinter(view);
  if (syntax.length > 0) return syntax;
  return checkBundleText(view.state.doc.toString()).diagnostics;
}

/**
 * Select all as a command: the browser's own select-all only reaches the lines CodeMirror has
 * drawn (it draws the viewport), so a paste over "everything" would keep the rest.
 */
const selectAll: Command = (view) => {
  view.dispatch({ selection: { anchor: 0, head: view.state.doc.length }, userEvent: 'select' });
  return true;
};

/** Everything the bundle editor has but the document, its label and its change listener. */
export function bundleEditorSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    rectangularSelection(),
    crosshairCursor(),
    highlightActiveLine(),
    json(),
    linter(bundleLint, { delay: 300 }),
    lintGutter(),
    Prec.high(keymap.of(lintKeymap)),
    keymap.of([{ key: 'Mod-a', run: selectAll }, ...foldKeymap]),
    EditorView.lineWrapping,
  ];
}
