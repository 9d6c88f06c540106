/**
 * What every signed-in page has above it: the portal's menu (issue 25 §2, docs/administration.md
 * "导航"), then the page. Composed here, where features meet: the menu is the session's, the route
 * table says which pages are built, and the approvals' pending count rides on its entry (fetched as a
 * chunk of its own, only when that entry is shown).
 */
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PortalMenu } from '../features/session/components/portal-menu.tsx';
import { isBuiltMenuPage } from './routes.ts';

/** The approvals page, whose menu entry carries the count of orders waiting for the user. */
const APPROVALS_PATH = '/EnterpriseService/Approvals';

const PendingCountBadge = lazy(() => import('../features/approvals/components/pending-count.tsx').then((module) => ({ default: module.PendingCountBadge })));

const EXTRAS = {
  [APPROVALS_PATH]: (
    <Suspense fallback={null}>
      <PendingCountBadge />
    </Suspense>
  ),
};

export function SignedInFrame() {
  return (
    <>
      <PortalMenu isBuilt={isBuiltMenuPage} extras={EXTRAS} />
      <Outlet />
    </>
  );
}
