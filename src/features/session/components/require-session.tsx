import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { Hint } from '../../../components/ui/layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { currentUserQuery, isUnauthorized } from '../api/current-user.ts';

/**
 * The route guard: the pages under it need a session. Without one (`CurrentUser` answers
 * 401) the user goes to /login, which brings them back here afterwards.
 */
export function RequireSession() {
  const location = useLocation();
  // The boot may have asked already (src/app/boot-prefetch.ts): its answer, a 401 too, is the guard's.
  const currentUser = useQuery({ ...currentUserQuery(useTransport()), retryOnMount: false });

  if (currentUser.isPending) return <Loading />;
  if (currentUser.isError) {
    if (isUnauthorized(currentUser.error)) {
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    }
    // Any other failure was already shown as a notification by the transport's hooks.
    return <Hint>暂时无法获取登录信息，请稍后刷新重试。</Hint>;
  }
  return <Outlet />;
}
