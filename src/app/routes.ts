import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';

import { prefetchBooking } from '../features/booking/api/prefetch.ts';
import type { PageProps } from '../pages/page-props.ts';
import type { CurrentUser } from '../shared/index.ts';
import { COST_CENTRES_PATH } from '../shared/resources/cost-centre-entry.ts';
import { RENTERS_PATH } from '../shared/resources/common-renter-entry.ts';
import { USERS_PATH } from '../shared/resources/enterprise-user-entry.ts';
import { INSTITUTIONS_PATH } from '../shared/resources/institution-entry.ts';
import type { BootServices } from './boot-services.ts';

/** A page module as fetched on demand: its default export renders the page. */
export type PageModule = { default: ComponentType<PageProps> };

/** One screen of spec §2. */
export interface RouteEntry {
  /** The URL path, as spec §2 spells it (matching ignores case). */
  path: string;
  /** The page's Chinese title. */
  title: string;
  /** true: only this very path matches; false: sub-paths (`/path/...`) match as well. */
  exact: boolean;
  /** Fetches the page's code. Entries sharing a page share the same function. */
  load: () => Promise<PageModule>;
  /** true: open without a session (sign-in pages, the pre-login binding); otherwise the guard asks for one. */
  public?: boolean;
  /**
   * true: the page is drawn with the plain parts of `components/ui` only, so Chakra is not loaded for
   * it (the sign-in pages: issue 9 §2, /login ≤ 180 KB); otherwise it is drawn under Chakra's provider.
   */
  plain?: boolean;
  /**
   * What the page will ask the server for, asked by the boot when the portal opens on this page,
   * once the signed-in user is known (`boot-prefetch.ts`). Only the page's first load uses it.
   */
  prefetch?: (services: BootServices, user: CurrentUser) => void;
}

/** The path pattern of an entry as the router matches it: exact, or with its sub-paths. */
export function routePattern({ path, exact }: Pick<RouteEntry, 'path' | 'exact'>): string {
  return exact ? path : `${path}/*`;
}

/** Where `/` sends the user (spec §2). */
export const HOME_PATH = '/EnterpriseService';

// Screen contents are not in the specification yet (spec §2), so every screen starts
// as the shared placeholder; a real page replaces `load` with its own feature import.
const placeholder = (): Promise<PageModule> => import('../pages/placeholder-page.tsx');
const loginPage = (): Promise<PageModule> => import('../features/auth/components/login-page.tsx');
const forgetPasswordPage = (): Promise<PageModule> => import('../features/auth/components/forget-password-page.tsx');
const resetPasswordPage = (): Promise<PageModule> => import('../features/auth/components/reset-password-page.tsx');
const activateUserPage = (): Promise<PageModule> => import('../features/auth/components/activate-user-page.tsx');
const enterpriseServicePage = (): Promise<PageModule> => import('../pages/enterprise-service-page.tsx');
const orderDetailPage = (): Promise<PageModule> => import('../pages/order-detail-page.tsx');
const bookingPage = (): Promise<PageModule> => import('../pages/booking-page.tsx');
const orderListPage = (): Promise<PageModule> => import('../pages/order-list-page.tsx');

/**
 * The form lab of `npm run bench` (`/FormLab`: issue 8 §4, issue 9 §1), in a bench build only
 * (`vite build --mode bench`, tests/bench/lab-build.ts), never in the portal `npm start` serves
 * (issue 21 §6): its plain-RJSF baseline compiles JSON Schemas with ajv at run time (`new Function`),
 * which the portal's Content Security Policy refuses. The mode is a build-time constant, so the
 * bundler drops the lab and its chunks from every other build (tests/build/served-build.test.ts).
 */
function benchRoutes(): RouteEntry[] {
  if (import.meta.env.MODE !== 'bench') return [];
  return [{ path: '/FormLab', title: '表单实验室', exact: true, load: () => import('../pages/form-lab-page.tsx'), public: true }];
}

/**
 * The route table of spec §2, as data. Titles are the working Chinese names of the
 * screens; the specification gives paths only. Every page but the public ones needs a session.
 */
export const ROUTES: readonly RouteEntry[] = [
  // Exact-match routes.
  { path: '/Concur/:dc', title: 'Concur 账号绑定', exact: true, load: placeholder, public: true },
  { path: '/OrderTravels', title: '订单行程', exact: true, load: orderListPage },
  { path: '/BreakRuleBillDetail', title: '违规账单详情', exact: true, load: placeholder },
  { path: '/questionnaire', title: '问卷调查', exact: true, load: placeholder },
  { path: '/retaincapital', title: '留资登记', exact: true, load: placeholder },
  { path: '/approvalresult', title: '审批结果', exact: true, load: () => import('../pages/approval-result-page.tsx'), public: true },
  // Routes that may have nested sub-paths.
  { path: '/OrderManage/SettlementBill', title: '结算账单', exact: false, load: placeholder },
  { path: '/OrderManage/RerentBill', title: '续租账单', exact: false, load: placeholder },
  { path: '/OrderManage/ETCSettlementBill', title: 'ETC 结算账单', exact: false, load: placeholder },
  { path: '/AccountCheck', title: '对账', exact: false, load: placeholder },
  { path: '/TextAudit', title: '文本审批', exact: false, load: () => import('../pages/text-audit-page.tsx'), public: true },
  { path: '/OrderAudit', title: '订单审批', exact: false, load: () => import('../pages/order-audit-page.tsx'), public: true },
  { path: '/UploadPic', title: '上传图片', exact: false, load: () => import('../pages/upload-pic-page.tsx') },
  { path: '/endtravel', title: '结束行程', exact: false, load: () => import('../pages/end-trip-page.tsx') },
  { path: '/Other', title: '其他', exact: false, load: placeholder },
  { path: HOME_PATH, title: '企业用车服务', exact: false, load: enterpriseServicePage },
  { path: '/StatementVoucher', title: '对账单凭证', exact: false, load: placeholder },
  { path: '/PaySHow', title: '支付详情', exact: false, load: placeholder },
  { path: '/PayUrl', title: '支付链接', exact: false, load: placeholder },
  { path: '/login', title: '登录', exact: false, load: loginPage, public: true, plain: true },
  { path: '/consult', title: '咨询', exact: false, load: placeholder },
  { path: '/forgetPwd', title: '忘记密码', exact: false, load: forgetPasswordPage, public: true, plain: true },
  { path: '/resetPwd', title: '重置密码', exact: false, load: resetPasswordPage, public: true, plain: true },
  { path: '/activeUser', title: '激活账号', exact: false, load: activateUserPage, public: true, plain: true },
  { path: '/boschBooking', title: '合作企业预订', exact: false, load: placeholder },
  { path: '/connect', title: '账号关联', exact: false, load: placeholder },
  { path: '/smsphoneview', title: '短信查看', exact: false, load: placeholder },
  { path: '/message', title: '消息', exact: false, load: placeholder },
  // The booking pages under /EnterpriseService (issue 8 §3; spec §2 names no paths for them).
  { path: `${HOME_PATH}/SpecialCar`, title: '专车预订', exact: true, load: bookingPage, prefetch: prefetchBooking('special-car') },
  { path: `${HOME_PATH}/OwnCar`, title: '自有车预订', exact: true, load: bookingPage, prefetch: prefetchBooking('own-car') },
  { path: `${HOME_PATH}/Order/:kind/:orderId`, title: '订单详情', exact: true, load: orderDetailPage },
  { path: `${HOME_PATH}/Approvals`, title: '订单审批', exact: true, load: () => import('../pages/approvals-page.tsx') },
  { path: `${HOME_PATH}/Orders/SpecialCar`, title: '专车订单', exact: true, load: orderListPage },
  { path: `${HOME_PATH}/Orders/OwnCar`, title: '自有车订单', exact: true, load: orderListPage },
  { path: `${HOME_PATH}/Fleet`, title: '车队管理', exact: true, load: () => import('../pages/fleet-page.tsx') },
  // The users on the resource engine (issue 25 §1–2; admins with admin.users).
  { path: USERS_PATH, title: '用户管理', exact: true, load: () => import('../pages/users-page.tsx') },
  // The cost centres on the resource engine (issue 25 §2; admins with admin.costCentres).
  { path: COST_CENTRES_PATH, title: '成本中心', exact: true, load: () => import('../pages/cost-centres-page.tsx') },
  // The institutions on the resource engine (issue 25 §2; admins with admin.users).
  { path: INSTITUTIONS_PATH, title: '机构管理', exact: true, load: () => import('../pages/institutions-page.tsx') },
  // A booker's own common renters (issue 25 §2; specialCar.book).
  { path: RENTERS_PATH, title: '常用乘车人', exact: true, load: () => import('../pages/common-renters-page.tsx') },
  // The config preview of issue 10 §1 (admins with admin.config; lazy, so nothing else loads CodeMirror).
  { path: `${HOME_PATH}/ConfigPreview`, title: '企业配置预览', exact: true, load: () => import('../pages/config-preview-page.tsx') },
  // The enterprise settings of issue 25 §2 (admins with admin.config; docs/administration.md "企业设置").
  { path: `${HOME_PATH}/Settings`, title: '企业设置', exact: true, load: () => import('../pages/enterprise-settings-page.tsx') },
  ...benchRoutes(),
];

/** The entry the router will draw at `pathname`, ranked as the router ranks them. */
export function entryAt(pathname: string, table: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  const matches = matchRoutes(
    table.map((entry) => ({ path: routePattern(entry), entry })),
    pathname,
  );
  return (matches?.at(-1)?.route as { entry: RouteEntry } | undefined)?.entry;
}

/**
 * Whether a menu entry's path opens a page that is built (docs/administration.md "导航"): the table
 * has an entry for that very path (case ignored; a sub-path a wider entry would catch, like
 * `/EnterpriseService/Users` under `/EnterpriseService`, does not count), the entry loads a page of
 * its own rather than the shared `placeholder`, and it is a page of the signed-in portal (not a public
 * one, such as a link's `/OrderAudit`). The menu shows only these, so an entry the server sends for a
 * page still to come stays hidden until its route loads the page.
 *
 * @example isBuiltMenuPage('/EnterpriseService/Fleet')     // true
 * @example isBuiltMenuPage('/OrderManage/SettlementBill') // false: still the placeholder
 */
export function isBuiltMenuPage(path: string, table: readonly RouteEntry[] = ROUTES): boolean {
  const wanted = path.toLowerCase();
  const entry = table.find((candidate) => candidate.path.toLowerCase() === wanted);
  return entry !== undefined && entry.load !== placeholder && entry.public !== true;
}

/** Whether `pathname` opens a page drawn without Chakra (`plain` in the table), matched as the router matches. */
export function isPlainPath(pathname: string, table: readonly RouteEntry[] = ROUTES): boolean {
  return entryAt(pathname, table)?.plain === true;
}
