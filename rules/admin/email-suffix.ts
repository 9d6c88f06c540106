/**
 * The enterprise's e-mail suffixes (issue 25 §2, docs/administration.md "企业设置"): when the list is
 * not empty, a user added to the enterprise must have an e-mail address at one of these domains. The
 * user add of the users' resource calls `emailMatchesSuffixes`; the settings page keeps the list.
 *
 * **Decision:** a suffix is a domain (`huaxin-tech.example.cn`, kept in lower case without `@`); an
 * address matches when its domain is that domain or one under it (`mail.huaxin-tech.example.cn`),
 * never a longer name that merely ends with the same letters (`evilhuaxin-tech.example.cn`). An empty
 * list restricts nothing. Case is ignored.
 */

/** A domain as the settings keep it: lower-case labels of letters, digits and inner hyphens, a letter-only top level. */
export const EMAIL_SUFFIX_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A suffix as the admin may type it (`@Huaxin-Tech.example.cn `), as kept: trimmed, lower case, no leading `@`.
 *
 * @example normaliseEmailSuffix(' @Huaxin-Tech.Example.CN ') // 'huaxin-tech.example.cn'
 */
export function normaliseEmailSuffix(text: string): string {
  return text.trim().replace(/^@+/, '').toLowerCase();
}

/**
 * Whether a kept suffix is a domain.
 *
 * @example isEmailSuffix('huaxin-tech.example.cn') // true
 * @example isEmailSuffix('huaxin-tech')            // false
 */
export function isEmailSuffix(suffix: string): boolean {
  return suffix.length <= 253 && EMAIL_SUFFIX_PATTERN.test(suffix);
}

/** The domain of an address (after its last `@`), lower case; undefined when it has none. */
function domainOf(email: string): string | undefined {
  const at = email.trim().lastIndexOf('@');
  if (at <= 0) return undefined;
  const domain = email.trim().slice(at + 1).toLowerCase();
  return domain === '' ? undefined : domain;
}

/**
 * Whether an e-mail address may be a user's of an enterprise with these suffixes: any address when
 * there are none; else one whose domain is a suffix or lies under one.
 *
 * @example emailMatchesSuffixes('sunyue@huaxin-tech.example.cn', ['huaxin-tech.example.cn'])      // true
 * @example emailMatchesSuffixes('sunyue@mail.huaxin-tech.example.cn', ['huaxin-tech.example.cn']) // true
 * @example emailMatchesSuffixes('sunyue@evilhuaxin-tech.example.cn', ['huaxin-tech.example.cn'])  // false
 * @example emailMatchesSuffixes('anyone@example.com', [])                                          // true
 */
export function emailMatchesSuffixes(email: string, suffixes: readonly string[]): boolean {
  if (suffixes.length === 0) return true;
  const domain = domainOf(email);
  if (domain === undefined) return false;
  return suffixes.some((raw) => {
    const suffix = normaliseEmailSuffix(raw);
    return suffix !== '' && (domain === suffix || domain.endsWith(`.${suffix}`));
  });
}

/**
 * The sentence that refuses an address outside the suffixes (under the user's 邮箱).
 *
 * @example emailSuffixMessage(['huaxin-tech.example.cn']) // '邮箱须为本企业的邮箱（@huaxin-tech.example.cn）'
 */
export function emailSuffixMessage(suffixes: readonly string[]): string {
  return `邮箱须为本企业的邮箱（${suffixes.map((suffix) => `@${normaliseEmailSuffix(suffix)}`).join('、')}）`;
}
