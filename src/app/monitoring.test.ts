import type { ApmBase } from '@elastic/apm-rum';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { monitoringConfigFrom } from './monitoring-config.ts';
import { lazyAgent, resetMonitoringForTests, startMonitoring, withoutSecrets } from './monitoring.ts';

afterEach(resetMonitoringForTests);

const config = monitoringConfigFrom({}, 'http://127.0.0.1:4173');

describe('starting the monitoring agent', () => {
  it('starts the agent with the spec §1 and §9 options', () => {
    const addFilter = vi.fn();
    const init = vi.fn(() => ({ addFilter }) as unknown as ApmBase);
    const reportProblem = vi.fn();
    expect(startMonitoring(config, { init, reportProblem }).active).toBe(true);
    // The secrets filter is the agent's before it can send anything (issue 21 §2).
    expect(addFilter).toHaveBeenCalledWith(withoutSecrets);
    expect(init).toHaveBeenCalledWith({
      serviceName: 'enterprise',
      environment: 'prod',
      serverUrl: 'http://127.0.0.1:4173',
      transactionSampleRate: 1,
      eventsLimit: 80,
      flushInterval: 500,
      logLevel: 'warn',
      apiVersion: 2,
      active: true,
    });
    expect(reportProblem).not.toHaveBeenCalled();
  });

  it('keeps the agent off for a bad value and says so once, naming the value', () => {
    const init = vi.fn(() => ({ addFilter: vi.fn() }) as unknown as ApmBase);
    const reportProblem = vi.fn();
    const bad = { ...config, serviceName: 'enterprise/prod' };
    expect(startMonitoring(bad, { init, reportProblem }).active).toBe(false);
    startMonitoring(bad, { init, reportProblem });
    expect(init).not.toHaveBeenCalled();
    expect(reportProblem).toHaveBeenCalledTimes(1);
    expect(reportProblem.mock.calls[0]?.[0]).toContain('"enterprise/prod"');
    expect(reportProblem.mock.calls[0]?.[0]).toContain('性能监控未启动 / Performance monitoring is off');
  });
});

describe('the agent as the router sees it, before and after its late start (issue 9)', () => {
  const fakeAgent = (currentType: string | undefined) => {
    const startTransaction = vi.fn(() => undefined);
    const agent = { isActive: () => true, addFilter: vi.fn(), startTransaction, getCurrentTransaction: () => (currentType === undefined ? undefined : { type: currentType }) };
    return { agent: agent as unknown as ApmBase, startTransaction };
  };

  it('names the page-load after the route the router matched before the agent started', () => {
    expect(lazyAgent.isActive()).toBe(true);
    lazyAgent.startTransaction('/EnterpriseService/*', 'route-change', { managed: true, canReuse: true });
    lazyAgent.startTransaction('/login/*', 'route-change', { managed: true, canReuse: true });
    const init = vi.fn(() => fakeAgent(undefined).agent);
    startMonitoring(config, { init, reportProblem: vi.fn() });
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ pageLoadTransactionName: '/login/*' }));
  });

  it('makes a navigation while the page-load is open a route change of its own, and reuses any other transaction', () => {
    const { agent, startTransaction } = fakeAgent('page-load');
    startMonitoring(config, { init: () => agent, reportProblem: vi.fn() });
    lazyAgent.startTransaction('/EnterpriseService/*', 'route-change', { managed: true, canReuse: true });
    expect(startTransaction).toHaveBeenLastCalledWith('/EnterpriseService/*', 'route-change', { managed: true, canReuse: false });
    resetMonitoringForTests();
    const other = fakeAgent('user-interaction');
    startMonitoring(config, { init: () => other.agent, reportProblem: vi.fn() });
    lazyAgent.startTransaction('/EnterpriseService/*', 'route-change', { managed: true, canReuse: true });
    expect(other.startTransaction).toHaveBeenLastCalledWith('/EnterpriseService/*', 'route-change', { managed: true, canReuse: true });
  });

  it('is inactive and starts nothing when a bad configuration kept the agent off', () => {
    startMonitoring({ ...config, sampleRate: 2 }, { init: vi.fn(), reportProblem: vi.fn() });
    expect(lazyAgent.isActive()).toBe(false);
    expect(lazyAgent.startTransaction('/login/*', 'route-change')).toBeUndefined();
    expect(lazyAgent.getCurrentTransaction()).toBeUndefined();
  });
});
