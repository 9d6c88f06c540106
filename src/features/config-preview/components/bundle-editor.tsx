/**
 * The bundle editor (issue 10 §1): CodeMirror 6 with the JSON language, its parse linter, and the
 * bundle's schema and lint messages (D10) drawn at their JSON path (`checkBundleText`).
 *
 * No React wrapper package: the component owns one `EditorView` in a ref, created on mount and
 * destroyed on unmount, and reports each document change up. That is all a wrapper would do here,
 * and the official CodeMirror packages are then the only dependency. A new `value` from outside (a
 * loaded fixture or version, an edit in the form view) changes the document by what differs
 * (`textChange`), as one undoable step.
 *
 * The setup is `editor/editor-setup.ts` (what `basicSetup` of codemirror 6.0.2 gives, from the
 * packages installed; docs/config-preview.md "Editor"); its messages come from the page's
 * `BundleChecker` (a worker). A keystroke costs the editor its own update and one `toString` of
 * the document for the page; the text the page hands back is not compared with the document again.
 */
import { Box } from '@chakra-ui/react';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';

import type { BundleChecker } from '../check/bundle-checker.ts';
import { bundleEditorSetup } from '../editor/editor-setup.ts';
import { textChange } from '../editor/text-change.ts';

export function BundleEditor({ value, onChange, label, checker, onView }: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  checker: BundleChecker;
  /** The editor once made (and `null` once gone): the form view undoes and redoes through its history (issue 24 §1). */
  onView?: (view: EditorView | null) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** The last text the editor reported: `value` coming back as it is needs no comparison with the document. */
  const reported = useRef(value);
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
          bundleEditorSetup(checker),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            reported.current = update.state.doc.toString();
            onChangeRef.current(reported.current);
          }),
        ],
      }),
    });
    view.current = editor;
    onView?.(editor);
    return () => {
      editor.destroy();
      view.current = null;
      onView?.(null);
    };
    // The view is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && value !== reported.current) {
      const doc = editor.state.doc.toString();
      if (doc !== value) editor.dispatch({ changes: textChange(doc, value) });
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
