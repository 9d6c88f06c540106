/**
 * Stands in for `markdown-to-jsx/react` in the browser build (the `resolve.alias` of
 * vite.config.ts), which saves about 27 KB gzip on the booking page (issue 9 §2).
 *
 * Why this is safe: @rjsf/core imports `Markdown` in five places. Two (RichDescription, RichHelp)
 * parse markdown only when a uiSchema sets `ui:enableMarkdownInDescription` /
 * `ui:enableMarkdownInHelp`, which the form compiler never writes (law: `markdown-stub.test.tsx`);
 * the other three show RJSF's own English fallback messages for a schema it cannot draw
 * (UnsupportedField, ObjectField's invalid-object error) or for its file widget's list
 * (`format: 'data-url'`, which the compiler never writes either: attachments have their own
 * widget). Those texts now show as they are, `**` marks included, instead of bold.
 */
import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

/** The text, unparsed. */
export function Markdown({ children }: MarkdownProps): ReactNode {
  return children ?? null;
}

export default Markdown;
