/**
 * The editor's messages for a bundle's text (issue 10 §1): a parse error where JSON.parse stops,
 * then the linter's errors and warnings (D10: the bundle's JSON Schema first, then the rules a
 * schema cannot say, and the caps), each placed at its JSON Pointer in the text. Pure; the editor
 * draws these and the page reads `canSave` from the same result, so what the admin sees is what
 * stops a save. Run in a worker (`check/bundle-check.worker.ts`, issue 21 §6): a text of hundreds
 * of kilobytes takes far longer than a frame to parse and lint.
 */
import { capUsage, lintBundleInWords, nearCaps, type CapUse, type LintIssue } from '../../../rules/index.ts';
import { pointerRange } from './json-pointer-range.ts';

export interface BundleDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

export type CheckedText =
  | { parsed: false; diagnostics: BundleDiagnostic[] }
  | {
      parsed: true;
      /** The parsed bundle, in the worker; the page gets `canonical` or `draft` instead (`forThePage`). */
      value?: unknown;
      /** Its JSON without spaces, for comparing bundles (`forThePage`, when it may be saved). */
      canonical?: string;
      /**
       * The parsed bundle when it may not be saved but its JSON Schema holds and it is within the
       * caps (`forThePage`): the form view draws it with its errors under their fields (issue 24 §1).
       */
      draft?: unknown;
      errors: LintIssue[];
      warnings: LintIssue[];
      diagnostics: BundleDiagnostic[];
      /** The caps the text is near or over (issue 24 §3), fullest first. */
      nearCaps: CapUse[];
      /** The first errors' messages for the page (sentences that name their places in words, `lintBundleInWords`). */
      plainErrors: string[];
    };

/** How many errors the page lists in words (the editor marks them all). */
export const PLAIN_ERRORS = 3;

/** V8 and SpiderMonkey name the offset of a JSON syntax error ("at position 12"). */
function parseErrorOffset(error: unknown, length: number): number {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? Math.min(Number(match[1]), length) : length;
}

/**
 * @example checkBundleText('{"enterpriseId": "x"}').diagnostics[0].message // '「企业编号」应为整数'
 */
export function checkBundleText(text: string): CheckedText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = parseErrorOffset(error, text.length);
    return { parsed: false, diagnostics: [{ from: at, to: Math.min(at + 1, text.length), severity: 'error', message: 'JSON 格式错误，无法解析' }] };
  }
  const lint = lintBundleInWords(value);
  const diagnostics = [...lint.errors, ...lint.warnings].map((issue): BundleDiagnostic => ({
    ...pointerRange(text, issue.path),
    severity: issue.severity,
    message: issue.message,
  }));
  const plainErrors = lint.errors.slice(0, PLAIN_ERRORS).map((issue) => issue.message);
  return { parsed: true, value, errors: lint.errors, warnings: lint.warnings, diagnostics, nearCaps: nearCaps(capUsage(value)), plainErrors };
}

/** Whether the text is a bundle that may be saved: it parses and the linter finds no error. */
export const canSave = (checked: CheckedText): checked is Extract<CheckedText, { parsed: true }> => checked.parsed && checked.errors.length === 0;

/** An error of the schema or the caps: the form view cannot draw such a text (`draft`). */
const blocksTheForm = (code: string) => code.startsWith('schema.') || code.startsWith('cap.');

/**
 * What the page needs of a check: a bundle that may be saved comes as its canonical JSON only (the
 * page compares bundles by it, and parses it when the bundle changed, into the last bundle's
 * objects: `keepEqualParts`); any other drops its value, so an over-cap bundle is never copied
 * from the worker to the page. A bundle with errors that its schema and the caps allow comes as
 * `draft`, for the form view.
 *
 * Why the text and not the value (issue 24 §4): one string crosses to the page as one block, while
 * a structured clone of the bundle is thousands of objects the page kept in its state until the next
 * answer; each young-generation GC that found them alive copied them all (a task of 50–80 ms while
 * the admin typed). Parsed on the page, the copy dies at once, merged into the last bundle.
 *
 * @example forThePage(checkBundleText('{"enterpriseId": 1}')).canonical // '{"enterpriseId":1}'
 */
export function forThePage(checked: CheckedText): CheckedText {
  if (!checked.parsed) return checked;
  const { value, ...rest } = checked;
  if (checked.errors.length === 0) return { ...rest, canonical: JSON.stringify(value) };
  return checked.errors.some((e) => blocksTheForm(e.code)) ? rest : { ...rest, draft: value };
}
