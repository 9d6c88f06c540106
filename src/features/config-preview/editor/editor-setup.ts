/**
 * The bundle editor's extensions: `basicSetup` of the `codemirror` 6.0.2 package, taken part by part
 * from the packages it brings (`@codemirror/view`, `state`, `language`, `commands`, `search`,
 * `autocomplete`, `lint`), plus JSON and the bundle's linter; without autocompletion, which has no
 * source for JSON; docs/config-preview.md "Editor". The linter asks a `BundleChecker`, which checks
 * in a worker (issue 21 §6): its source answers a promise, and CodeMirror drops an answer that
 * arrives after the text changed again.
 *
 * Keys: CodeMirror's defaultKeymap (Mod-Z / Mod-Y / Mod-Shift-Z undo and redo, Mod-A, line moves …),
 * search (Mod-F), Ctrl-Shift-M opens the lint panel, F8 goes to the next message, fold keys. Tab is
 * not bound, so it leaves the editor as it leaves any text box.
 *
 * Not basicSetup whole, because of one binding: its defaultKeymap binds `Ctrl-m` to
 * toggleTabFocusMode. Chromium reports Ctrl-Shift-M as `key: "m"` with `shiftKey` (the key without
 * Shift while Ctrl is held), and CodeMirror looks a character key up by that name without Shift
 * first (`Ctrl-m`), then with Shift (`Shift-Ctrl-m`): the first binding that runs ends the search,
 * whatever the precedence, so the lint panel never opened. The keymap here is defaultKeymap without
 * that binding (config-preview.e2e.ts presses Control+Shift+m and reads `.cm-panel-lint`).
 */
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, toggleTabFocusMode } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, linter, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
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
} from '@codemirror/view';

import type { BundleChecker } from '../check/bundle-checker.ts';

/**
 * The editor's lint source: the checker's messages for the document (a syntax error where
 * JSON.parse stops, else the bundle's lint messages at their paths); none for a text a newer one replaced.
 */
export const bundleLint =
  (checker: Pick<BundleChecker, 'check'>) =>
  async (view: EditorView): Promise<readonly Diagnostic[]> =>
    (await checker.check(view.state.doc.toString()))?.diagnostics ?? [];

/** How long the text rests before the linter asks (CodeMirror's own default is 750 ms). */
const LINT_DELAY_MS = 300;

/** defaultKeymap without `Ctrl-m` (toggleTabFocusMode), which would swallow Ctrl-Shift-M (above). */
const editorKeymap = defaultKeymap.filter((binding) => binding.run !== toggleTabFocusMode);

/** Everything the bundle editor has but the document, its label and its change listener; no linter without a checker. */
export function bundleEditorSetup(checker?: Pick<BundleChecker, 'check'>): Extension {
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
    closeBrackets(),
    rectangularSelection(),
    crosshairCursor(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    json(),
    ...(checker ? [linter(bundleLint(checker), { delay: LINT_DELAY_MS }), lintGutter()] : []),
    Prec.high(keymap.of(lintKeymap)),
    keymap.of([...closeBracketsKeymap, ...editorKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap]),
    EditorView.lineWrapping,
  ];
}
