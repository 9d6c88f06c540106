/**
 * Stands in for @rjsf/utils's `getDecimalSeparator` in the browser build (`unusedPartsStubbed` in
 * vite.config.ts; issue 9, mount). RJSF asks it on every render of a number field (`NumberField`
 * through `asNumber`, and `getInputProps`), and each ask builds an `Intl.NumberFormat` and formats
 * 1.1 into parts: 6.5–11.7 ms of the booking page's mount at 200 fields in the CPU profile
 * (`tests/bench/mount-profile.ts`). The answer depends only on the locales asked with (by default
 * `navigator.languages`), so it is kept per locale list: the same answer as RJSF's (law:
 * `decimal-separator-memo.test.ts`, for several locales), computed once per list. A change of the
 * browser's languages gives a new list and a new answer.
 *
 * It computes what RJSF's does and does not import it: in the build, the path it would import by is
 * answered with this module itself.
 */
const separators = new Map<string, string>();

/** The locales' decimal separator ('.' or ','; '.' without locales or for a list Intl refuses). */
export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = JSON.stringify(locales);
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = separatorOf(locales);
    separators.set(key, separator);
  }
  return separator;
}

function separatorOf(locales: string | readonly string[]): string {
  try {
    const parts = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1);
    return parts.find((part) => part.type === 'decimal')?.value || '.';
  } catch {
    return '.';
  }
}
