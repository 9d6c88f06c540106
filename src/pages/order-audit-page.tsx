/**
 * /OrderAudit?token=…: approve or refuse from the approval e-mail's link, without signing in (the
 * link is the credential; issue 11 §2). After the decision, /approvalresult shows the outcome.
 *
 * The token leaves the address bar as soon as the page has read it (issue 21 §2): the history entry
 * is replaced by `/OrderAudit` with the token in its state, so it is in no URL the monitoring agent,
 * a screenshot, a copied address or a later page's referrer could carry. A reload keeps the entry's
 * state and shows the order again (until the link is used); the decision replaces the entry with
 * the result page, so Back does not return to the token. The tab names the token to the monitoring
 * filter as a secret it holds (`holdSecret`), wherever else it might surface.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { FormError } from '../components/ui/form-layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { APPROVAL_RESULT_PATH, approvalResultState } from '../features/approvals/components/approval-result.tsx';
import { LinkDecision } from '../features/approvals/components/link-decision.tsx';
import { holdSecret } from '../lib/monitoring-secrets.ts';
import type { PageProps } from './page-props.ts';

/** The link's query parameter (src/server/approval-links.ts writes `/OrderAudit?token=…`). */
const TOKEN_PARAM = 'token';

/** The history entry's state once the token left the address bar. */
interface OrderAuditState {
  approvalToken: string;
}

function tokenIn(state: unknown): string | undefined {
  const token = typeof state === 'object' && state !== null ? (state as Partial<OrderAuditState>).approvalToken : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export default function OrderAuditPage({ title }: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const fromAddress = query.get(TOKEN_PARAM) || undefined;
  const token = fromAddress ?? tokenIn(location.state);

  useEffect(() => {
    if (fromAddress === undefined) return;
    holdSecret(fromAddress);
    const rest = new URLSearchParams(location.search);
    rest.delete(TOKEN_PARAM);
    const search = rest.toString();
    const state: OrderAuditState = { approvalToken: fromAddress };
    void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash }, { replace: true, state });
  }, [fromAddress, location.pathname, location.search, location.hash, navigate]);

  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {token ? (
        <LinkDecision credential={{ token }} onDecided={(answer) => void navigate(APPROVAL_RESULT_PATH, { replace: true, state: approvalResultState(answer) })} />
      ) : (
        <FormError>审批链接或审批码无效，请检查是否完整</FormError>
      )}
    </section>
  );
}
