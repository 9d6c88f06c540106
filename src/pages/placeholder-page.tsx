import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';
import type { PageProps } from './page-props.ts';

/**
 * Stands in for a screen whose contents are not built yet (spec §2: screen contents
 * not shown). One component for every such route; the route table gives the title.
 */
export default function PlaceholderPage({ title }: PageProps) {
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <Hint>此页面正在建设中。</Hint>
    </section>
  );
}
