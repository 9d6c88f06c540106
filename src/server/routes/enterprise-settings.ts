/**
 * The enterprise settings (issue 25 §2, docs/administration.md "企业设置"): `/enterpriseConfig/noticeBoard`,
 * `roles`, `stores`, `emailSuffix`, `paymentPermissions` (GET the session enterprise's, PUT to save
 * one section) and the settings' history.
 *
 * - Who: reads and writes need `admin.config` (484 otherwise), except the notice board's read, which
 *   every user of the enterprise makes for the home page (a notice switched off reads as empty to him).
 * - The enterprise is the session's: an `enterpriseId` in the query or the body naming another is 403.
 * - A body is checked against its section of schemas/enterprise-settings.schema.json and the rules of
 *   rules/admin/enterprise-settings.ts: a refusal is 422 with the sentence naming the field by its title
 *   and `{ field }` for the form. A role's permissions must be ones the admin holds (he cannot hand out
 *   more than he has).
 * - Each save is recorded with `recordChange` in the write's transaction (store/enterprise-settings.ts).
 */
import { hasPermission, permissionLabel, refusalText, type Issue } from '../../../rules/index.ts';
import { checkSettingsSection, settingsSectionSchema, SETTINGS_SECTIONS, type EnterpriseSettings, type RoleSettings, type SettingsSection } from '../../../rules/admin/index.ts';
import { endpoints } from '../../shared/index.ts';
import { USERS_PERMISSION } from '../../shared/resources/enterprise-user-entry.ts';
import type { UserContext } from '../context.ts';
import { httpError, httpErrorAt, ok, RequestRejected } from '../protocol/envelope.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { applyRolesToUsers } from '../resources/enterprise-user-actions.ts';
import { saveSettingsSection, settingsChanges, settingsSection } from '../store/enterprise-settings.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { permissionNamesOf } from '../users.ts';
import { CONFIG_ADMIN_PERMISSION } from './config-admin.ts';
import { ownEnterprise } from './enterprise-config.ts';

/** The most changes the history answers. */
export const MAX_SETTINGS_CHANGES = 50;

const isAdmin = (ctx: UserContext) => hasPermission(ctx.user.permissions, CONFIG_ADMIN_PERMISSION);

function adminEnterprise(ctx: UserContext): number {
  if (!isAdmin(ctx)) throw new RequestRejected(httpError(484));
  return ownEnterprise(ctx);
}

/** A 422 at the first issue's field, worded by the section's schema (or the rule's own sentence). */
function refuse(ctx: UserContext, section: SettingsSection, issues: readonly Issue[]): never {
  const [first] = issues;
  ctx.deps.log(`[422] PUT /enterpriseConfig/${section}: 参数错误 / body refused: ${issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`);
  throw new RequestRejected(httpErrorAt(422, refusalText(settingsSectionSchema(section), issues), first?.path || '/'), `body refused at ${first?.path || '/'}`);
}

/** The body without its `enterpriseId`, which must be the session's when given (403 otherwise). */
function bodyOf(ctx: UserContext, enterpriseId: number): unknown {
  const body = ctx.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'enterpriseId')) return body;
  const { enterpriseId: named, ...rest } = body as Record<string, unknown>;
  if (named !== enterpriseId) throw new RequestRejected(httpError(403));
  return rest;
}

/** A role may carry only permissions the admin has himself (by name; the form offers his). */
function roleIssues(ctx: UserContext, settings: RoleSettings): Issue[] {
  const granted = new Set(permissionNamesOf(ctx.user, ctx.deps));
  return settings.roles.flatMap((role, index) =>
    role.permissions
      .map((name, at) => ({ name, at }))
      .filter(({ name }) => !granted.has(name))
      .map(({ name, at }) => ({ code: 'settings.notGrantable', path: `/roles/${index}/permissions/${at}`, message: `权限“${permissionLabel(name)}”不在您可以授予的权限中` })),
  );
}

function save<S extends SettingsSection>(ctx: UserContext, section: S) {
  const enterpriseId = adminEnterprise(ctx);
  const checked = checkSettingsSection(section, bodyOf(ctx, enterpriseId));
  if (!checked.ok) refuse(ctx, section, checked.issues);
  if (section === 'roles') {
    const issues = roleIssues(ctx, checked.value as RoleSettings);
    if (issues.length > 0) refuse(ctx, section, issues);
  }
  const author = { userId: ctx.user.userId, userName: ctx.user.profile.trueName || ctx.user.profile.userName || ctx.user.userId };
  const saved = inWriteTransaction(ctx.deps.db, () => {
    const value = saveSettingsSection(ctx.deps.db, enterpriseId, section, checked.value as EnterpriseSettings[S], author, ctx.deps.now());
    // A role's users hold its permissions as saved now (docs/administration.md "用户").
    if (section === 'roles') applyRolesToUsers(ctx, (value as RoleSettings).roles);
    return value;
  });
  ctx.deps.log(`[settings] 企业 ${enterpriseId} 的设置“${section}”已保存 / enterprise ${enterpriseId} settings ${section} saved by ${ctx.user.userId}`);
  return ok(saved);
}

const read = <S extends SettingsSection>(section: S) => (ctx: UserContext) => ok(settingsSection(ctx.deps.db, adminEnterprise(ctx), section));

export const enterpriseSettingsRoutes = apiRoutes([
  {
    endpoint: endpoints.enterpriseConfig.noticeBoard,
    handle: (ctx) => {
      const board = settingsSection(ctx.deps.db, ownEnterprise(ctx), 'noticeBoard');
      // The bookers read it for the home page: a notice switched off is nothing to them.
      return ok(board.enabled || isAdmin(ctx) ? board : { enabled: false, title: '', text: '' });
    },
  },
  { endpoint: endpoints.enterpriseConfig.saveNoticeBoard, handle: (ctx) => save(ctx, 'noticeBoard') },
  {
    // 用户管理 offers the roles by name to whoever assigns them (admin.users), not only to 企业设置's admins.
    endpoint: endpoints.enterpriseConfig.roles,
    handle: (ctx) => (hasPermission(ctx.user.permissions, USERS_PERMISSION) ? ok(settingsSection(ctx.deps.db, ownEnterprise(ctx), 'roles')) : read('roles')(ctx)),
  },
  { endpoint: endpoints.enterpriseConfig.saveRoles, handle: (ctx) => save(ctx, 'roles') },
  { endpoint: endpoints.enterpriseConfig.stores, handle: read('stores') },
  { endpoint: endpoints.enterpriseConfig.saveStores, handle: (ctx) => save(ctx, 'stores') },
  { endpoint: endpoints.enterpriseConfig.emailSuffix, handle: read('emailSuffix') },
  { endpoint: endpoints.enterpriseConfig.saveEmailSuffix, handle: (ctx) => save(ctx, 'emailSuffix') },
  { endpoint: endpoints.enterpriseConfig.paymentPermissions, handle: read('paymentPermissions') },
  { endpoint: endpoints.enterpriseConfig.savePaymentPermissions, handle: (ctx) => save(ctx, 'paymentPermissions') },
  {
    endpoint: endpoints.enterpriseConfig.settingsHistory,
    handle: (ctx) =>
      ok(
        settingsChanges(ctx.deps.db, adminEnterprise(ctx), SETTINGS_SECTIONS, MAX_SETTINGS_CHANGES).map((change) => ({
          id: change.id,
          section: change.recordId as SettingsSection,
          userName: change.userName,
          changedAt: change.changedAt,
          before: change.before,
          after: change.after,
        })),
      ),
  },
]);
