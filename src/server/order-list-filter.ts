/**
 * The filter of an order list or export (issue 11 §1): the body checked against
 * schemas/order-list-query.schema.json by the rules core (`checkOrderListQuery`), the page read as
 * every list reads it (params.ts `paging`), and the user's scope from the session: a booker lists
 * his own orders, a user with `admin.allOrders` the enterprise's. Never another enterprise's: the
 * enterprise is the session's, and the body cannot name one (the schema refuses unknown keys).
 */
import { checkOrderListQuery, ORDER_LIST_QUERY_SCHEMA, refusalText } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { seesAllOrders } from './order-access.ts';
import { httpErrorAt, RequestRejected } from './protocol/envelope.ts';
import { bodyObject, paging } from './protocol/params.ts';
import type { OrderBusinessType, OrderFilter } from './store/orders.ts';

/**
 * The list filter of the request's body, or a thrown 400 at the first refused field: its message names
 * the field by the schema's title in a sentence (`用车日期至格式不正确`, or the rule's own
 * `结束日期不能早于开始日期`), its result names the field (`{ field: '/dateTo' }`) for the filter form,
 * and the log line has every issue with its pointer and English text (issue 22).
 */
export function orderListFilter(ctx: UserContext, businessType: OrderBusinessType): OrderFilter {
  const body = bodyObject(ctx.body, true);
  const page = paging(body);
  const checked = checkOrderListQuery(body);
  if (!checked.ok) {
    const [first] = checked.issues;
    const found = checked.issues.map((issue) => `${issue.path || '/'} ${issue.message} / ${issue.messageEn ?? ''}`).join('; ');
    throw new RequestRejected(httpErrorAt(400, refusalText(ORDER_LIST_QUERY_SCHEMA, checked.issues), first?.path || '/'), `order list filter refused / 订单筛选条件错误: ${found}`);
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
