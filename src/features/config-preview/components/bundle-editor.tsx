/**
 * The bundle editor (issue 10 §1): CodeMirror 6 with the JSON language, its parse linter, and the
 * bundle's schema and lint messages (D10) drawn at their JSON path (`checkBundleText`).
 *
 * No React wrapper package: the component owns one `EditorView` in a ref, created on mount and
 * destroyed on unmount, and reports each document change up. That is all a wrapper would do here,
 * and the official CodeMirror packages are then the only dependency (the `codemirror` package in
 * package.json is a 5.x-era release, not CodeMirror 6's meta package, and is not used).
 * A new `value` from outside (a loaded fixture or version) replaces the document.
 */
import { Box } from '@chakra-ui/react';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { lintGutter, lintKeymap, linter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

import { checkBundleText } from '../bundle-diagnostics.ts';

const parseLinter = jsonParseLinter();

/**
 * Select all as a command: the browser's own select-all only reaches the lines CodeMirror has
 * drawn (it draws the viewport), so a paste over "everything" would keep the rest. (The
 * `@codemirror/commands` package, which has `selectAll` and undo history, is not installed.)
 */
const selectAll = (view: EditorView) => {
  view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } });
  return true;
};

/** JSON syntax first (CodeMirror's own parse linter); a text that parses gets the bundle's messages. */
function bundleLint(view: EditorView): readonly Diagnostic[] {
  const syntax = parseLinter(view);
  if (syntax.length > 0) return syntax;
  return checkBundleText(view.state.doc.toString()).diagnostics;
}

export function BundleEditor({ value, onChange, label }: { value: string; onChange: (text: string) => void; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          json(),
          linter(bundleLint, { delay: 300 }),
          lintGutter(),
          // Ctrl-Shift-M lists every message in a panel, F8 goes to the next one.
          keymap.of([...lintKeymap, { key: 'Mod-a', run: selectAll }]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The view is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <Box
      ref={host}
      borderWidth="1px"
      borderRadius="md"
      fontSize="sm"
      overflow="hidden"
      css={{ '& .cm-editor': { height: '32rem' }, '& .cm-scroller': { fontFamily: 'monospace' } }}
      data-testid="bundle-editor"
    />
  );
}
