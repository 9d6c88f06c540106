/**
 * Where the sign-in page sends the user afterwards: `/login?redirect=<where they were>`.
 * The app builds the link on a 401; the sign-in page reads it back.
 */
export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';
/** Where a sign-in lands without a (usable) redirect (spec §2). */
export const DEFAULT_LANDING_PATH = '/EnterpriseService';

/**
 * The sign-in link that brings the user back to `from` (path + search).
 *
 * @example loginPathFor('/OrderAudit?id=1') // '/login?redirect=%2FOrderAudit%3Fid%3D1'
 */
export function loginPathFor(from: string): string {
  if (from === '' || from === '/' || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: from }).toString()}`;
}

/**
 * The in-app path to go to after sign-in. Only same-origin paths are followed (`/x`, not
 * `//evil.example` or `https://…`), so the parameter cannot send the user off-site.
 *
 * @example landingPathFrom('?redirect=%2FOrderAudit') // '/OrderAudit'
 * @example landingPathFrom('?redirect=https%3A%2F%2Fevil.example') // '/EnterpriseService'
 */
export function landingPathFrom(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (target === null || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return DEFAULT_LANDING_PATH;
  }
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`) || target.startsWith(`${LOGIN_PATH}/`)) {
    return DEFAULT_LANDING_PATH;
  }
  return target;
}
