/** Sign-in, exactly as docs/transport.md "Sign-in": password then SMS code, codes, reset and activation. */
import { isAcceptableNewPassword } from '../../../rules/account/account-credentials.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { clearedSessionCookie, sessionCookie } from '../protocol/cookies.ts';
import { httpError, ok, refused } from '../protocol/envelope.ts';
import { bodyObject, requiredText } from '../protocol/params.ts';
import { BadRequestText, BusinessError } from '../messages.ts';
import { verifyPassword } from '../store/passwords.ts';
import { createSession, endSession, SESSION_TTL_MS } from '../store/sessions.ts';
import { checkSmsCode, isSmsPurpose, issueSmsCode, smsLogLine, type SmsPurpose } from '../store/sms-codes.ts';
import { setPassword, userByPhone } from '../store/users.ts';
import type { RequestContext } from '../context.ts';
import { currentUserResult, permissionTreeOf } from '../users.ts';
import { referenceRows } from '../store/reference.ts';


function sendCode(ctx: RequestContext, phoneNumber: string, purpose: SmsPurpose): void {
  const { db, now, log } = ctx.deps;
  if (!userByPhone(db, phoneNumber)) {
    // Answered like a sent code, so the call does not tell who has an account.
    log(`[sms] 未发送：${phoneNumber} 不是用户（用途 ${purpose}） / not sent: ${phoneNumber} has no account (purpose ${purpose})`);
    return;
  }
  log(smsLogLine(issueSmsCode(db, phoneNumber, purpose, now()), phoneNumber, purpose));
}

/** The body of a call that carries a phone number and an SMS code (400 naming what is missing). */
function phoneAndCode(ctx: RequestContext): { body: Record<string, unknown>; phoneNumber: string; code: string } {
  const body = bodyObject(ctx.body);
  return { body, phoneNumber: requiredText(body, 'phoneNumber'), code: requiredText(body, 'code') };
}

/** The body's purpose, 'login' when none is given; undefined for an unknown purpose. */
function purposeOf(body: Record<string, unknown>): SmsPurpose | undefined {
  const purpose = body.purpose ?? 'login';
  return isSmsPurpose(purpose) ? purpose : undefined;
}

export const signInRoutes = apiRoutes([
  {
    endpoint: endpoints.userLogin.passwordLogin,
    public: true,
    handle: (ctx) => {
      const body = bodyObject(ctx.body);
      const phoneNumber = requiredText(body, 'phoneNumber');
      const password = typeof body.password === 'string' ? body.password : '';
      const user = userByPhone(ctx.deps.db, phoneNumber);
      if (!user || !verifyPassword(password, user.passwordHash)) return refused(BusinessError.WRONG_CREDENTIALS);
      if (!user.active) return refused(BusinessError.INACTIVE_USER);
      sendCode(ctx, phoneNumber, 'login');
      return ok({ phoneNumber, verificationRequired: true });
    },
  },
  {
    endpoint: endpoints.userLogin.sendVerificationCode,
    public: true,
    handle: (ctx) => {
      const body = bodyObject(ctx.body);
      const phoneNumber = requiredText(body, 'phoneNumber');
      const purpose = purposeOf(body);
      if (!purpose) return httpError(400, BadRequestText.invalid('purpose'));
      sendCode(ctx, phoneNumber, purpose);
      return ok({ sent: true });
    },
  },
  {
    endpoint: endpoints.userLogin.verificationCodeLogin,
    public: true,
    handle: (ctx) => {
      const { db, now } = ctx.deps;
      const { phoneNumber, code } = phoneAndCode(ctx);
      const user = userByPhone(db, phoneNumber);
      if (!user || !checkSmsCode(db, phoneNumber, 'login', code, now(), true)) return refused(BusinessError.WRONG_CODE);
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
      const valid = checkSmsCode(ctx.deps.db, phoneNumber, purpose, code, ctx.deps.now(), false);
      return valid ? ok({ valid: true }) : refused(BusinessError.WRONG_CODE);
    },
  },
  {
    endpoint: endpoints.userLogin.resetPassword,
    public: true,
    handle: (ctx) => {
      const { db, now } = ctx.deps;
      const { body, phoneNumber, code } = phoneAndCode(ctx);
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      if (!isAcceptableNewPassword(newPassword)) return refused(BusinessError.WEAK_PASSWORD);
      const user = userByPhone(db, phoneNumber);
      // A reset code or an activation code; checked first, used up only when the password is set.
      const purpose = (['reset', 'activate'] as const).find((p) => checkSmsCode(db, phoneNumber, p, code, now(), false));
      if (!user || !purpose) return refused(BusinessError.WRONG_CODE);
      checkSmsCode(db, phoneNumber, purpose, code, now(), true);
      setPassword(db, user.userId, newPassword);
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
      const granted = new Set(permissionTreeOf(ctx.user, ctx.deps).map((node) => node.permissionName));
      const menus = referenceRows(ctx.deps.db, 'menu').filter((menu) => granted.has(menu.permission));
      return ok(menus.map(({ name, path }) => ({ name, path })));
    },
  },
]);
