/**
 * The config preview page's calls (issue 10 §1, docs/config-preview.md): the enterprise's live
 * bundle, its versions, saving and restoring, and the stored orders the impact diff replays.
 *
 * Every call is the session's own enterprise (an `enterpriseId` naming another is 403) and needs
 * the `admin.config` permission (484, the catalogue's "用户没有该功能权限", otherwise). A saved
 * bundle is checked at the boundary like a seeded one: `lintBundleInWords` (the bundle's JSON Schema,
 * then D10); a bundle with lint errors is refused (422) with the first errors' paths and Chinese
 * messages, as is a bundle of another enterprise. A saved version is what `/enterpriseConfig/*`
 * serves next, so it is live for the enterprise's next booking.
 *
 * A save and a restore both name the version the admin was looking at (`basedOn`, required: 400
 * without it, issue 21 §6), and are refused (422) when another admin saved in between, so no change
 * silently overwrites another. The caps that keep the booking page fast (rules/config/bundle-caps.ts)
 * are lint errors, so a bundle over them is refused like any other lint error.
 */
import { hasPermission, lintBundleInWords, MAX_BUNDLE_BYTES, type EnterpriseBundle } from '../../../rules/index.ts';
import { endpoints } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { ConfigAdminText } from '../messages.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, RequestRejected } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, optionalText, requiredNumber, type JsonObject } from '../protocol/params.ts';
import { configVersion, configVersions, saveConfigVersion } from '../store/config-versions.ts';
import { recentEnterpriseOrders } from '../store/orders.ts';
import { enterpriseBundle } from '../store/enterprises.ts';
import { enterpriseUsers } from '../store/users.ts';
import { ownEnterprise } from './enterprise-config.ts';

/** The permission every call here needs (spec §6 permission names; the seeded admin has it). */
export const CONFIG_ADMIN_PERMISSION = 'admin.config';
/** The longest impact summary kept with a version, in characters (the confirmation's summary lines). */
export const MAX_SUMMARY_CHARS = 4000;
/** The most versions listed. */
export const MAX_VERSIONS_LISTED = 200;
/** The most stored orders answered for the replay (issue 10 §3 measures 10,000). */
export const MAX_REPLAY_ORDERS = 10_000;
/** The most people named with the live bundle (the page names a list's bookers by them). */
export const MAX_PEOPLE_LISTED = 10_000;

/** The user's enterprise, after the permission check (484 without `admin.config`). */
function adminEnterprise(ctx: UserContext): number {
  if (!hasPermission(ctx.user.permissions, CONFIG_ADMIN_PERMISSION)) throw new RequestRejected(httpError(484));
  return ownEnterprise(ctx);
}

function reject(status: number, message: string): never {
  throw new RequestRejected(httpError(status, message));
}

/**
 * The body's bundle, checked: the session's enterprise, within the size cap (rules/config/bundle-caps.ts;
 * measured here before linting, with its own 400, since nothing larger is worth linting), no lint errors.
 */
function checkedBundle(value: unknown, enterpriseId: number): EnterpriseBundle {
  if (value === undefined) reject(400, ConfigAdminText.bundleMissing);
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_BUNDLE_BYTES) reject(400, ConfigAdminText.bundleTooLarge(MAX_BUNDLE_BYTES));
  const lint = lintBundleInWords(value);
  if (!lint.ok) reject(422, ConfigAdminText.bundleHasErrors(lint.errors));
  const bundle = value as EnterpriseBundle & { $schema?: unknown };
  if (bundle.enterpriseId !== enterpriseId) reject(403, ConfigAdminText.otherEnterprise);
  const { $schema: _schema, ...rest } = bundle;
  return rest;
}

function summaryOf(body: Record<string, unknown>): string {
  const summary = optionalText(body, 'summary') ?? '';
  if (summary.length > MAX_SUMMARY_CHARS) reject(400, ConfigAdminText.summaryTooLong(MAX_SUMMARY_CHARS));
  return summary;
}

const latestVersion = (ctx: UserContext, enterpriseId: number) => configVersions(ctx.deps.db, enterpriseId, 1)[0]?.version ?? 0;

/**
 * The version the admin's change starts from must be the live one: missing is 400 (a client that
 * leaves it out would skip the check), another is 422 (another admin saved in between).
 */
function checkBasedOn(ctx: UserContext, body: JsonObject, enterpriseId: number): void {
  const basedOn = optionalNumber(body, 'basedOn');
  if (basedOn === undefined) reject(400, ConfigAdminText.basedOnMissing);
  if (basedOn !== latestVersion(ctx, enterpriseId)) reject(422, ConfigAdminText.staleVersion);
}

function save(ctx: UserContext, enterpriseId: number, bundle: EnterpriseBundle, summary: string, restoredFrom: number | null) {
  const version = saveConfigVersion(
    ctx.deps.db,
    { enterpriseId, userId: ctx.user.userId, userName: ctx.user.profile.trueName ?? ctx.user.profile.userName, bundle, summary, restoredFrom },
    ctx.deps.now(),
  );
  ctx.deps.forgetBundle(enterpriseId);
  ctx.deps.log(`[config] 企业 ${enterpriseId} 的配置已保存为第 ${version} 版 / enterprise ${enterpriseId} config saved as version ${version} by ${ctx.user.userId}`);
  return ok({ version });
}

export const configAdminRoutes = apiRoutes([
  {
    endpoint: endpoints.configAdmin.bundle,
    handle: (ctx) => {
      const enterpriseId = adminEnterprise(ctx);
      const people = enterpriseUsers(ctx.deps.db, enterpriseId)
        .slice(0, MAX_PEOPLE_LISTED)
        .map((u) => ({ userId: u.userId, name: u.profile.trueName ?? u.profile.userName ?? '' }));
      // The bundle as saved: the users' no-audit list the server joins to it (docs/administration.md "用户") is kept apart, so a save never copies it in.
      return ok({ bundle: enterpriseBundle(ctx.deps.db, enterpriseId) ?? ctx.bundle, version: latestVersion(ctx, enterpriseId), people });
    },
  },
  {
    endpoint: endpoints.configAdmin.versions,
    handle: (ctx) => ok(configVersions(ctx.deps.db, adminEnterprise(ctx), MAX_VERSIONS_LISTED)),
  },
  {
    endpoint: endpoints.configAdmin.version,
    handle: (ctx) => {
      const found = configVersion(ctx.deps.db, adminEnterprise(ctx), requiredNumber(ctx.params, 'version'));
      if (!found) reject(404, ConfigAdminText.noSuchVersion);
      return ok(found);
    },
  },
  {
    endpoint: endpoints.configAdmin.save,
    handle: (ctx) => {
      const enterpriseId = adminEnterprise(ctx);
      const body = bodyObject(ctx.body);
      // The editor says which version it started from, so a save never silently overwrites another admin's.
      checkBasedOn(ctx, body, enterpriseId);
      const bundle = checkedBundle(body.bundle, enterpriseId);
      const summary = summaryOf(body);
      return save(ctx, enterpriseId, bundle, summary, null);
    },
  },
  {
    endpoint: endpoints.configAdmin.restore,
    handle: (ctx) => {
      const enterpriseId = adminEnterprise(ctx);
      const body = bodyObject(ctx.body);
      const wanted = requiredNumber(body, 'version');
      checkBasedOn(ctx, body, enterpriseId);
      const found = configVersion(ctx.deps.db, enterpriseId, wanted);
      if (!found) reject(404, ConfigAdminText.noSuchVersion);
      // An old version is linted again: the rules core may have learnt a check since it was saved.
      const bundle = checkedBundle(found.bundle, enterpriseId);
      return save(ctx, enterpriseId, bundle, summaryOf(body) || ConfigAdminText.restoredSummary(found.version), found.version);
    },
  },
  {
    endpoint: endpoints.configAdmin.storedOrders,
    handle: (ctx) => {
      const orders = recentEnterpriseOrders(ctx.deps.db, adminEnterprise(ctx), MAX_REPLAY_ORDERS);
      return ok(orders.map((o) => ({ orderId: o.orderId, businessType: o.businessType, bookerId: o.bookerId, userLevel: o.bookerLevel, createdAt: o.createdAt, payload: o.payload })));
    },
  },
]);
