/** /UploadPic?orderId=…: the approver decides one order with a picture attached (docs/approvals.md). */
import { useLocation } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { FormError } from '../components/ui/form-layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { UploadPic } from '../features/approvals/components/upload-pic.tsx';
import type { PageProps } from './page-props.ts';

export default function UploadPicPage({ title }: PageProps) {
  const orderId = new URLSearchParams(useLocation().search).get('orderId');
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {orderId ? <UploadPic orderId={orderId} /> : <FormError>缺少订单号</FormError>}
    </section>
  );
}
