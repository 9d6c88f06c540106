/**
 * Keyword search of the lookup calls: no keyword matches everything, else any text containing it.
 *
 * @example matchesKeyword('浦东', '上海浦东国际机场', 'PVG') // true
 */
export function matchesKeyword(keyword: string | undefined, ...texts: string[]): boolean {
  return keyword === undefined || texts.some((t) => t.includes(keyword));
}
