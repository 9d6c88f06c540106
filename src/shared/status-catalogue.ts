/**
 * The transport statuses of spec §8 with their Chinese and English texts, and the generic
 * client errors. The portal shows these texts; the reference server answers with them. Pure
 * data and string functions: no browser or Node API, so both sides import this one module.
 */

/** A text in the two languages of the product: Chinese is shown, English is for logs and readers. */
export interface StatusText {
  readonly zh: string;
  readonly en: string;
}

/**
 * Every HTTP status of the catalogue (spec §8), by code. 483-490 are the product's own codes.
 *
 * @example TRANSPORT_STATUSES[401].zh // '用户没有权限（令牌、用户名、密码错误）'
 */
export const TRANSPORT_STATUSES = {
  200: { zh: '成功', en: 'Success' },
  201: { zh: '新建或修改数据成功', en: 'Data created or changed' },
  202: { zh: '一个请求已经进入后台排队（异步任务）', en: 'The request is queued (asynchronous task)' },
  204: { zh: '删除数据成功', en: 'Data deleted' },
  400: { zh: '发出的请求有错误，服务器没有进行新建或修改数据的操作', en: 'Bad request: nothing was created or changed' },
  401: { zh: '用户没有权限（令牌、用户名、密码错误）', en: 'No authority (token, user name or password wrong)' },
  403: { zh: '用户得到授权，但是访问是被禁止的', en: 'Authorised, but access is forbidden' },
  404: { zh: '发出的请求针对的是不存在的记录，服务器没有进行操作', en: 'The record does not exist; nothing was done' },
  406: { zh: '请求的格式不可得', en: 'The requested format is not available' },
  410: { zh: '请求的资源被永久删除，且不会再得到的', en: 'The resource is permanently gone' },
  422: { zh: '当创建一个对象时，发生一个验证错误', en: 'Validation error while creating an object' },
  483: { zh: '系统时间超前，请联系运维', en: 'System time is in the future; contact operations' },
  484: { zh: '用户没有该功能权限', en: 'The user lacks permission for this function' },
  485: { zh: '页面禁止访问', en: 'Page forbidden' },
  486: { zh: '操作异常，请稍后再试', en: 'Operation abnormal; retry later' },
  487: { zh: '操作频繁，请稍后再试', en: 'Too many operations; retry later' },
  488: { zh: '功能异常，请刷新浏览器', en: 'Function abnormal; refresh the browser' },
  489: { zh: '系统时间异常', en: 'System time abnormal' },
  490: { zh: '功能鉴权失败，请刷新浏览器', en: 'Function authentication failed; refresh the browser' },
  500: { zh: '服务器发生错误，请检查服务器', en: 'Server error; check the server' },
  502: { zh: '网关错误', en: 'Gateway error' },
  503: { zh: '服务不可用，服务器暂时过载或维护', en: 'Service unavailable (overload or maintenance)' },
  504: { zh: '网关超时', en: 'Gateway timeout' },
} as const satisfies Record<number, StatusText>;

/** A status of the catalogue. */
export type TransportStatus = keyof typeof TRANSPORT_STATUSES;

/** Every catalogued status, ascending. */
export const TRANSPORT_STATUS_CODES = Object.keys(TRANSPORT_STATUSES).map(Number) as TransportStatus[];

/**
 * The generic client errors of spec §8: no answer (network), no answer in time, and a non-2xx
 * status the catalogue does not name. `ABORTED`: the caller cancelled the call itself (a price
 * estimate superseded by a newer edit, docs/transport.md "Cancelling a call"); it is never shown.
 */
export const ClientError = {
  NETWORK: { zh: '网络错误', en: 'Network Error' },
  TIMEOUT: { zh: '请求超时', en: 'timeout exceeded' },
  ABORTED: { zh: '请求已取消', en: 'Request aborted' },
  REQUEST_FAILED: { zh: '请求失败', en: 'Request failed with status code' },
} as const satisfies Record<string, StatusText>;

/** Whether a number is a status of the catalogue. */
export function isTransportStatus(status: number): status is TransportStatus {
  return Object.hasOwn(TRANSPORT_STATUSES, status);
}

/**
 * The text of a status (spec §8): the catalogue's when it names the status, otherwise the
 * generic "request failed" with the code in the English text.
 *
 * @example statusText(487)  // { zh: '操作频繁，请稍后再试', en: 'Too many operations; retry later' }
 * @example statusText(418)  // { zh: '请求失败', en: 'Request failed with status code 418' }
 */
export function statusText(status: number): StatusText {
  if (isTransportStatus(status)) return TRANSPORT_STATUSES[status];
  return { zh: ClientError.REQUEST_FAILED.zh, en: `${ClientError.REQUEST_FAILED.en} ${status}` };
}

/**
 * The title of the notification an HTTP error shows: the status's sentence of the catalogue, not its
 * number. Spec §8 titles it `请求错误 {status}`; issue 22 (the newer product word) says the user sees
 * no HTTP status, so the title says what the status means and the number stays where people who
 * read numbers look (the server's log line, the monitoring agent's HTTP spans, the call's result).
 * docs/transport.md "Who tells a failure"; pinned in status-catalogue.test.ts and tests/e2e/messages.e2e.ts.
 *
 * @example httpErrorTitle(503) // '服务不可用，服务器暂时过载或维护'
 * @example httpErrorTitle(418) // '请求失败'
 */
export function httpErrorTitle(status: number): string {
  return statusText(status).zh;
}

/**
 * The message of a download that failed without a server message (spec §8).
 *
 * @example downloadFailureText(500) // '网络错误【500】'
 */
export function downloadFailureText(status: number): string {
  return `${ClientError.NETWORK.zh}【${status}】`;
}
