/**
 * How many orders wait for the signed-in approver (issue 25 §3), for the menu entry and the 待审批
 * tab: “待审批 3”. Nothing while it loads or when none waits; refreshed after every decision (a
 * decision makes `approvalKeys.pending` stale, the count's prefix).
 */
import { useQuery } from '@tanstack/react-query';

import { useTransport } from '../../../lib/transport-context.tsx';
import { pendingCountQuery } from '../api/approvals.ts';

/** The count of orders waiting for him, undefined while unknown. */
export function usePendingCount(): number | undefined {
  const transport = useTransport();
  return useQuery(pendingCountQuery(transport)).data;
}

/**
 * The count as a badge, `待审批 3` on screen; a screen reader reads it as a phrase of the link it sits
 * in, `订单审批，待审批 3 单` (the comma and 单 are there for it alone). Plain elements styled by ui.css
 * (`ui-badge`), as the menu it sits in: Chakra's Badge and its recipe, on a chunk of its own, split the
 * Chakra parts every page shares into more chunks (1 KB gzip more for the booking page).
 *
 * @example <Link to="/EnterpriseService/Approvals">订单审批<PendingCountBadge /></Link>
 */
export function PendingCountBadge() {
  const count = usePendingCount();
  if (count === undefined || count === 0) return null;
  return (
    <span className="ui-badge">
      <span className="ui-visually-hidden">，</span>
      {`待审批 ${count}`}
      <span className="ui-visually-hidden"> 单</span>
    </span>
  );
}
