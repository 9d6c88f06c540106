/**
 * The user calls of spec §7 "Session/user" the portal reads about people (issue 25; docs/administration.md
 * "用户的查询"): a user of the session's enterprise by his phone (the booking's passenger typed by phone),
 * a user's priority, the session user's own record and enterprise, the enterprise's modules, and the payment
 * types the session user may use. Identity and enterprise come from the session: a phone number or id of
 * another enterprise answers `null`, never its user.
 */
import { businessTypeLabels, paymentTypeLabels } from '../../../rules/index.ts';
import { endpoints } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { permittedPaymentTypesOf } from '../enterprise-data.ts';
import { BadRequestText } from '../messages.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, RequestRejected } from '../protocol/envelope.ts';
import { optionalText, requiredText } from '../protocol/params.ts';
import { listedUser, userByPhone, type UserRecord } from '../store/users.ts';
import { currentUserResult } from '../users.ts';

const PHONE = /^1\d{10}$/;
const MAX_ID_LENGTH = 64;

const refuse = (name: string): never => {
  throw new RequestRejected(httpError(400, BadRequestText.invalid(name)), BadRequestText.invalidEn(name));
};

/** A user of the session's enterprise (not deleted), or undefined: another enterprise's is never found. */
function colleague(ctx: UserContext, userId: string): UserRecord | undefined {
  if (userId.length > MAX_ID_LENGTH) refuse('userId');
  return listedUser(ctx.deps.db, ctx.user.enterpriseId, userId);
}

/** The id a call names (`accountId`, `userId`), the session user's own when it names none. */
const namedUser = (ctx: UserContext, name: string): UserRecord | undefined => {
  const id = optionalText(ctx.params, name);
  return id === undefined || id === '' ? ctx.user : colleague(ctx, id);
};

export const userCallRoutes = apiRoutes([
  {
    endpoint: endpoints.user.byPhoneNumber,
    handle: (ctx) => {
      const phoneNumber = requiredText(ctx.params, 'phoneNumber');
      if (!PHONE.test(phoneNumber)) refuse('phoneNumber');
      const holder = userByPhone(ctx.deps.db, phoneNumber);
      const user = holder && holder.enterpriseId === ctx.user.enterpriseId ? colleague(ctx, holder.userId) : undefined;
      return ok(user ? { userId: user.userId, trueName: user.profile.trueName, phoneNumber: user.phoneNumber, priority: user.profile.priority } : null);
    },
  },
  {
    endpoint: endpoints.user.priority,
    handle: (ctx) => {
      const user = namedUser(ctx, 'accountId');
      return ok(user ? { userId: user.userId, priority: user.profile.priority } : null);
    },
  },
  {
    endpoint: endpoints.user.baseInfo,
    handle: (ctx) => ok(currentUserResult(ctx.user, ctx.deps)),
  },
  {
    endpoint: endpoints.user.enterpriseInfoByUserId,
    handle: (ctx) => {
      const user = namedUser(ctx, 'userId');
      if (!user) return ok(null);
      const me = currentUserResult(user, ctx.deps);
      return ok({
        userId: me.userId,
        enterpriseId: me.enterpriseId,
        enterpriseName: me.enterpriseName,
        encryptedEnterpriseId: me.encryptedEnterpriseId,
        encryptedUserId: me.encryptedUserId,
        approverName: me.approverName ?? null,
        approverPhoneNumber: me.approverPhoneNumber ?? null,
      });
    },
  },
  {
    endpoint: endpoints.userLogin.moduleType,
    handle: (ctx) => {
      // The modules are the business types the enterprise's bundle configures trip types for (D1).
      const types = [...new Set((ctx.bundle.tripTypeConfigs ?? []).map((config) => config.businessType))].sort((a, b) => a - b);
      return ok(types.map((moduleType) => ({ moduleType, moduleName: businessTypeLabels[String(moduleType)] ?? '' })));
    },
  },
  {
    endpoint: endpoints.enterpriseUser.paymentPermissions,
    handle: (ctx) =>
      ok(permittedPaymentTypesOf(ctx.deps.db, ctx.user.enterpriseId).map((paymentType) => ({ paymentType, paymentName: paymentTypeLabels[String(paymentType)] ?? '' }))),
  },
]);
