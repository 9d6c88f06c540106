/**
 * The filter of an order list or export (issue 11 §1): the body checked against
 * schemas/order-list-query.schema.json by the rules core (`checkOrderListQuery`), the page read as
 * every list reads it (params.ts `paging`), and the user's scope from the session: a booker lists
 * his own orders, a user with `admin.allOrders` the enterprise's. Never another enterprise's: the
 * enterprise is the session's, and the body cannot name one (the schema refuses unknown keys).
 */
import { checkOrderListQuery } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { seesAllOrders } from './order-access.ts';
import { httpError, RequestRejected } from './protocol/envelope.ts';
import { bodyObject, paging } from './protocol/params.ts';
import type { OrderBusinessType, OrderFilter } from './store/orders.ts';

/** The list filter of the request's body, or a thrown 400 naming the first refused field (`请求参数错误：/status …`). */
export function orderListFilter(ctx: UserContext, businessType: OrderBusinessType): OrderFilter {
  const body = bodyObject(ctx.body, true);
  const page = paging(body);
  const checked = checkOrderListQuery(body);
  if (!checked.ok) {
    const [first] = checked.issues;
    const found = checked.issues.map((issue) => `${issue.path || '/'} ${issue.message} / ${issue.messageEn ?? ''}`).join('; ');
    ctx.deps.log(`[400] order list filter refused / 订单筛选条件错误: ${found}`);
    throw new RequestRejected(httpError(400, `请求参数错误：${first?.path || '/'} ${first?.message ?? ''}`));
  }
  const { pageIndex: _i, pageSize: _s, mine, ...filter } = checked.value;
  return {
    ...filter,
    businessType,
    enterpriseId: ctx.user.enterpriseId,
    bookerId: seesAllOrders(ctx, businessType) && mine !== true ? undefined : ctx.user.userId,
    ...page,
  };
}
