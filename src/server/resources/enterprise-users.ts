/**
 * The enterprise's users on the resource engine (issue 25 §1–2; docs/administration.md "用户"): the
 * store the engine asks (store/users.ts) and the users' own rules. A phone number names one user in the
 * whole product (sign-in is by phone); a new user is inactive and gets the activation SMS (he sets his
 * first password at /activeUser); a deleted user frees his phone number; an administrator cannot
 * delete himself.
 */
import { randomBytes } from 'node:crypto';

import { checkEnterpriseUserBody, emailSuffixIssue, phoneTakenIssue, USER_EMAIL_SUFFIX, UserState, type EnterpriseUserBody, type Issue } from '../../../rules/index.ts';
import type { EnterpriseUserMessage } from '../../shared/index.ts';
import { ENTERPRISE_USERS } from '../../shared/resources/enterprise-user.ts';
import type { UserContext } from '../context.ts';
import type { UserProfile } from '../db/reference-data.ts';
import { BusinessError } from '../messages.ts';
import { refusedWithStatus, type Answer } from '../protocol/envelope.ts';
import { insertAccountMessage } from '../store/account-messages.ts';
import { settingsSection } from '../store/enterprise-settings.ts';
import { institutionsOf } from '../store/institutions.ts';
import { insertUser, listedUser, listedUsers, markUserDeleted, phoneHolder, updateUserProfile, type UserRecord } from '../store/users.ts';
import { resourceRoutes, type ResourceStore } from './resource-routes.ts';

/** What a user an administrator adds may do: book and see his orders (the booker's role, 2); roles are assigned apart (issue 25 §2). */
export const NEW_USER_PERMISSIONS = ['specialCar.book', 'specialCar.orders', 'ownCar.book', 'ownCar.orders'] as const;
export const NEW_USER_ROLE = 2;

const UNPROCESSABLE = 422;

/** `institutionName`: the name of the institution he is bound to (docs/administration.md "机构"). */
export function userMessage(user: UserRecord, institutionName: (id: number) => string = () => ''): EnterpriseUserMessage {
  return {
    userId: user.userId,
    trueName: user.profile.trueName,
    phoneNumber: user.phoneNumber,
    email: user.profile.email,
    empNo: user.profile.empNo,
    state: user.active ? UserState.ACTIVE : UserState.INACTIVE,
    institutionId: user.institutionId == null ? '' : String(user.institutionId),
    institutionName: user.institutionId == null ? '' : institutionName(user.institutionId),
    roleName: user.roleName ?? '',
    noAudit: user.noAudit ? 1 : 0,
  };
}

/** The activation SMS (the reference server sends none: it is kept for /dev/mail and logged). */
export function activationSmsText(publicUrl: string, enterpriseName: string, phoneNumber: string): string {
  return `【企业用车】${enterpriseName}的管理员已为您（${phoneNumber}）开通企业用车账号：请在 ${publicUrl}/activeUser 用本手机号获取验证码、设置密码后登录。`;
}

const newUserId = (enterpriseId: number) => `u-${enterpriseId}-${randomBytes(5).toString('hex')}`;

function profileOf(ctx: UserContext, userId: string, body: EnterpriseUserBody, base?: UserProfile): UserProfile {
  return {
    ...(base ?? {
      userId,
      enterpriseId: ctx.user.enterpriseId,
      userName: body.phoneNumber,
      costCenter: '',
      channelId: ctx.user.profile.channelId,
      priority: 0,
      officeAddressId: 0,
      approveEmail: '',
      approverPhoneNumber: '',
      approverName: '',
      roleId: NEW_USER_ROLE,
    }),
    phoneNumber: body.phoneNumber,
    trueName: body.trueName,
    email: body.email ?? '',
    empNo: body.empNo ?? '',
  };
}

/** The enterprise's institutions' names by id, for the users' messages. */
export function institutionNames(ctx: UserContext): (id: number) => string {
  const names = new Map(institutionsOf(ctx.deps.db, ctx.user.enterpriseId).map((i) => [i.id, i.name]));
  return (id) => names.get(id) ?? '';
}

/** A user of the session's enterprise as the list answers him, or undefined. */
export function listedUserMessage(ctx: UserContext, userId: string): EnterpriseUserMessage | undefined {
  const user = listedUser(ctx.deps.db, ctx.user.enterpriseId, userId);
  return user && userMessage(user, institutionNames(ctx));
}

const userStore: ResourceStore<EnterpriseUserMessage, EnterpriseUserBody> = {
  all: (ctx) => {
    const names = institutionNames(ctx);
    return listedUsers(ctx.deps.db, ctx.user.enterpriseId).map((user) => userMessage(user, names));
  },
  byId: (ctx, id) => listedUserMessage(ctx, id),
  // One phone, one user; an e-mail of the enterprise's own domains when 企业设置 names them (docs/administration.md).
  recordIssues: (ctx, body) => [
    ...phoneTakenIssue(body, (phone) => phoneHolder(ctx.deps.db, phone)),
    ...emailSuffixIssue(body, settingsSection(ctx.deps.db, ctx.user.enterpriseId, 'emailSuffix').suffixes),
  ],
  issueAnswer: (issue: Issue): Answer<never> => ({
    status: UNPROCESSABLE,
    envelope: {
      isSuccess: false,
      errorCode: (issue.code === USER_EMAIL_SUFFIX.code ? BusinessError.USER_EMAIL_SUFFIX : BusinessError.USER_PHONE_TAKEN).errorCode,
      message: issue.message,
      result: { field: issue.path } as never,
    },
  }),
  insert: (ctx, body) => {
    const { db } = ctx.deps;
    const userId = newUserId(ctx.user.enterpriseId);
    insertUser(db, { userId, enterpriseId: ctx.user.enterpriseId, phoneNumber: body.phoneNumber, roleId: NEW_USER_ROLE, profile: profileOf(ctx, userId, body), permissions: NEW_USER_PERMISSIONS });
    const enterpriseName = ctx.bundle.enterpriseName ?? '';
    const publicUrl = ctx.deps.publicUrl();
    const content = activationSmsText(publicUrl, enterpriseName, body.phoneNumber);
    insertAccountMessage(db, { enterpriseId: ctx.user.enterpriseId, userId, channel: 'sms', address: body.phoneNumber, content, createdAt: ctx.deps.now() });
    ctx.deps.log(`[sms] 激活短信已发送至 ${body.phoneNumber}：${content} / activation SMS sent`);
    return listedUserMessage(ctx, userId)!;
  },
  update: (ctx, before, body) => {
    const { db } = ctx.deps;
    const user = listedUser(db, ctx.user.enterpriseId, before.userId)!;
    updateUserProfile(db, user.userId, body.phoneNumber, profileOf(ctx, user.userId, body, user.profile));
    return listedUserMessage(ctx, user.userId)!;
  },
  deleteRefusal: (ctx, record) => (record.userId === ctx.user.userId ? refusedWithStatus(UNPROCESSABLE, BusinessError.USER_DELETE_SELF) : undefined),
  remove: (ctx, record) => markUserDeleted(ctx.deps.db, record.userId, ctx.deps.now()),
};

export const enterpriseUserRoutes = resourceRoutes({ declaration: ENTERPRISE_USERS, check: checkEnterpriseUserBody, store: userStore });
