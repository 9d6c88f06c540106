/**
 * /EnterpriseService/ConfigPreview, the config preview of issue 10 §1, for admins with the
 * `admin.config` permission (docs/config-preview.md). The server decides who may see it: the page
 * first asks for the live bundle, and a user without the permission gets the server's 484, which
 * the shell shows as every HTTP error (a "请求错误 484" notification, spec §8), and this page shows
 * the catalogue's 485 "页面禁止访问" instead of the preview. The preview itself (CodeMirror, the
 * form engine, the diff worker) is fetched only after that answer, so a booker never loads it and
 * /login and the booking pages never do.
 *
 * Composed here because a feature does not import another: the booking feature's lookups and order
 * links are handed to the preview.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';

import { Hint } from '../components/ui/layout.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';
import { formLookups } from '../features/booking/api/form-lookups.ts';
import { orderDetailPath } from '../features/booking/paths.ts';
import { liveConfigQuery } from '../features/config-preview/api/config-admin.ts';
import { useCurrentUser } from '../features/session/hooks/use-current-user.ts';
import { TransportCallError } from '../lib/query-client.ts';
import { useTransport } from '../lib/transport-context.tsx';
import { statusText } from '../shared/index.ts';
import type { PageProps } from './page-props.ts';

const ConfigPreview = lazy(() => import('../features/config-preview/components/config-preview.tsx').then((m) => ({ default: m.ConfigPreview })));

const orderLink = (businessType: 4 | 5, orderId: string) => orderDetailPath(businessType === 5 ? 'own-car' : 'special-car', orderId);

/** The catalogue's answer to a page the user may not open (spec §8: 484 no permission, 485 page forbidden). */
function Forbidden({ status }: { status: number }) {
  return (
    <section aria-label={statusText(485).zh}>
      <PageTitle>{statusText(485).zh}</PageTitle>
      <Hint>{`${statusText(status).zh}（${status}）。如需修改企业配置，请联系企业管理员开通“企业配置”权限。`}</Hint>
    </section>
  );
}

export default function ConfigPreviewPage({ title }: PageProps) {
  const transport = useTransport();
  const client = useQueryClient();
  const live = useQuery({ ...liveConfigQuery(transport), staleTime: Infinity });
  const user = useCurrentUser().data;
  const lookups = useMemo(() => (user ? formLookups(client, transport, user.enterpriseId) : undefined), [client, transport, user]);
  const refused = live.error instanceof TransportCallError ? live.error.response.status : undefined;
  if (refused === 484 || refused === 485 || refused === 403) return <Forbidden status={refused} />;
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {live.isError ? (
        <Hint>暂时无法获取企业配置，请稍后再试。</Hint>
      ) : live.data && lookups ? (
        <Suspense fallback={<Loading />}>
          <ConfigPreview live={live.data} lookups={lookups} orderLink={orderLink} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
