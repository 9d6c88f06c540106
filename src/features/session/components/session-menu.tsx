import { Button } from '../../../components/ui/button.tsx';
import { displayName } from '../api/current-user.ts';
import { useCachedCurrentUser } from '../hooks/use-cached-current-user.ts';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * The header's session corner: the user's name and 退出登录. It only reads what the guard
 * fetched (it never asks the server itself), so public pages show nothing here.
 */
export function SessionMenu() {
  const user = useCachedCurrentUser();
  const signOut = useLogout();
  if (user === undefined) return null;
  return (
    <>
      <span>{displayName(user)}</span>
      <Button variant="ghost" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        退出登录
      </Button>
    </>
  );
}
