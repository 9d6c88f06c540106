import { queryOptions } from '@tanstack/react-query';

import { resultOf, TransportCallError } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { CurrentUser } from '../../../shared/index.ts';
import { readOperatorId } from '../../../transport/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { sessionKeys } from './query-keys.ts';

/** The signed-in user (spec §3 Current user), declared once with the server in `src/shared/responses.ts`. */
export type { CurrentUser };

/**
 * `/UserLogin/CurrentUser` as a query. Fails with a TransportCallError (status 401) without a session.
 * No retry: a 401 must reach the guard at once. Asked once per session, like the permissions:
 * sign-in drops the cache and logout asks again, and a session that ends on the server shows
 * up as the next call's 401 (spec §8), so the guard and the page need not ask twice.
 *
 * With no OperatorId stored (a first visit, or after 退出登录) the 401 is expected, not an
 * error: it is asked quietly and the guard goes to /login without a notification. A stored
 * OperatorId means a session the visitor had, so its 401 keeps the spec's notification.
 */
export function currentUserQuery(transport: Transport) {
  return queryOptions({
    queryKey: sessionKeys.currentUser,
    queryFn: () => resultOf(transport.call(endpoints.userLogin.currentUser, { quietUnauthorized: readOperatorId() === '' })),
    retry: false,
    staleTime: Infinity,
  });
}

/** The name to greet the user by: the real name, else the user name. */
export function displayName(user: Pick<CurrentUser, 'trueName' | 'userName'>): string {
  return user.trueName?.trim() || user.userName;
}

const HTTP_UNAUTHORIZED = 401;

/** Whether a query failed because there is no session (HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof TransportCallError && error.response.status === HTTP_UNAUTHORIZED;
}
