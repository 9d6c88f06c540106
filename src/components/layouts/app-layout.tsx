import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { PRODUCT_NAME } from '../../config/product.ts';
import { Shell } from '../ui/layout.tsx';
import { Loading } from '../ui/loading.tsx';

/**
 * The frame around every page. The Suspense boundary sits inside the frame so the
 * header stays put while a lazily loaded page arrives (spec §2). `actions` go to the
 * header's right side (the app puts the session menu there).
 */
export function AppLayout({ actions }: { actions?: ReactNode }) {
  return (
    <Shell productName={PRODUCT_NAME} actions={actions}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}
