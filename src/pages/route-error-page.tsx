import { Shell, Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';

/**
 * What a page that failed while drawing shows (src/app/route-error-boundary.tsx, which also puts the
 * fault in the console): a Chinese message in the portal's frame and a way on (reload, or the start
 * page); the draft of a booking is kept by the booking page itself.
 */
export function RouteErrorPage({ homePath }: { homePath: string }) {
  return (
    <Shell productName={PRODUCT_NAME}>
      <section role="alert">
        <title>{`页面出错 - ${PRODUCT_NAME}`}</title>
        <PageTitle>页面出错了</PageTitle>
        <Hint>这个页面暂时无法显示。请刷新重试；如果仍然出错，请返回首页或联系管理员。</Hint>
        <p className="ui-row" style={{ marginTop: '1rem' }}>
          <a className="ui-link" href={window.location.href}>
            刷新页面
          </a>
          {/* A full load, not a router link: the router's state may be what failed. */}
          <a className="ui-link" href={homePath}>
            返回企业用车服务
          </a>
        </p>
      </section>
    </Shell>
  );
}
