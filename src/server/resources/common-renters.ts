/**
 * A booker's common renters on the resource engine (issue 25 §2; docs/administration.md "常用乘车人"):
 * the store keeps each booker's own (store/common-renters.ts): the list, the detail and every write see
 * the session's user's renters only, so another booker's renter (of his enterprise or not) is not found.
 * A booker keeps one renter per phone number. Every call needs `specialCar.book`.
 */
import { checkCommonRenterBody, renterPhoneIssue, type CommonRenterBody, type Issue } from '../../../rules/index.ts';
import type { CommonRenterMessage } from '../../shared/index.ts';
import { COMMON_RENTERS } from '../../shared/resources/common-renter.ts';
import type { UserContext } from '../context.ts';
import { BusinessError } from '../messages.ts';
import type { Answer } from '../protocol/envelope.ts';
import { RequestRejected } from '../protocol/envelope.ts';
import { deleteRenter, insertRenter, renterOf, rentersOf, updateRenter, type RenterRecord } from '../store/common-renters.ts';
import { resourceRoutes, type ResourceStore } from './resource-routes.ts';

const messageOf = (r: RenterRecord): CommonRenterMessage => ({ renterId: String(r.id), name: r.name, phoneNumber: r.phoneNumber, email: r.email });
const fieldsOf = (body: CommonRenterBody) => ({ name: body.name, phoneNumber: body.phoneNumber, email: body.email ?? '' });

const issueAnswer = (issue: Issue): Answer<never> => ({
  status: 422,
  envelope: { isSuccess: false, errorCode: BusinessError.RENTER_PHONE_TAKEN.errorCode, message: issue.message, result: { field: issue.path } as never },
});

const issuesOf = (ctx: UserContext, body: CommonRenterBody) => renterPhoneIssue(body, rentersOf(ctx.deps.db, ctx.user.userId).map(messageOf));

const renterStore: ResourceStore<CommonRenterMessage, CommonRenterBody> = {
  perUser: true,
  all: (ctx) => rentersOf(ctx.deps.db, ctx.user.userId).map(messageOf),
  byId: (ctx, id) => {
    const renter = /^[0-9]{1,12}$/.test(id) ? renterOf(ctx.deps.db, ctx.user.userId, Number(id)) : undefined;
    return renter && messageOf(renter);
  },
  recordIssues: issuesOf,
  issueAnswer,
  insert: (ctx, body) => {
    const [issue] = issuesOf(ctx, body);
    if (issue) throw new RequestRejected(issueAnswer(issue), `${issue.code} at ${issue.path}`);
    return messageOf(renterOf(ctx.deps.db, ctx.user.userId, insertRenter(ctx.deps.db, ctx.user.enterpriseId, ctx.user.userId, fieldsOf(body)))!);
  },
  update: (ctx, before, body) => {
    updateRenter(ctx.deps.db, ctx.user.userId, Number(before.renterId), fieldsOf(body));
    return messageOf(renterOf(ctx.deps.db, ctx.user.userId, Number(before.renterId))!);
  },
  remove: (ctx, record) => deleteRenter(ctx.deps.db, ctx.user.userId, Number(record.renterId)),
};

export const commonRenterRoutes = resourceRoutes({ declaration: COMMON_RENTERS, check: checkCommonRenterBody, store: renterStore });
