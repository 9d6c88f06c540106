/** /endtravel?orderId=…: ending an own-car trip (issue 11 §3). */
import { useSearchParams } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { EndTrip } from '../features/fleet/components/end-trip.tsx';
import type { PageProps } from './page-props.ts';

export default function EndTripPage({ title }: PageProps) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {orderId ? <EndTrip orderId={orderId} /> : <Hint>请从派车列表选择要结束的行程。</Hint>}
    </section>
  );
}
