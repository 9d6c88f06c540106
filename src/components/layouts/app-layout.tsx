import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PRODUCT_NAME } from '../../config/product.ts';
import { Shell } from '../ui/layout.tsx';
import { Loading } from '../ui/loading.tsx';

/**
 * The frame around every page. The Suspense boundary sits inside the frame so the
 * header stays put while a lazily loaded page arrives (spec §2).
 */
export function AppLayout() {
  return (
    <Shell productName={PRODUCT_NAME}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}
