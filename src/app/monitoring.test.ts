import type { ApmBase } from '@elastic/apm-rum';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { monitoringConfigFrom } from './monitoring-config.ts';
import { resetMonitoringForTests, startMonitoring } from './monitoring.ts';

afterEach(resetMonitoringForTests);

const config = monitoringConfigFrom({}, 'http://127.0.0.1:4173');

describe('starting the monitoring agent', () => {
  it('starts the agent with the spec §1 and §9 options', () => {
    const init = vi.fn(() => ({}) as ApmBase);
    const reportProblem = vi.fn();
    expect(startMonitoring(config, { init, reportProblem }).active).toBe(true);
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
    const init = vi.fn(() => ({}) as ApmBase);
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
