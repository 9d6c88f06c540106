import { Hint } from '../components/ui/layout.tsx';
import { Link } from '../components/ui/link.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';

/** Shown for any path that no route of the table matches. */
export function NotFoundPage({ homePath }: { homePath: string }) {
  return (
    <section>
      <title>{`页面不存在 - ${PRODUCT_NAME}`}</title>
      <PageTitle>页面不存在</PageTitle>
      <Hint>您访问的地址不存在或已被移除。</Hint>
      <p>
        <Link to={homePath}>返回企业用车服务</Link>
      </p>
    </section>
  );
}
