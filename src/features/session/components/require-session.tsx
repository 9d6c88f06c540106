import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { Hint } from '../../../components/ui/layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { isUnauthorized } from '../api/current-user.ts';
import { useCurrentUser } from '../hooks/use-current-user.ts';

/**
 * The route guard: the pages under it need a session. Without one (`CurrentUser` answers
 * 401) the user goes to /login, which brings them back here afterwards.
 */
export function RequireSession() {
  const location = useLocation();
  const currentUser = useCurrentUser();

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
