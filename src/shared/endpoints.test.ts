import { describe, expect, expectTypeOf, it } from 'vitest';

import { API_PREFIXES, endpoints, isDownloadEndpoint, REFERENCE_SERVER_ENDPOINTS, routeKey } from './endpoints.ts';
import type { DownloadEndpoint, Endpoint } from './endpoints.ts';

const all = Object.entries(endpoints).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);

describe('the endpoint catalogue (spec §7)', () => {
  it('names the sign-in calls as docs/transport.md does', () => {
    expect(endpoints.userLogin).toMatchObject({
      currentUser: { method: 'GET', path: '/UserLogin/CurrentUser' },
      passwordLogin: { method: 'POST', path: '/UserLogin/PasswordLogin' },
      verificationCodeLogin: { method: 'POST', path: '/UserLogin/VerificationCode' },
      sendVerificationCode: { method: 'POST', path: '/UserLogin/VerificationCode/Send' },
      userApiCheck: { method: 'POST', path: '/UserLogin/VerificationCode/UserApiCheck' },
      resetPassword: { method: 'POST', path: '/UserLogin/ResetPassword' },
      logout: { method: 'POST', path: '/configStore/logout' },
    });
    expect(endpoints.enterpriseUser.permissions).toEqual({ prefix: '/enterpriseapi', method: 'GET', path: '/enterpriseUser/permissions' });
  });

  it('names the booking calls', () => {
    expect(endpoints.csOrder.create).toMatchObject({ method: 'POST', path: '/CsOrder/Create' });
    expect(endpoints.csOrder.update).toMatchObject({ method: 'PUT', path: '/CsOrder/Update' });
    expect(endpoints.csOrder.estimatePrice).toMatchObject({ method: 'POST', path: '/CsOrder/EstimatePrice' });
    expect(endpoints.ownOrder.create).toMatchObject({ method: 'POST', path: '/own/order' });
    expect(endpoints.enterpriseConfig.tripType).toMatchObject({ method: 'GET', path: '/enterpriseConfig/tripType' });
    expect(endpoints.foundation.city).toMatchObject({ method: 'GET', path: '/Foundation/city' });
  });

  it('puts every path under the enterprise prefix, once per method', () => {
    const seen = new Set<string>();
    for (const { name, endpoint } of all) {
      expect(endpoint.prefix, name).toBe(API_PREFIXES.ENTERPRISE);
      expect(endpoint.path, name).toMatch(/^\/[A-Za-z]/);
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('holds no two calls a case-blind router would take for one', () => {
    const keys = all.map(({ endpoint }) => routeKey(endpoint));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('makes the calls that plainly write POST although spec §7 leaves them unmarked (GET unless noted)', () => {
    for (const endpoint of [
      endpoints.userLogin.logout,
      endpoints.enterpriseUser.add,
      endpoints.enterpriseUser.deleted,
      endpoints.enterpriseUser.import,
      endpoints.enterpriseUser.unbind,
      endpoints.enterpriseUser.roleAssign,
      endpoints.enterpriseUser.institutionBind,
      endpoints.payment.bindCreditCard,
      endpoints.payment.unbindCreditCard,
      endpoints.payment.sendMessage,
    ]) {
      expect(endpoint.method, endpoint.path).toBe('POST');
    }
  });

  it('catalogues the cost centres and their approvers under /CsAccount (spec §7 "Accounts and config")', () => {
    const g = (path: string) => ({ prefix: '/enterpriseapi', method: 'GET', path });
    expect(endpoints.csAccount).toEqual({
      costCenter: g('/CsAccount/CostCenter'),
      addCostCenter: { prefix: '/enterpriseapi', method: 'POST', path: '/CsAccount/CostCenter' },
      updateCostCenter: { prefix: '/enterpriseapi', method: 'PUT', path: '/CsAccount/CostCenter' },
      deleteCostCenter: { prefix: '/enterpriseapi', method: 'DELETE', path: '/CsAccount/CostCenter' },
      auditors: g('/CsAccount/auditors'),
      all: g('/CsAccount/All'),
      // Not in spec §7: one cost centre with its history (docs/resources.md).
      detail: g('/CsAccount/CostCenter/Detail'),
      parent: g('/CsAccount/Parent'),
      child: g('/CsAccount/Child'),
      staffList: g('/CsAccount/Staff/List'),
      // Spec §7's "parentAndChild, assets, relevant enterprise", as the group path plus the name (the header).
      parentAndChild: g('/CsAccount/parentAndChild'),
      assets: g('/CsAccount/assets'),
      relevantEnterprise: g('/CsAccount/relevantEnterprise'),
      limitPriceTypes: g('/CsAccount/LimitPriceTypes'),
      qrImg: g('/CsAccount/QrImg'),
      auditPass: { prefix: '/enterpriseapi', method: 'POST', path: '/CsAccount/Audit/Pass' },
      auditRefuse: { prefix: '/enterpriseapi', method: 'POST', path: '/CsAccount/Audit/Refuse' },
      import: { prefix: '/enterpriseapi', method: 'POST', path: '/CsAccount/import', upload: true },
      importLogs: g('/CsAccount/import/Logs'),
      export: { prefix: '/enterpriseapi', method: 'POST', path: '/CsAccount/export', download: true },
      exportTemplate: { prefix: '/enterpriseapi', method: 'POST', path: '/CsAccount/export/template', download: true },
    });
  });

  it('names as served by the reference server only catalogued calls, each once', () => {
    const catalogued = all.map(({ endpoint }) => endpoint);
    expect(REFERENCE_SERVER_ENDPOINTS.filter((endpoint) => !catalogued.includes(endpoint))).toEqual([]);
    expect(new Set(REFERENCE_SERVER_ENDPOINTS).size).toBe(REFERENCE_SERVER_ENDPOINTS.length);
  });

  it('keys a route as a case-blind router matches it', () => {
    expect(routeKey(endpoints.csOrder.create)).toBe('POST /enterpriseapi/csorder/create');
    expect(routeKey({ method: 'GET', prefix: '/enterpriseapi', path: '/CSORDER/Track' })).toBe(routeKey(endpoints.csOrder.track));
  });

  it('keeps the five prefixes of spec §7', () => {
    expect(Object.values(API_PREFIXES).sort()).toEqual(
      ['/callcenterapi', '/csaccountapi', '/csorderapi', '/cssettlementapi', '/enterpriseapi'].sort(),
    );
  });

  it('suppresses business messages for login, audit, end-trip info and positions batch calls only', () => {
    const suppressed = all.filter(({ endpoint }) => endpoint.suppressBusinessMessage).map(({ name }) => name);
    expect(suppressed.sort()).toEqual(
      [
        'userLogin.passwordLogin',
        'userLogin.verificationCodeLogin',
        'userLogin.sendVerificationCode',
        'userLogin.userApiCheck',
        'userLogin.resetPassword',
        'csOrder.audit',
        'csOrder.auditForWeb',
        'csOrder.encryptAuditForWeb',
        'csOrder.sendAuditMessage',
        'ownOrder.audit',
        'ownOrder.auditForWeb',
        'enterpriseConfig.audit',
        'ownOrder.endTheTripInfo',
        'position.currentBatch',
      ].sort(),
    );
  });

  it('makes the exports and templates POST downloads', () => {
    const downloads = all.filter(({ endpoint }) => endpoint.download).map(({ name, endpoint }) => [name, endpoint.path]);
    expect(downloads).toEqual([
      // Not in spec §7: the users' import template (docs/resources.md).
      ['enterpriseUser.exportTemplate', '/enterpriseUser/export/template'],
      ['enterpriseUser.export', '/enterpriseUser/export'],
      ['csOrder.export', '/CsOrder/Export'],
      ['ownOrder.export', '/own/order/export'],
      ['ownDriver.exportTemplate', '/own/driver/export/template'],
      // Not in spec §7: the fleet's exports beyond the templates (docs/fleet.md "Imports and exports").
      ['ownDriver.export', '/own/driver/export'],
      ['ownCar.exportTemplate', '/own/car/export/template'],
      ['ownCar.export', '/own/car/export'],
      ['ownCost.export', '/own/cost/export'],
      ['ownCost.exportTemplate', '/own/cost/export/template'],
      // The resource engine's files (docs/resources.md): cost centres, institutions, common renters.
      ['csAccount.export', '/CsAccount/export'],
      ['csAccount.exportTemplate', '/CsAccount/export/template'],
      ['enterpriseInstitution.export', '/enterpriseInstitution/export'],
      ['enterpriseInstitution.exportTemplate', '/enterpriseInstitution/export/template'],
      ['commonRenter.export', '/commonRenter/export'],
      ['commonRenter.exportTemplate', '/commonRenter/export/template'],
    ]);
    expect(all.filter(({ endpoint }) => endpoint.download).every(({ endpoint }) => isDownloadEndpoint(endpoint))).toBe(true);
    expect(isDownloadEndpoint(endpoints.csOrder.create)).toBe(false);
  });

  it('types each endpoint literally', () => {
    expectTypeOf(endpoints.csOrder.create.path).toEqualTypeOf<'/CsOrder/Create'>();
    expectTypeOf(endpoints.csOrder.export).toExtend<DownloadEndpoint>();
    expectTypeOf(endpoints.userLogin.passwordLogin.suppressBusinessMessage).toEqualTypeOf<true>();
  });
});
