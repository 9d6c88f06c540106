/**
 * /enterpriseConfig/* and /enterpriseUser/noNeedToAudit: the parts of the user's enterprise bundle
 * (D1) as they are, plus the enterprise's reference lists. The portal assembles the bundle from
 * these answers and runs the rules on it.
 */
import { AddressType, auditConfigFor, configValue, tripTypeConfigFor } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { endpoints, placeIdOf } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, RequestRejected } from '../protocol/envelope.ts';
import { optionalNumber, optionalText } from '../protocol/params.ts';
import { referenceRow, referenceRows } from '../store/reference.ts';

/** An `enterpriseId` parameter, when given, must be the user's own enterprise (403 otherwise). */
export function ownEnterprise(ctx: UserContext): number {
  const asked = optionalNumber(ctx.params, 'enterpriseId');
  if (asked !== undefined && asked !== ctx.user.enterpriseId) throw new RequestRejected(httpError(403));
  return ctx.user.enterpriseId;
}

const businessTypeOf = (ctx: UserContext) => optionalNumber(ctx.params, 'businessType');

export const enterpriseConfigRoutes = apiRoutes([
  {
    endpoint: endpoints.enterpriseConfig.tripType,
    handle: (ctx) => {
      ownEnterprise(ctx);
      const businessType = businessTypeOf(ctx);
      if (businessType === undefined) return ok(ctx.bundle.tripTypeConfigs ?? []);
      return ok(tripTypeConfigFor(ctx.bundle, businessType) ?? null);
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.audit,
    handle: (ctx) => {
      ownEnterprise(ctx);
      const businessType = businessTypeOf(ctx);
      if (businessType === undefined) return ok(ctx.bundle.auditConfigs ?? []);
      return ok(auditConfigFor(ctx.bundle, businessType) ?? null);
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.specialFields,
    handle: (ctx) => {
      ownEnterprise(ctx);
      return ok(ctx.bundle.specialFields ?? []);
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.commonFields,
    handle: (ctx) => {
      ownEnterprise(ctx);
      return ok({ specialRequirements: ctx.bundle.specialRequirements ?? [] });
    },
  },
  {
    endpoint: endpoints.enterpriseUser.noNeedToAudit,
    handle: (ctx) => {
      ownEnterprise(ctx);
      const businessType = businessTypeOf(ctx);
      const auditType = optionalNumber(ctx.params, 'auditType');
      const lists = (ctx.bundle.noNeedToAudit ?? []).filter(
        (l) => (businessType === undefined || l.businessType === businessType) && (auditType === undefined || l.auditType === auditType),
      );
      return ok(lists);
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.auditors,
    handle: (ctx) => {
      const city = optionalText(ctx.params, 'city');
      const reviewers = referenceRows(ctx.deps.db, 'reviewer', ownEnterprise(ctx)).filter((r) => city === undefined || r.city === city);
      return ok(reviewers.map(({ enterpriseId: _e, ...reviewer }) => reviewer));
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.companyAddress,
    handle: (ctx) => {
      const cityCode = optionalText(ctx.params, 'cityCode');
      const cityName = optionalText(ctx.params, 'cityName') ?? optionalText(ctx.params, 'city');
      const cities = referenceRows(ctx.deps.db, 'city');
      const addresses = referenceRows(ctx.deps.db, 'companyAddress', ownEnterprise(ctx))
        .map((a) => ({
          ...a,
          placeId: placeIdOf('company', a.id),
          addressType: AddressType.COMPANY.value,
          city: cities.find((c) => c.cityCode === a.cityCode)?.cityName ?? '',
        }))
        .filter((a) => (cityCode === undefined || a.cityCode === cityCode) && (cityName === undefined || a.city === cityName));
      return ok(addresses);
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.ownOrderBookingProcess,
    handle: (ctx) => ok(referenceRow(ctx.deps.db, 'bookingProcess', 'ownOrder') ?? []),
  },
  {
    endpoint: endpoints.enterpriseConfig.csOrderBookingProcess,
    handle: (ctx) => ok(referenceRow(ctx.deps.db, 'bookingProcess', 'csOrder') ?? []),
  },
  {
    endpoint: endpoints.enterpriseConfig.configs,
    handle: (ctx) => {
      ownEnterprise(ctx);
      const configId = optionalNumber(ctx.params, 'configId');
      if (configId === undefined) return ok(ctx.bundle.configs ?? []);
      const value = configValue(ctx.bundle, configId);
      return ok(value === undefined ? null : { configId, configValue: value });
    },
  },
  {
    endpoint: endpoints.enterpriseConfig.baseInfo,
    handle: (ctx) => {
      const enterpriseId = ownEnterprise(ctx);
      const base = ctx.bundle.baseConfig ?? {};
      return ok({
        enterpriseId,
        enterpriseName: ctx.bundle.enterpriseName ?? '',
        isNeedSmsNotify: base.isNeedSmsNotify ?? false,
        isEnglishCustomer: base.isEnglishCustomer ?? false,
      });
    },
  },
]);
