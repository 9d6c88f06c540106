import { describe, expect, it } from 'vitest';

import {
  ClientError,
  downloadFailureText,
  httpErrorTitle,
  isTransportStatus,
  statusText,
  TRANSPORT_STATUS_CODES,
  TRANSPORT_STATUSES,
} from './status-catalogue.ts';

/** The Chinese texts of spec §8, written out again here so a typo in the catalogue shows. */
const EXPECTED: Record<number, string> = {
  200: '成功',
  201: '新建或修改数据成功',
  202: '一个请求已经进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
  401: '用户没有权限（令牌、用户名、密码错误）',
  403: '用户得到授权，但是访问是被禁止的',
  404: '发出的请求针对的是不存在的记录，服务器没有进行操作',
  406: '请求的格式不可得',
  410: '请求的资源被永久删除，且不会再得到的',
  422: '当创建一个对象时，发生一个验证错误',
  483: '系统时间超前，请联系运维',
  484: '用户没有该功能权限',
  485: '页面禁止访问',
  486: '操作异常，请稍后再试',
  487: '操作频繁，请稍后再试',
  488: '功能异常，请刷新浏览器',
  489: '系统时间异常',
  490: '功能鉴权失败，请刷新浏览器',
  500: '服务器发生错误，请检查服务器',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
};

describe('the status catalogue (spec §8)', () => {
  it('names exactly the statuses of the specification', () => {
    expect(TRANSPORT_STATUS_CODES).toEqual(Object.keys(EXPECTED).map(Number));
  });

  it.each(Object.entries(EXPECTED))('%s reads %s', (status, zh) => {
    expect(statusText(Number(status)).zh).toBe(zh);
    expect(TRANSPORT_STATUSES[Number(status) as keyof typeof TRANSPORT_STATUSES].en).not.toBe('');
  });

  it('gives the generic request failure for a status it does not name', () => {
    expect(isTransportStatus(418)).toBe(false);
    expect(statusText(418)).toEqual({ zh: '请求失败', en: 'Request failed with status code 418' });
  });

  it('has the generic client errors', () => {
    expect(ClientError.NETWORK).toEqual({ zh: '网络错误', en: 'Network Error' });
    expect(ClientError.TIMEOUT).toEqual({ zh: '请求超时', en: 'timeout exceeded' });
  });

  it('titles an HTTP error notification with the status\'s sentence, never its number (issue 22 over spec §8), and words a failed download', () => {
    expect(httpErrorTitle(503)).toBe('服务不可用，服务器暂时过载或维护');
    expect(httpErrorTitle(487)).toBe('操作频繁，请稍后再试');
    expect(httpErrorTitle(418)).toBe('请求失败');
    for (const status of [...TRANSPORT_STATUS_CODES, 418, 599]) expect(httpErrorTitle(status)).not.toMatch(/\d/);
    expect(downloadFailureText(500)).toBe('网络错误【500】');
  });
});
