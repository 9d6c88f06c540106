import { describe, expect, it } from 'vitest';

import { MONITORING_DEFAULTS, monitoringConfigFrom, validateMonitoringConfig } from './monitoring-config.ts';

const ORIGIN = 'http://127.0.0.1:4173';

describe('the monitoring configuration (spec §1, §5, §9)', () => {
  it('is service enterprise, environment prod, sample rate 1, sending to the page origin', () => {
    expect(monitoringConfigFrom({}, ORIGIN)).toEqual({
      serviceName: 'enterprise',
      environment: 'prod',
      serverUrl: ORIGIN,
      sampleRate: 1,
      eventsLimit: 80,
      flushInterval: 500,
      logLevel: 'warn',
      apiVersion: 2,
    });
  });

  it('takes the intake from VITE_APM_SERVER_URL when set', () => {
    expect(monitoringConfigFrom({ VITE_APM_SERVER_URL: 'https://apm.example.cn/' }, ORIGIN).serverUrl).toBe('https://apm.example.cn');
    expect(monitoringConfigFrom({ VITE_APM_SERVER_URL: '' }, ORIGIN).serverUrl).toBe(ORIGIN);
  });

  it('accepts the defaults', () => {
    expect(validateMonitoringConfig(MONITORING_DEFAULTS)).toEqual([]);
  });

  it.each(['enterprise', 'Enterprise Portal', 'ent_svc-2'])('accepts the service name %j', (serviceName) => {
    expect(validateMonitoringConfig({ serviceName, sampleRate: 1 })).toEqual([]);
  });

  it('rejects an empty service name', () => {
    expect(validateMonitoringConfig({ serviceName: '', sampleRate: 1 }).map((issue) => issue.code)).toEqual(['serviceName.empty']);
  });

  it.each(['企业', 'enterprise/prod', 'a.b', 'tab\there'])('rejects the service name %j, naming it in Chinese and English', (serviceName) => {
    const [issue] = validateMonitoringConfig({ serviceName, sampleRate: 1 });
    expect(issue?.code).toBe('serviceName.characters');
    expect(issue?.message).toContain(JSON.stringify(serviceName));
    expect(issue?.message).toMatch(/服务名.*service name/);
  });

  it.each([0, 0.5, 1])('accepts the sample rate %d', (sampleRate) => {
    expect(validateMonitoringConfig({ serviceName: 'enterprise', sampleRate })).toEqual([]);
  });

  it.each([-0.1, 1.01, Number.NaN, Number.POSITIVE_INFINITY])('rejects the sample rate %d', (sampleRate) => {
    const [issue] = validateMonitoringConfig({ serviceName: 'enterprise', sampleRate });
    expect(issue?.code).toBe('sampleRate.range');
    expect(issue?.message).toContain(String(sampleRate));
  });

  it('reads a sample rate that is not a number as NaN, which is rejected', () => {
    const config = monitoringConfigFrom({ VITE_APM_SAMPLE_RATE: 'all' }, ORIGIN);
    expect(validateMonitoringConfig(config).map((issue) => issue.path)).toEqual(['sampleRate']);
  });

  it('reports both problems at once', () => {
    expect(validateMonitoringConfig({ serviceName: '', sampleRate: 2 }).map((issue) => issue.path)).toEqual(['serviceName', 'sampleRate']);
  });
});
