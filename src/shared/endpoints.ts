/**
 * The typed catalogue of the calls of spec §7, shared by the portal's transport and the reference
 * server (which builds its route table from these entries, docs/server.md). Call sites name an
 * endpoint (`endpoints.csOrder.create`), never a path.
 *
 * How the abbreviated lines of spec §7 are read, so the reference server reads them alike:
 * - every path is under `/enterpriseapi` (spec §7 "Paths below are under the enterprise prefix"),
 *   the `/CsAccount` group too: it is listed under "Accounts and config" with the enterprise
 *   paths, so it is not moved to the `/csaccountapi` prefix;
 * - a bare name after a group (`drivers (… canAssign …)`) is the group path plus that name
 *   (`/own/driver/canAssign`); a bare method is the group path itself (`PUT` → `PUT /own/driver`);
 *   "CRUD" is GET, POST, PUT and DELETE on the group path (`/CsAccount/CostCenter`);
 * - the method is the one written before the name, else GET (spec §7 "GET unless noted");
 * - paths keep the specification's spelling and case (`/CsOrder/Address/Loaction`, `/csorder/Track`);
 * - downloads are POST with an encrypted body (docs/transport.md "Downloads").
 *
 * Corrected methods: "GET unless noted" would make some calls GET that plainly write, and a GET
 * carries no body (the transport refuses one) and may be repeated or prefetched by anything on the
 * way. These are POST here, like the named actions spec §7 does mark (POST /own/order/Cancel,
 * POST /own/driver/ClearLicense, POST /UserLogin/VerificationCode/Send):
 * - `/configStore/logout` (ends the session);
 * - `/enterpriseUser/add`, `/enterpriseUser/deleted`, `/enterpriseUser/import` (a file upload),
 *   `/enterpriseUser/unbind`, `/enterpriseUser/role/assign`, `/enterpriseUser/institution/bind`;
 * - `/Payment/BindCreditCard`, `/Payment/UnBindCreditCard`, `/Payment/SendMessage` (sends an SMS).
 * docs/transport.md "Corrected methods" lists the same.
 *
 * Business-error toasts are suppressed (spec §8) for the sign-in calls, the audit calls (the
 * audit configuration and the audit actions), end-trip info and the positions batch. The
 * sales-clue calls have no path in spec §7 and are not catalogued.
 *
 * The rest of CsAccount (spec §7 "assets, relevant enterprise, parentAndChild") is read as the group path
 * plus the name in camel case (`/CsAccount/assets`, `/CsAccount/relevantEnterprise`,
 * `/CsAccount/parentAndChild`); what they answer is decided in docs/administration.md "成本中心".
 *
 * Not catalogued (no individual paths in spec §7, or outside the portal's transport): block
 * orders, self-driving, settlement, reports,
 * partner and sales calls, and monitoring (its own client, docs/transport.md "Monitoring").
 */

/** The five API prefixes (spec §7). */
export const API_PREFIXES = {
  SETTLEMENT: '/cssettlementapi',
  CALL_CENTER: '/callcenterapi',
  ENTERPRISE: '/enterpriseapi',
  ORDER: '/csorderapi',
  ACCOUNT: '/csaccountapi',
} as const;

export type ApiPrefix = (typeof API_PREFIXES)[keyof typeof API_PREFIXES];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One call of spec §7. */
export interface Endpoint {
  readonly prefix: ApiPrefix;
  readonly method: HttpMethod;
  /** The path after the prefix, starting with `/`. */
  readonly path: string;
  /** The call never toasts its business errors (spec §8); the caller shows them if it wants. */
  readonly suppressBusinessMessage?: boolean;
  /** A file download: `transport.download`, encrypted body, blob answer (spec §7). */
  readonly download?: boolean;
  /** A file upload: `transport.upload`, the file's bytes as the body with its own content type (docs/transport.md "Uploads"). */
  readonly upload?: boolean;
}

/** An endpoint that takes a file. */
export interface UploadEndpoint extends Endpoint {
  readonly method: 'POST';
  readonly upload: true;
}

/** An endpoint that answers a file. */
export interface DownloadEndpoint extends Endpoint {
  readonly method: 'POST';
  readonly download: true;
}

const ENTERPRISE = API_PREFIXES.ENTERPRISE;

// Literal-typed builders: `endpoints.csOrder.create.path` is the type '/CsOrder/Create'.
const get = <const P extends string>(path: P) => ({ prefix: ENTERPRISE, method: 'GET', path }) as const;
const post = <const P extends string>(path: P) => ({ prefix: ENTERPRISE, method: 'POST', path }) as const;
const put = <const P extends string>(path: P) => ({ prefix: ENTERPRISE, method: 'PUT', path }) as const;
const del = <const P extends string>(path: P) => ({ prefix: ENTERPRISE, method: 'DELETE', path }) as const;
const patch = <const P extends string>(path: P) => ({ prefix: ENTERPRISE, method: 'PATCH', path }) as const;
const file = <const P extends string>(path: P) =>
  ({ prefix: ENTERPRISE, method: 'POST', path, download: true }) as const;
const upload = <const P extends string>(path: P) => ({ prefix: ENTERPRISE, method: 'POST', path, upload: true }) as const;
/** Marks a call whose business errors are never toasted (spec §8). */
const quiet = <const T extends Endpoint>(endpoint: T) => ({ ...endpoint, suppressBusinessMessage: true }) as const;

/**
 * Every catalogued call of spec §7, grouped in camelCase. Query parameters the specification
 * names are noted; response shapes are not shown there.
 *
 * @example
 * transport.call(endpoints.csOrder.detail, { query: { orderId } });
 * transport.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber, password } });
 * transport.download(endpoints.csOrder.export, { params });
 */
export const endpoints = {
  /** Session (spec §7 "Session/user"; docs/transport.md "Sign-in"). */
  userLogin: {
    currentUser: get('/UserLogin/CurrentUser'),
    userMenu: get('/UserLogin/UserMenu'),
    moduleType: get('/UserLogin/ModuleType'),
    /** Signs in with the SMS code: body `{ phoneNumber, code }`. */
    verificationCodeLogin: quiet(post('/UserLogin/VerificationCode')),
    /** Body `{ phoneNumber, password }`. */
    passwordLogin: quiet(post('/UserLogin/PasswordLogin')),
    /** Body `{ phoneNumber, purpose: 'login' | 'reset' | 'activate' }`. */
    sendVerificationCode: quiet(post('/UserLogin/VerificationCode/Send')),
    /** Body `{ phoneNumber, code, purpose }`. */
    userApiCheck: quiet(post('/UserLogin/VerificationCode/UserApiCheck')),
    /** Body `{ phoneNumber, code, newPassword }`. */
    resetPassword: quiet(post('/UserLogin/ResetPassword')),
    /** Ends the session: POST although spec §7 lists it unmarked (it writes; see the header). */
    logout: post('/configStore/logout'),
  },
  /** Users (spec §7 "Session/user"). */
  user: {
    /** Query `phoneNumber`. */
    byPhoneNumber: get('/User/ByPhoneNumber'),
    balance: get('/User/Balance'),
    /** Query `accountId`. */
    priority: get('/User/Priority'),
    baseInfo: get('/User/baseInfo'),
    enterpriseInfoByUserId: get('/User/EnterpriseInfo/ByUserId'),
  },
  /** Enterprise users (spec §7 "Session/user", "Accounts and config"). */
  enterpriseUser: {
    /**
     * Query `searchKey, state, pageIndex, pageSize, sortKey, sortOrder` (the enterprise is the session's, an
     * `enterpriseId` is ignored): the users resource's list (docs/resources.md).
     */
    baseInfos: get('/enterpriseUser/baseInfos'),
    /** Query `userId`: one user and the record's history (not in spec §7; the resource engine's detail, docs/resources.md). */
    detail: get('/enterpriseUser/detail'),
    /** The permission tree `[{ permissionName, childNodes }]` (spec §6). */
    permissions: get('/enterpriseUser/permissions'),
    add: post('/enterpriseUser/add'),
    update: put('/enterpriseUser'),
    /** Body `{ userIds }`: all or nothing. */
    deleted: post('/enterpriseUser/deleted'),
    /** The .xlsx of the template (a file upload, docs/resources.md "Imports"). */
    import: upload('/enterpriseUser/import'),
    importLogs: get('/enterpriseUser/import/Logs'),
    /** The import template (not in spec §7, as for the fleet's: docs/resources.md). */
    exportTemplate: file('/enterpriseUser/export/template'),
    /** Body `{ userId }`: takes the user out of the enterprise (docs/administration.md "用户"). */
    unbind: post('/enterpriseUser/unbind'),
    /** Body `{ userIds, roleName }`: the users get the role of 企业设置 named, and its permissions. */
    roleAssign: post('/enterpriseUser/role/assign'),
    institutionBind: post('/enterpriseUser/institution/bind'),
    noNeedToAudit: get('/enterpriseUser/noNeedToAudit'),
    /** The reference server's own write beside the spec's GET: users put on or taken off the no-audit list (docs/administration.md "用户"). */
    setNoNeedToAudit: post('/enterpriseUser/noNeedToAudit'),
    paymentPermissions: get('/enterpriseUser/paymentPermissions'),
    export: file('/enterpriseUser/export'),
  },
  /** Pre-login Concur binding (spec §7). */
  concur: {
    verify: post('/Concur/Verify'),
    bind: post('/Concur/Bind'),
    phoneVerificationCode: get('/Concur/VerificationCode/Phone'),
    emailVerificationCode: get('/Concur/VerificationCode/Email'),
  },
  /** Special-car orders (spec §7). */
  csOrder: {
    create: post('/CsOrder/Create'),
    /** Query `orderId`. */
    update: put('/CsOrder/Update'),
    /** Query `orderId`. */
    detail: get('/CsOrder/Detail'),
    /** Coordinate type 5, drive type 11; never cached. */
    estimatePrice: post('/CsOrder/EstimatePrice'),
    /** Body `enterpriseId, carTypeLevel, tripType, travelTime, city`. */
    picturePrice: post('/CsOrder/PicturePrice'),
    /** Query `orderId, userBalance, orderPrice`. */
    rechargeAmount: get('/CsOrder/RechargeAmount'),
    travelTypeConversion: get('/CsOrder/TravelTypeConversion'),
    /** `POST /CsOrder` (spec §7 gives no name; the order list). */
    list: post('/CsOrder'),
    cancel: put('/CsOrder/Cancel'),
    isCanUpdate: get('/CsOrder/IsCanUpdate'),
    audit: quiet(put('/CsOrder/Audit')),
    auditForWeb: quiet(put('/csorder/AuditForWeb')),
    encryptAuditForWeb: quiet(put('/CsOrder/EncryptAuditForWeb')),
    isBaggageCheck: get('/CsOrder/isBaggageCheck'),
    /** Query `addressType` (1 or 2), `cityName`. */
    commonAddress: get('/CsOrder/CommonAddress'),
    placeSearch: get('/CsOrder/Address/Place/Search'),
    /** The specification's spelling, `Loaction`. */
    addressLocation: get('/CsOrder/Address/Loaction'),
    englishAddress: get('/CsOrder/englishAddress'),
    scanImages: get('/CsOrder/scanImages'),
    /** Body `{ orderId }`: the approval SMS (the text code) to the waiting step again (docs/approvals.md). */
    sendAuditMessage: quiet(post('/CsOrder/sendAuditMessage')),
    /**
     * An attachment (special config showType 6): the file's bytes as the body, its content type
     * as the file's, query `fileName`; answers `{ fileId, name, size, url }` (docs/server.md "Attachments").
     */
    uploadAuditFile: upload('/CsOrder/uploadAuditFile'),
    updateSpecialConfig: put('/CsOrder/Update/SpecialConfig'),
    report: post('/CsOrder/Report'),
    greentownTaskCompleted: post('/CsOrder/Greentown/Task/Completed'),
    track: get('/csorder/Track'),
    /** Query `orderId, boardingTime`. */
    giftCards: get('/csorder/giftCards'),
    /** Query `enterpriseId, orderId`. */
    balance: get('/csorder/balance'),
    /** Query `accountId, phoneNumber, isEnterpriseUse, boardingTime`. */
    paymentType: get('/csorder/paymentType'),
    letterOfCommitment: post('/csorder/letterOfCommitment'),
    export: file('/CsOrder/Export'),
  },
  /** Own-car orders (spec §7). */
  ownOrder: {
    create: post('/own/order'),
    /** Query `orderId`. */
    update: post('/own/order/Update'),
    list: post('/own/order/List'),
    /** Query `orderId`. */
    detail: get('/own/order/Detail'),
    cancel: post('/own/order/Cancel'),
    assignDriver: post('/own/order/AssignDriver'),
    clearDriver: post('/own/order/ClearDriver'),
    auditOrders: get('/own/order/AuditOrders'),
    /**
     * Query `pageIndex`, `pageSize`: the signed-in approver's own decisions, newest first (the 已审批
     * tab, issue 25 §3). The reference server's: spec §7 lists no history call for an approver.
     */
    auditedOrders: get('/own/order/AuditedOrders'),
    audit: quiet(post('/own/order/Audit')),
    auditForWeb: quiet(post('/own/order/AuditForWeb')),
    endTheTrip: post('/own/order/EndTheTrip'),
    endTheTripInfo: quiet(get('/own/order/EndTheTripInfo')),
    endTheTripWeb: post('/own/order/endTheTrip/web'),
    isCanUpdate: get('/own/order/isCanUpdate'),
    bookedIds: get('/own/order/BookedIds'),
    specialConfig: post('/own/order/specialConfig'),
    smsLog: get('/own/order/smsLog'),
    emailLog: get('/own/order/emailLog'),
    export: file('/own/order/export'),
  },
  /** Own fleet drivers (spec §7 "Own fleet"). */
  ownDriver: {
    list: post('/own/driver/list'),
    byEnterpriseId: get('/own/driver/byEnterpriseId'),
    canAssign: get('/own/driver/canAssign'),
    update: put('/own/driver'),
    create: post('/own/driver'),
    delete: del('/own/driver'),
    clearLicense: post('/own/driver/ClearLicense'),
    deleteBatch: del('/own/driver/Batch'),
    exportTemplate: file('/own/driver/export/template'),
    /** Not in spec §7 (docs/fleet.md "Imports and exports"): the drivers of an .xlsx of the template. */
    import: upload('/own/driver/import'),
    /** Not in spec §7: the driver list (body: the list filter) as .xlsx. */
    export: file('/own/driver/export'),
    /** Not in spec §7 (reference server, docs/fleet.md "History"): query `driverId`, the driver and its history. */
    detail: get('/own/driver/detail'),
    /** Not in spec §7 (reference server): the enterprise's last driver imports. */
    importLogs: get('/own/driver/import/Logs'),
  },
  /** Own fleet cars (spec §7 "Own fleet"). */
  ownCar: {
    list: post('/own/car/List'),
    create: post('/own/car'),
    update: put('/own/car'),
    delete: del('/own/car'),
    /** Body `{ carLicenses }`: all or nothing, refused when a car still has orders ahead (docs/fleet.md). */
    deleteBatch: del('/own/car/Batch'),
    /** Query `carLicense, enterpriseId`. */
    detail: get('/own/car/Detail'),
    /** Body with `enterpriseIds`. */
    infoByCarType: post('/own/car/info/byCarType'),
    colors: get('/own/car/colors'),
    unassignedDriverLicenses: get('/own/car/Licenses/unassignedDriver'),
    byEnterpriseId: get('/own/car/byEnterpriseId'),
    /** Body `{ fromTime?, toTime?, carLicense?, date? }`: each car of the fleet with its booked times (with `date`, that day's booked and restricted times). */
    serviceTimes: post('/own/car/ServiceTimes'),
    /** Body `{ carLicenses?, fromDate, days }`: each car × each day with its booked and restricted times (the 排班 view). */
    multiDayServiceTimes: post('/own/car/MultiDayServiceTimes'),
    /** Query `carLicense`: the car's owners (负责人). */
    owners: get('/own/car/Owners'),
    /** Body `{ carLicense, phoneNumber }`. */
    addOwner: post('/own/car/Owner'),
    /** Query `id`. */
    deleteOwner: del('/own/car/Owner'),
    /** Body `{ enterpriseIds?, carType? }`: the cars of the enterprises the session may see. */
    multiEnterprise: post('/own/car/MultiEnterprise'),
    restrictedDate: get('/own/car/restrictedDate'),
    addRestrictedDate: post('/own/car/restrictedDate'),
    deleteRestrictedDate: del('/own/car/restrictedDate'),
    checkRestrictedDate: post('/own/car/checkRestrictedDate'),
    addAccident: post('/own/car/accident'),
    updateAccident: put('/own/car/accident'),
    accidentList: get('/own/car/accident/list'),
    accidentDetail: get('/own/car/accident/detail'),
    accidentProcessState: put('/own/car/accident/processState'),
    /**
     * Not in spec §7 (reference server, docs/fleet.md "History"): query `id`, the accident and its history
     * (`accidentDetail` above is spec §7's, the accident alone, and keeps its answer).
     */
    accidentRecordDetail: get('/own/car/accident/record/Detail'),
    addInsurance: post('/own/car/insurance'),
    updateInsurance: put('/own/car/insurance'),
    deleteInsurance: del('/own/car/insurance'),
    insuranceList: get('/own/car/insurance/list'),
    insuranceDetail: get('/own/car/insurance/detail'),
    insuranceExpiredConfig: get('/own/car/insurance/expiredConfig'),
    /**
     * Not in spec §7 (reference server, docs/fleet.md "History"): query `id`, the policy and its history
     * (`insuranceDetail` above is spec §7's, the policy alone, and keeps its answer).
     */
    insuranceRecordDetail: get('/own/car/insurance/record/Detail'),
    /** Not in spec §7 (docs/fleet.md "Imports and exports"): the car template, import and export. */
    exportTemplate: file('/own/car/export/template'),
    import: upload('/own/car/import'),
    export: file('/own/car/export'),
    /**
     * Not in spec §7 (reference server, docs/fleet.md "History"): query `carLicense`, the car and its
     * history (`Detail` above is spec §7's, the car alone or null, and keeps its answer).
     */
    recordDetail: get('/own/car/record/Detail'),
    /** Not in spec §7 (reference server): the enterprise's last car imports. */
    importLogs: get('/own/car/import/Logs'),
  },
  /** Own fleet costs (spec §7 "Own fleet"). */
  ownCost: {
    list: post('/own/cost/list'),
    create: post('/own/cost'),
    get: get('/own/cost'),
    export: file('/own/cost/export'),
    exportTemplate: file('/own/cost/export/template'),
    /** Not in spec §7 (docs/fleet.md "Imports and exports"): the costs of an .xlsx of the template. */
    import: upload('/own/cost/import'),
  },
  /** Enterprise configuration (spec §7 "Accounts and config"). */
  enterpriseConfig: {
    /** Query `enterpriseId, businessType`. */
    tripType: get('/enterpriseConfig/tripType'),
    audit: quiet(get('/enterpriseConfig/audit')),
    specialFields: get('/enterpriseConfig/specialFields'),
    commonFields: get('/enterpriseConfig/commonFields'),
    auditors: get('/enterpriseConfig/auditors'),
    companyAddress: get('/enterpriseConfig/companyAddress'),
    ownOrderBookingProcess: get('/enterpriseConfig/ownOrder/bookingProcess'),
    csOrderBookingProcess: get('/enterpriseConfig/csOrder/bookingProcess'),
    noticeBoard: get('/enterpriseConfig/noticeBoard'),
    roles: get('/enterpriseConfig/roles'),
    stores: get('/enterpriseConfig/stores'),
    emailSuffix: get('/enterpriseConfig/emailSuffix'),
    paymentPermissions: get('/enterpriseConfig/paymentPermissions'),
    /**
     * The writes of the enterprise settings (issue 25 §2, docs/administration.md "企业设置"; spec §7
     * names the reads only): each PUT takes its section's body (schemas/enterprise-settings.schema.json),
     * needs `admin.config` and is recorded in the change log.
     */
    saveNoticeBoard: put('/enterpriseConfig/noticeBoard'),
    saveRoles: put('/enterpriseConfig/roles'),
    saveStores: put('/enterpriseConfig/stores'),
    saveEmailSuffix: put('/enterpriseConfig/emailSuffix'),
    savePaymentPermissions: put('/enterpriseConfig/paymentPermissions'),
    /** The reference server's own call: the settings' changes, newest first (who, when, before and after). */
    settingsHistory: get('/enterpriseConfig/settingsHistory'),
    baseInfo: get('/enterpriseConfig/baseInfo'),
    /** Query `configId`. */
    configs: get('/enterpriseConfig/configs'),
  },
  /**
   * The config preview page of issue 10 §1 (admins with `admin.config` only; 484 for anyone else):
   * the enterprise's live bundle, its saved versions, saving and restoring, and the stored orders the
   * impact diff replays. Not in spec §7 (the reference server's own calls, docs/config-preview.md).
   */
  configAdmin: {
    /** The live bundle and the number of the version it is (0: never saved here). */
    bundle: get('/enterpriseConfig/bundle'),
    /** The versions, newest first: who, when, the impact summary. */
    versions: get('/enterpriseConfig/versions'),
    /** Query `version`: one version with its bundle. */
    version: get('/enterpriseConfig/version'),
    /** Body `{ bundle, summary, basedOn }`: saves a new version and makes it live; `basedOn` (the version edited) is required. */
    save: post('/enterpriseConfig/versions'),
    /** Body `{ version, basedOn, summary }`: makes an earlier version live again, as a new version; `basedOn` is required. */
    restore: post('/enterpriseConfig/versions/restore'),
    /** The enterprise's stored orders (newest first, capped) for the impact diff's replay. */
    storedOrders: get('/enterpriseConfig/storedOrders'),
  },
  /**
   * Cost centres and their approvers (spec §7 "Accounts and config": `/CsAccount (CostCenter CRUD, import,
   * auditors, …, Parent/Child/All, Staff/List, LimitPriceTypes, QrImg, Audit/Pass, Audit/Refuse)`), read by
   * the rule above: a bare name is the group path plus that name (`/CsAccount/Audit/Pass`), `Parent/Child/All`
   * three calls. The administration's calls (all but `costCenter` and `auditors`) need `admin.costCentres`
   * (docs/administration.md "成本中心").
   */
  csAccount: {
    /** Query `keyword` (or `name`): the enterprise's passed cost centres (what a booking may charge). */
    costCenter: get('/CsAccount/CostCenter'),
    /** Body: schemas/cost-centre.schema.json; the new cost centre awaits audit. */
    addCostCenter: post('/CsAccount/CostCenter'),
    updateCostCenter: put('/CsAccount/CostCenter'),
    /** Body `{ costCenterIds }`: all or nothing. */
    deleteCostCenter: del('/CsAccount/CostCenter'),
    /** Query `costCenterId` or `costCenterName`: the cost centres' approvers. */
    auditors: get('/CsAccount/auditors'),
    /** Query `keyword, state, pageIndex, pageSize, sortKey, sortOrder`: every cost centre of the enterprise, any audit state (the resource engine's list). */
    all: get('/CsAccount/All'),
    /** Query `costCenterId`: one cost centre and its history (not in spec §7; the resource engine's detail). */
    detail: get('/CsAccount/CostCenter/Detail'),
    /** Query `costCenterId`: its ancestors, nearest first. */
    parent: get('/CsAccount/Parent'),
    /** Query `costCenterId`: its direct children. */
    child: get('/CsAccount/Child'),
    /** Query `costCenterId`: the users charged to it (their cost centre is its name). */
    staffList: get('/CsAccount/Staff/List'),
    /** Query `costCenterId`: the centre, its ancestors (nearest first) and its direct children in one answer. */
    parentAndChild: get('/CsAccount/parentAndChild'),
    /** Query `costCenterId`: the fleet's cars one of whose 负责人 is charged to the centre (its assets). */
    assets: get('/CsAccount/assets'),
    /** The enterprises the session's enterprise may charge a cost centre's bookings to: its own in the reference server. */
    relevantEnterprise: get('/CsAccount/relevantEnterprise'),
    /** The limit price types' code table (schemas/cost-centre.schema.json `limitPriceType`). */
    limitPriceTypes: get('/CsAccount/LimitPriceTypes'),
    /** Query `costCenterId`: the QR image (a PNG data URL) of the booking link with the cost centre preset. */
    qrImg: get('/CsAccount/QrImg'),
    /** Body `{ costCenterId }`: passes a pending cost centre's audit. */
    auditPass: post('/CsAccount/Audit/Pass'),
    /** Body `{ costCenterId, reason }` (schemas/cost-centre-refusal.schema.json): refuses it. */
    auditRefuse: post('/CsAccount/Audit/Refuse'),
    /** The .xlsx of the template (a file upload). */
    import: upload('/CsAccount/import'),
    importLogs: get('/CsAccount/import/Logs'),
    /** The filtered list as .xlsx (not in spec §7, as for the users). */
    export: file('/CsAccount/export'),
    exportTemplate: file('/CsAccount/export/template'),
  },
  /**
   * The enterprise's institutions (spec §7 "Accounts and config": `/enterpriseInstitution (CRUD, status PATCH,
   * fuzzyQuery, address lookups, carType)`; docs/administration.md "机构"). The administration's calls need
   * `admin.users`; `addresses` is the booking's, open to the enterprise's users.
   */
  enterpriseInstitution: {
    /** Query `keyword, state, pageIndex, pageSize, sortKey, sortOrder`: the resource engine's list. */
    list: get('/enterpriseInstitution'),
    add: post('/enterpriseInstitution'),
    update: put('/enterpriseInstitution'),
    /** Body `{ institutionIds }`: all or nothing. */
    delete: del('/enterpriseInstitution'),
    /** Query `institutionId`: one institution and its history (not in spec §7; the resource engine's detail). */
    detail: get('/enterpriseInstitution/detail'),
    /** Body `{ institutionId, state }`: 1 启用, 2 停用. */
    status: patch('/enterpriseInstitution/status'),
    /** Query `keyword`: the enabled institutions whose name holds it (a user's binding chooses among them). */
    fuzzyQuery: get('/enterpriseInstitution/fuzzyQuery'),
    /** The enabled institutions' addresses (the booking's address lookup). */
    addresses: get('/enterpriseInstitution/addresses'),
    /** Query `institutionId`: the car levels its users may book. */
    carType: get('/enterpriseInstitution/carType'),
    import: upload('/enterpriseInstitution/import'),
    importLogs: get('/enterpriseInstitution/import/Logs'),
    export: file('/enterpriseInstitution/export'),
    exportTemplate: file('/enterpriseInstitution/export/template'),
  },
  /**
   * A booker's common renters, his frequent passengers (spec §7 "Accounts and config": `/commonRenter (add,
   * update, deleted)`; docs/administration.md "常用乘车人"): the booker's own only, for `specialCar.book`.
   * `add` and `deleted` are POST like `/enterpriseUser`'s, `update` PUT.
   */
  commonRenter: {
    /** Query `keyword, pageIndex, pageSize, sortKey, sortOrder`: the booker's renters (not in spec §7; the resource engine's list). */
    list: get('/commonRenter'),
    /** Query `renterId` (not in spec §7; the resource engine's detail). */
    detail: get('/commonRenter/detail'),
    add: post('/commonRenter/add'),
    update: put('/commonRenter/update'),
    /** Body `{ renterIds }`: all or nothing. */
    deleted: post('/commonRenter/deleted'),
    import: upload('/commonRenter/import'),
    importLogs: get('/commonRenter/import/Logs'),
    export: file('/commonRenter/export'),
    exportTemplate: file('/commonRenter/export/template'),
  },
  /** Foundation data (spec §7). */
  foundation: {
    city: get('/Foundation/city'),
    /** Query `province`. */
    cityArea: get('/Foundation/city/area'),
    provinces: get('/Foundation/city/provinces'),
    airport: get('/Foundation/airport'),
    address: get('/Foundation/address'),
    flight: get('/Foundation/flight'),
    routeMatrix: post('/Foundation/RouteMatrix'),
    /** The specification's spelling, `mutipoints`. */
    routeMatrixMultipoints: post('/Foundation/RouteMatrix/mutipoints'),
    quiz: get('/Foundation/Quiz'),
    quizResult: get('/Foundation/QuizResult'),
    callCenterScripImage: get('/Foundation/CallCenter/ScripImage'),
  },
  /** Driver catalogue (spec §7). */
  driver: {
    /** Query `enterpriseId`. */
    carCategoryForDropDownList: get('/Driver/CarCategory/ForDropDownList'),
    /** Query `carTypeLevelId`. */
    secondaryCarTypeStock: get('/Driver/SecondaryCarType/Stock'),
  },
  /** Payments (spec §7). */
  payment: {
    /** Query `phoneNumber`. */
    userCreditCard: get('/Payment/UserCreditCard'),
    bindCreditCard: post('/Payment/BindCreditCard'),
    unbindCreditCard: post('/Payment/UnBindCreditCard'),
    sendMessage: post('/Payment/SendMessage'),
    weChatQrCode: get('/Payment/WeChatQrCode'),
    aliPayUrl: get('/Payment/AliPayUrl'),
  },
  /** Trip positions (spec §7 "positions"): only the batch, whose messages are suppressed (spec §8). */
  position: {
    /** "current batch" of spec §7, read as `/position/current/batch`. */
    currentBatch: quiet(get('/position/current/batch')),
  },
} as const satisfies Record<string, Record<string, Endpoint>>;

/** The groups of the catalogue. */
export type EndpointGroup = keyof typeof endpoints;

/**
 * Whether an endpoint answers a file.
 *
 * @example isDownloadEndpoint(endpoints.csOrder.export) // true
 */
export function isDownloadEndpoint(endpoint: Endpoint): endpoint is DownloadEndpoint {
  return endpoint.download === true && endpoint.method === 'POST';
}

/**
 * Whether an endpoint takes a file.
 *
 * @example isUploadEndpoint(endpoints.csOrder.uploadAuditFile) // true
 */
export function isUploadEndpoint(endpoint: Endpoint): endpoint is UploadEndpoint {
  return endpoint.upload === true && endpoint.method === 'POST';
}

/**
 * The calls the reference server (`src/server/`) serves, by name: its route table is built from
 * these catalogue entries, and tests/server/routes.test.ts holds the running server to exactly
 * this list (nothing served outside it, nothing in it left unserved). The rest of the catalogue
 * is for a production backend the reference server does not imitate yet (fleet, reports, …).
 */
// Made in a call marked pure: a list of property reads would otherwise stay in every page's bundle
// (a bundler keeps a read it cannot prove free of effects), and only the server and the tests use it.
export const REFERENCE_SERVER_ENDPOINTS = /* @__PURE__ */ (() => [
  endpoints.userLogin.passwordLogin,
  endpoints.userLogin.sendVerificationCode,
  endpoints.userLogin.verificationCodeLogin,
  endpoints.userLogin.userApiCheck,
  endpoints.userLogin.resetPassword,
  endpoints.userLogin.logout,
  endpoints.userLogin.currentUser,
  endpoints.userLogin.userMenu,
  endpoints.enterpriseUser.permissions,
  endpoints.enterpriseUser.noNeedToAudit,
  endpoints.enterpriseUser.baseInfos,
  endpoints.enterpriseUser.detail,
  endpoints.enterpriseUser.add,
  endpoints.enterpriseUser.update,
  endpoints.enterpriseUser.deleted,
  endpoints.enterpriseUser.import,
  endpoints.enterpriseUser.importLogs,
  endpoints.enterpriseUser.export,
  endpoints.enterpriseUser.exportTemplate,
  endpoints.user.balance,
  // The user calls (issue 25; src/server/routes/user-calls.ts).
  endpoints.user.byPhoneNumber,
  endpoints.user.priority,
  endpoints.user.baseInfo,
  endpoints.user.enterpriseInfoByUserId,
  endpoints.userLogin.moduleType,
  endpoints.enterpriseUser.paymentPermissions,
  endpoints.enterpriseConfig.tripType,
  endpoints.enterpriseConfig.audit,
  endpoints.enterpriseConfig.specialFields,
  endpoints.enterpriseConfig.commonFields,
  endpoints.enterpriseConfig.auditors,
  endpoints.enterpriseConfig.companyAddress,
  endpoints.enterpriseConfig.ownOrderBookingProcess,
  endpoints.enterpriseConfig.csOrderBookingProcess,
  endpoints.enterpriseConfig.configs,
  endpoints.enterpriseConfig.baseInfo,
  endpoints.enterpriseConfig.noticeBoard,
  endpoints.enterpriseConfig.roles,
  endpoints.enterpriseConfig.stores,
  endpoints.enterpriseConfig.emailSuffix,
  endpoints.enterpriseConfig.paymentPermissions,
  endpoints.enterpriseConfig.saveNoticeBoard,
  endpoints.enterpriseConfig.saveRoles,
  endpoints.enterpriseConfig.saveStores,
  endpoints.enterpriseConfig.saveEmailSuffix,
  endpoints.enterpriseConfig.savePaymentPermissions,
  endpoints.enterpriseConfig.settingsHistory,
  endpoints.configAdmin.bundle,
  endpoints.configAdmin.versions,
  endpoints.configAdmin.version,
  endpoints.configAdmin.save,
  endpoints.configAdmin.restore,
  endpoints.configAdmin.storedOrders,
  endpoints.foundation.city,
  endpoints.foundation.airport,
  endpoints.foundation.flight,
  endpoints.foundation.address,
  endpoints.csAccount.costCenter,
  endpoints.csAccount.auditors,
  endpoints.csAccount.addCostCenter,
  endpoints.csAccount.updateCostCenter,
  endpoints.csAccount.deleteCostCenter,
  endpoints.csAccount.all,
  endpoints.csAccount.detail,
  endpoints.csAccount.parent,
  endpoints.csAccount.child,
  endpoints.csAccount.staffList,
  endpoints.csAccount.parentAndChild,
  endpoints.csAccount.assets,
  endpoints.csAccount.relevantEnterprise,
  endpoints.csAccount.limitPriceTypes,
  endpoints.csAccount.qrImg,
  endpoints.csAccount.auditPass,
  endpoints.csAccount.auditRefuse,
  endpoints.csAccount.import,
  endpoints.csAccount.importLogs,
  endpoints.csAccount.export,
  endpoints.csAccount.exportTemplate,
  endpoints.enterpriseInstitution.list,
  endpoints.enterpriseInstitution.add,
  endpoints.enterpriseInstitution.update,
  endpoints.enterpriseInstitution.delete,
  endpoints.enterpriseInstitution.detail,
  endpoints.enterpriseInstitution.status,
  endpoints.enterpriseInstitution.fuzzyQuery,
  endpoints.enterpriseInstitution.addresses,
  endpoints.enterpriseInstitution.carType,
  endpoints.enterpriseInstitution.import,
  endpoints.enterpriseInstitution.importLogs,
  endpoints.enterpriseInstitution.export,
  endpoints.enterpriseInstitution.exportTemplate,
  endpoints.enterpriseUser.institutionBind,
  endpoints.enterpriseUser.roleAssign,
  endpoints.enterpriseUser.unbind,
  endpoints.enterpriseUser.setNoNeedToAudit,
  endpoints.commonRenter.list,
  endpoints.commonRenter.detail,
  endpoints.commonRenter.add,
  endpoints.commonRenter.update,
  endpoints.commonRenter.deleted,
  endpoints.commonRenter.import,
  endpoints.commonRenter.importLogs,
  endpoints.commonRenter.export,
  endpoints.commonRenter.exportTemplate,
  endpoints.driver.carCategoryForDropDownList,
  endpoints.ownCar.list,
  endpoints.ownCar.detail,
  endpoints.ownCar.byEnterpriseId,
  endpoints.ownCar.infoByCarType,
  endpoints.ownCar.unassignedDriverLicenses,
  endpoints.ownCar.colors,
  endpoints.ownCar.serviceTimes,
  endpoints.ownCar.create,
  endpoints.ownCar.update,
  endpoints.ownCar.delete,
  endpoints.ownCar.deleteBatch,
  endpoints.ownCar.multiDayServiceTimes,
  endpoints.ownCar.owners,
  endpoints.ownCar.addOwner,
  endpoints.ownCar.deleteOwner,
  endpoints.ownCar.multiEnterprise,
  endpoints.ownCar.restrictedDate,
  endpoints.ownCar.addRestrictedDate,
  endpoints.ownCar.deleteRestrictedDate,
  endpoints.ownCar.checkRestrictedDate,
  endpoints.ownDriver.list,
  endpoints.ownDriver.byEnterpriseId,
  endpoints.ownDriver.canAssign,
  endpoints.ownDriver.create,
  endpoints.ownDriver.update,
  endpoints.ownDriver.delete,
  endpoints.ownDriver.deleteBatch,
  endpoints.ownDriver.clearLicense,
  endpoints.ownDriver.exportTemplate,
  endpoints.ownOrder.assignDriver,
  endpoints.ownOrder.clearDriver,
  endpoints.ownOrder.endTheTripInfo,
  endpoints.ownOrder.endTheTripWeb,
  endpoints.ownOrder.endTheTrip,
  endpoints.ownCar.addAccident,
  endpoints.ownCar.updateAccident,
  endpoints.ownCar.accidentList,
  endpoints.ownCar.accidentDetail,
  endpoints.ownCar.accidentProcessState,
  endpoints.ownCar.addInsurance,
  endpoints.ownCar.updateInsurance,
  endpoints.ownCar.deleteInsurance,
  endpoints.ownCar.insuranceList,
  endpoints.ownCar.insuranceDetail,
  endpoints.ownCar.insuranceExpiredConfig,
  // Costs, imports and exports (docs/fleet.md).
  endpoints.ownCost.list,
  endpoints.ownCost.create,
  endpoints.ownCost.get,
  endpoints.ownCost.export,
  endpoints.ownCost.exportTemplate,
  endpoints.ownCost.import,
  endpoints.ownCar.exportTemplate,
  endpoints.ownCar.import,
  endpoints.ownCar.export,
  endpoints.ownDriver.import,
  endpoints.ownDriver.export,
  endpoints.ownCar.recordDetail,
  endpoints.ownCar.importLogs,
  endpoints.ownCar.insuranceRecordDetail,
  endpoints.ownCar.accidentRecordDetail,
  endpoints.ownDriver.detail,
  endpoints.ownDriver.importLogs,
  endpoints.payment.userCreditCard,
  endpoints.csOrder.uploadAuditFile,
  endpoints.csOrder.placeSearch,
  endpoints.csOrder.addressLocation,
  endpoints.csOrder.englishAddress,
  endpoints.foundation.routeMatrix,
  endpoints.foundation.routeMatrixMultipoints,
  endpoints.foundation.provinces,
  endpoints.foundation.cityArea,
  endpoints.csOrder.commonAddress,
  endpoints.csOrder.paymentType,
  endpoints.csOrder.balance,
  endpoints.csOrder.giftCards,
  endpoints.csOrder.letterOfCommitment,
  endpoints.csOrder.rechargeAmount,
  endpoints.csOrder.estimatePrice,
  endpoints.csOrder.picturePrice,
  endpoints.csOrder.create,
  endpoints.csOrder.update,
  endpoints.csOrder.detail,
  endpoints.csOrder.list,
  endpoints.csOrder.cancel,
  endpoints.csOrder.isCanUpdate,
  endpoints.ownOrder.create,
  endpoints.ownOrder.update,
  endpoints.ownOrder.detail,
  endpoints.ownOrder.list,
  endpoints.ownOrder.cancel,
  endpoints.ownOrder.isCanUpdate,
  // Approvals (docs/approvals.md).
  endpoints.ownOrder.auditOrders,
  endpoints.ownOrder.auditedOrders,
  endpoints.csOrder.audit,
  endpoints.ownOrder.audit,
  endpoints.csOrder.encryptAuditForWeb,
  endpoints.csOrder.sendAuditMessage,
  endpoints.csOrder.auditForWeb,
  endpoints.ownOrder.auditForWeb,
  endpoints.csOrder.export,
  endpoints.ownOrder.export,
  endpoints.ownOrder.smsLog,
  endpoints.ownOrder.emailLog,
] as const satisfies readonly Endpoint[])();

/**
 * How a server matches a call: method, prefix and path, the path without regard to case (the
 * reference server's router ignores case, so `/csorder/Track` and `/CsOrder/track` are one route).
 *
 * @example routeKey(endpoints.csOrder.create) // 'POST /enterpriseapi/csorder/create'
 */
export function routeKey(endpoint: Pick<Endpoint, 'method' | 'prefix' | 'path'>): string {
  return `${endpoint.method} ${endpoint.prefix}${endpoint.path}`.toLowerCase().replace(/^[a-z]+/, (m) => m.toUpperCase());
}
