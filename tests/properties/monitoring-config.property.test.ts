import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { validateMonitoringConfig } from '../../src/app/monitoring-config.ts';
import { invalidSampleRateArb, invalidServiceNameArb, validSampleRateArb, validServiceNameArb } from '../arbitraries/monitoring.ts';

describe('monitoring configuration laws (spec §5)', () => {
  test.prop([validServiceNameArb, validSampleRateArb])('a configuration within spec §5 has no issues', (serviceName, sampleRate) => {
    expect(validateMonitoringConfig({ serviceName, sampleRate })).toEqual([]);
  });

  test.prop([invalidServiceNameArb, validSampleRateArb])(
    'a service name with any other character is the one issue, and its message names it',
    (serviceName, sampleRate) => {
      const issues = validateMonitoringConfig({ serviceName, sampleRate });
      expect(issues.map((issue) => issue.code)).toEqual(['serviceName.characters']);
      expect(issues[0]?.message).toContain(JSON.stringify(serviceName));
    },
  );

  test.prop([validServiceNameArb, invalidSampleRateArb])('a sample rate outside 0..1 is the one issue', (serviceName, sampleRate) => {
    const issues = validateMonitoringConfig({ serviceName, sampleRate });
    expect(issues.map((issue) => issue.code)).toEqual(['sampleRate.range']);
    expect(issues[0]?.value).toBe(sampleRate);
  });

  test.prop([fc.string(), fc.double()])('validation never throws and every issue names its field', (serviceName, sampleRate) => {
    for (const issue of validateMonitoringConfig({ serviceName, sampleRate })) {
      expect(['serviceName', 'sampleRate']).toContain(issue.path);
      expect(issue.message).toMatch(/监控配置错误.*Monitoring config error/);
    }
  });
});
