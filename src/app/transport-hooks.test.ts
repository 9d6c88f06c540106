import { describe, expect, it } from 'vitest';

import { endpoints } from '../shared/index.ts';
import { createTransportHooks } from './transport-hooks.ts';
import type { Notices } from './transport-hooks.ts';

function setup(currentPath: string) {
  const navigations: string[] = [];
  const shown: string[] = [];
  const notices: Notices = {
    notification: (title, message) => shown.push(`notification ${title}: ${message}`),
    errorMessage: (message) => shown.push(`error ${message}`),
    infoMessage: (message) => shown.push(`info ${message}`),
    report: (code) => shown.push(`report ${code}`),
  };
  const hooks = createTransportHooks({ currentPath: () => currentPath, navigate: (to) => navigations.push(to) }, notices);
  return { hooks, navigations, shown };
}

describe("the app's transport hooks (spec §8)", () => {
  it('shows an HTTP error as a notification titled with the transport\'s title (the status\'s sentence) and the server\'s message', () => {
    const { hooks, shown } = setup('/EnterpriseService');
    hooks.onHttpError?.(422, '附件内容与文件类型不符', '当创建一个对象时，发生一个验证错误');
    expect(shown).toEqual(['notification 当创建一个对象时，发生一个验证错误: 附件内容与文件类型不符']);
  });

  it('says a message once: no description when the server\'s message is the title again', () => {
    const { hooks, shown } = setup('/EnterpriseService');
    hooks.onHttpError?.(487, '操作频繁，请稍后再试', '操作频繁，请稍后再试');
    expect(shown).toEqual(['notification 操作频繁，请稍后再试: ']);
  });

  it('shows a business error as an error message', () => {
    const { hooks, shown } = setup('/EnterpriseService');
    hooks.onBusinessError?.('余额不足', { isSuccess: false, errorCode: 3, message: '余额不足', result: null });
    expect(shown).toEqual(['error 余额不足']);
  });

  it('sends a 401 to /login, keeping where the user was', () => {
    const { hooks, navigations } = setup('/OrderAudit?id=3');
    hooks.onUnauthorized?.();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/OrderAudit?id=3')}`]);
  });

  it('does not leave /login for a 401 on the sign-in page itself', () => {
    const { hooks, navigations } = setup('/login?redirect=%2FOrderAudit');
    hooks.onUnauthorized?.();
    expect(navigations).toEqual([]);
  });

  it('reports an answer without an envelope as code 999', () => {
    const { hooks, shown } = setup('/');
    hooks.reportMissingEnvelope?.({ code: 999, endpoint: endpoints.userLogin.currentUser, status: 200, reason: 'missingFields' });
    expect(shown).toEqual(['report 999']);
  });
});
