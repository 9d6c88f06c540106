/** Keyword search of the lookup calls: no keyword matches everything, else any text containing it. */
export function matchesKeyword(keyword: string | undefined, ...texts: string[]): boolean {
  return keyword === undefined || texts.some((t) => t.includes(keyword));
}
