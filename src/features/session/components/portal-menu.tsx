/**
 * The portal's navigation on every signed-in page (issue 25 §2; docs/administration.md "导航"): the
 * entries of `/UserLogin/UserMenu` the user may open and the portal has built. A row of links under
 * the header from 48rem; below, a 菜单 button that opens them in a drawer (a modal `<dialog>`: the
 * focus moves into it, Escape and 关闭 close it, and so does following a link). Plain elements styled
 * by ui.css, so the pages carry no more than a few hundred bytes for it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useTransport } from '../../../lib/transport-context.tsx';
import type { MenuItem } from '../../../shared/index.ts';
import { userMenuQuery, visibleMenuItems } from '../api/user-menu.ts';
import { usePermissions } from '../hooks/use-permissions.ts';

export interface PortalMenuProps {
  /** Whether a path opens a built page (the route table's `isBuiltMenuPage`). */
  isBuilt: (path: string) => boolean;
  /** What an entry shows after its name, by path (the approvals' pending count). */
  extras?: Readonly<Record<string, ReactNode>>;
}

/** The menu's name, for its landmarks and its drawer. */
export const MENU_LABEL = '功能菜单';

/**
 * The entries, the one of the page shown marked current (its very path, case ignored: the home entry
 * is not current on the pages under it). A plain `Link`: react-router's NavLink would be more code on
 * every page for this one comparison.
 */
function Entries({ items, extras, pathname }: { items: readonly MenuItem[]; extras?: PortalMenuProps['extras']; pathname: string }) {
  const here = pathname.replace(/\/+$/, '').toLowerCase();
  return (
    <ul className="ui-nav__list">
      {items.map((item) => (
        <li key={item.path}>
          <Link className="ui-nav__link" to={item.path} aria-current={item.path.toLowerCase() === here ? 'page' : undefined}>
            {item.name}
            {extras?.[item.path]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PortalMenu({ isBuilt, extras }: PortalMenuProps) {
  const menu = useQuery(userMenuQuery(useTransport()));
  const { can, isPending } = usePermissions();
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  // Following a link (or any other navigation) closes the drawer.
  useEffect(() => drawer.current?.close(), [pathname]);

  if (isPending || menu.data === undefined) return null;
  const items = visibleMenuItems(menu.data, can, isBuilt);
  if (items.length === 0) return null;
  return (
    <>
      <nav className="ui-nav ui-nav--bar" aria-label={MENU_LABEL}>
        <Entries items={items} extras={extras} pathname={pathname} />
      </nav>
      <div className="ui-nav--compact">
        <button type="button" className="ui-nav__toggle" aria-haspopup="dialog" onClick={() => drawer.current?.showModal()}>
          菜单
        </button>
        <dialog ref={drawer} className="ui-nav__drawer" aria-label={MENU_LABEL}>
          <nav aria-label={MENU_LABEL}>
            <Entries items={items} extras={extras} pathname={pathname} />
          </nav>
          <button type="button" className="ui-nav__toggle" onClick={() => drawer.current?.close()}>
            关闭
          </button>
        </dialog>
      </div>
    </>
  );
}
