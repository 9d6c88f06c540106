/**
 * Sign-in, exactly as docs/transport.md "Sign-in": password then SMS code, codes, reset and
 * activation; hardened as docs/security.md §1, §2 and §5 say (rate limits answered 487, one live
 * code per phone and purpose, codes used up when checked, passwords hashed off the event loop).
 */
import { isAcceptableNewPassword, PHONE_NUMBER_PATTERN } from '../../../rules/account/account-credentials.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { clearedSessionCookie, sessionCookie } from '../protocol/cookies.ts';
import { httpError, ok, refused, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { bodyObject, requiredText } from '../protocol/params.ts';
import { BadRequestText, BusinessError, RateLimitText } from '../messages.ts';
import { hashPassword, verifyPassword } from '../store/passwords.ts';
import { countRateEvent, isRateLimited, rateWindowEndsAt, uncountRateEvent } from '../store/rate-limits.ts';
import { createSession, endOtherSessions, endSession, SESSION_TTL_MS } from '../store/sessions.ts';
import { isSmsPurpose, issueSmsCode, smsLogLine, spendSmsCode, type SmsCodeUse, type SmsPurpose } from '../store/sms-codes.ts';
import { setPasswordHash, userByPhone } from '../store/users.ts';
import type { RequestContext } from '../context.ts';
import { currentUserResult, permissionNamesOf, permissionTreeOf } from '../users.ts';
import { referenceRows } from '../store/reference.ts';
import { codeFailureLimits, passwordFailureLimits, smsSendLimits, type KeyedLimit } from './sign-in-limits.ts';

/**
 * HTTP 487 when one of the limits is reached for its key: the catalogue's 操作频繁 with how long to
 * wait, until the last of the reached windows ends (`操作频繁，请 9 分钟后再试`; issue 22).
 */
function limitReached(ctx: RequestContext, limits: readonly KeyedLimit[]): Answer<never> | undefined {
  const { db, log } = ctx.deps;
  const now = ctx.deps.now();
  const reached = limits.filter(([limit, key]) => isRateLimited(db, limit, key, now));
  if (reached.length === 0) return undefined;
  const endsAt = Math.max(...reached.map(([limit, key]) => rateWindowEndsAt(db, limit, key, now) ?? now + limit.windowMs));
  log(`[487] 操作频繁 / rate limited: ${reached.map(([limit, key]) => `${limit.scope} ${key}`).join(', ')}, ${Math.ceil((endsAt - now) / 1000)} s left`);
  return httpError(487, RateLimitText.tooOften(endsAt - now));
}

function countEvents(ctx: RequestContext, limits: readonly KeyedLimit[]): void {
  for (const [limit, key] of limits) countRateEvent(ctx.deps.db, limit, key, ctx.deps.now());
}

/**
 * Sends a code when the phone has an account, counting the send either way (so neither the answer
 * nor a 487 tells who has an account). 487 once a send limit is reached.
 */
function sendCode(ctx: RequestContext, phoneNumber: string, purpose: SmsPurpose): Answer<never> | undefined {
  const { db, now, log } = ctx.deps;
  const limits = smsSendLimits(phoneNumber, ctx.clientAddress);
  const limited = limitReached(ctx, limits);
  if (limited) return limited;
  countEvents(ctx, limits);
  if (!userByPhone(db, phoneNumber)) {
    log(`[sms] 未发送：${phoneNumber} 不是用户（用途 ${purpose}） / not sent: ${phoneNumber} has no account (purpose ${purpose})`);
    return undefined;
  }
  log(smsLogLine(issueSmsCode(db, phoneNumber, purpose, now()), phoneNumber, purpose));
  return undefined;
}

/**
 * The body's phone number: a mainland mobile number (PHONE_NUMBER_PATTERN) or 400, checked before
 * it reaches the log or the database (a "number" with a newline would forge a log line).
 */
function phoneNumberOf(body: Record<string, unknown>): string {
  const phoneNumber = requiredText(body, 'phoneNumber');
  if (!PHONE_NUMBER_PATTERN.test(phoneNumber)) throw new RequestRejected(httpError(400, BadRequestText.invalid('phoneNumber')));
  return phoneNumber;
}

/** The body of a call that carries a phone number and an SMS code (400 naming what is missing). */
function phoneAndCode(ctx: RequestContext): { body: Record<string, unknown>; phoneNumber: string; code: string } {
  const body = bodyObject(ctx.body);
  return { body, phoneNumber: phoneNumberOf(body), code: requiredText(body, 'code') };
}

/** The body's purpose, 'login' when none is given; undefined for an unknown purpose. */
function purposeOf(body: Record<string, unknown>): SmsPurpose | undefined {
  const purpose = body.purpose ?? 'login';
  return isSmsPurpose(purpose) ? purpose : undefined;
}

/**
 * Checks a code of the purposes under the code-failure limits: 487 when they are reached (the
 * code is not even looked at), WRONG_CODE (counted) for a wrong, used, burnt or expired code or a
 * phone without an account, else the purpose whose code matched.
 */
function checkCode(ctx: RequestContext, phoneNumber: string, purposes: readonly SmsPurpose[], code: string, use: SmsCodeUse): Answer<never> | SmsPurpose {
  const limits = codeFailureLimits(phoneNumber, ctx.clientAddress);
  const limited = limitReached(ctx, limits);
  if (limited) return limited;
  const matched = spendSmsCode(ctx.deps.db, phoneNumber, purposes, code, ctx.deps.now(), use);
  if (matched) return matched;
  countEvents(ctx, limits);
  return refused(BusinessError.WRONG_CODE);
}

const isAnswer = (value: Answer<never> | SmsPurpose): value is Answer<never> => typeof value === 'object';

export const signInRoutes = apiRoutes([
  {
    endpoint: endpoints.userLogin.passwordLogin,
    public: true,
    handle: async (ctx) => {
      const { db, now, passwordKdf } = ctx.deps;
      const body = bodyObject(ctx.body);
      const phoneNumber = phoneNumberOf(body);
      const password = typeof body.password === 'string' ? body.password : '';
      const failureLimits = passwordFailureLimits(phoneNumber, ctx.clientAddress);
      // Limits first: a limited caller costs no hash, and a correct password is never the only way to learn a send limit.
      const limited = limitReached(ctx, [...failureLimits, ...smsSendLimits(phoneNumber, ctx.clientAddress)]);
      if (limited) return limited;
      // Counted as a failure before the hash, so parallel guesses cannot all pass the check above; taken back on success.
      countEvents(ctx, failureLimits);
      const user = userByPhone(db, phoneNumber);
      // An unknown phone is checked against a dummy hash: the same cost, so timing does not tell who has an account.
      if (!(await verifyPassword(password, user?.passwordHash, passwordKdf)) || !user) return refused(BusinessError.WRONG_CREDENTIALS);
      for (const [limit, key] of failureLimits) uncountRateEvent(db, limit, key, now());
      if (!user.active) return refused(BusinessError.INACTIVE_USER);
      return sendCode(ctx, phoneNumber, 'login') ?? ok({ phoneNumber, verificationRequired: true });
    },
  },
  {
    endpoint: endpoints.userLogin.sendVerificationCode,
    public: true,
    handle: (ctx) => {
      const body = bodyObject(ctx.body);
      const phoneNumber = phoneNumberOf(body);
      const purpose = purposeOf(body);
      if (!purpose) return httpError(400, BadRequestText.invalid('purpose'));
      return sendCode(ctx, phoneNumber, purpose) ?? ok({ sent: true });
    },
  },
  {
    endpoint: endpoints.userLogin.verificationCodeLogin,
    public: true,
    handle: (ctx) => {
      const { db, now } = ctx.deps;
      const { phoneNumber, code } = phoneAndCode(ctx);
      const checked = checkCode(ctx, phoneNumber, ['login'], code, 'redeem');
      if (isAnswer(checked)) return checked;
      const user = userByPhone(db, phoneNumber);
      if (!user) return refused(BusinessError.WRONG_CODE);
      if (!user.active) return refused(BusinessError.INACTIVE_USER);
      const token = createSession(db, user.userId, now());
      ctx.setCookie(sessionCookie(token, SESSION_TTL_MS / 1000));
      return ok(currentUserResult(user, ctx.deps));
    },
  },
  {
    endpoint: endpoints.userLogin.userApiCheck,
    public: true,
    handle: (ctx) => {
      const { body, phoneNumber, code } = phoneAndCode(ctx);
      const purpose = purposeOf(body);
      if (!purpose) return httpError(400, BadRequestText.invalid('purpose'));
      // A right code answers valid once; it is then marked checked and only the reset (or login) can redeem it.
      const checked = checkCode(ctx, phoneNumber, [purpose], code, 'check');
      return isAnswer(checked) ? checked : ok({ valid: true });
    },
  },
  {
    endpoint: endpoints.userLogin.resetPassword,
    public: true,
    handle: async (ctx) => {
      const { db, passwordKdf } = ctx.deps;
      const { body, phoneNumber, code } = phoneAndCode(ctx);
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      if (!isAcceptableNewPassword(newPassword)) return refused(BusinessError.WEAK_PASSWORD);
      // A reset code or an activation code, used up here.
      const checked = checkCode(ctx, phoneNumber, ['reset', 'activate'], code, 'redeem');
      if (isAnswer(checked)) return checked;
      const user = userByPhone(db, phoneNumber);
      if (!user) return refused(BusinessError.WRONG_CODE);
      setPasswordHash(db, user.userId, await hashPassword(newPassword, passwordKdf));
      // Whoever held a session of this user (perhaps the one who took the old password) is signed out.
      endOtherSessions(db, user.userId, ctx.sessionToken);
      return ok({ reset: true });
    },
  },
  {
    endpoint: endpoints.userLogin.logout,
    public: true,
    handle: (ctx) => {
      if (ctx.sessionToken) endSession(ctx.deps.db, ctx.sessionToken);
      ctx.setCookie(clearedSessionCookie());
      return ok(null);
    },
  },
  {
    endpoint: endpoints.userLogin.currentUser,
    handle: (ctx) => ok(currentUserResult(ctx.user, ctx.deps)),
  },
  {
    endpoint: endpoints.enterpriseUser.permissions,
    handle: (ctx) => ok(permissionTreeOf(ctx.user, ctx.deps)),
  },
  {
    endpoint: endpoints.userLogin.userMenu,
    handle: (ctx) => {
      // Every name of the user's tree, parents and leaves (a row may name `admin.config` as well as `reports`).
      const granted = new Set(permissionNamesOf(ctx.user, ctx.deps));
      const menus = referenceRows(ctx.deps.db, 'menu').filter((menu) => menu.permission === undefined || granted.has(menu.permission));
      return ok(menus.map(({ name, path, permission }) => (permission === undefined ? { name, path } : { name, path, permission })));
    },
  },
]);
