/**
 * The performance-monitoring agent's configuration (spec §1, §5, §9), built from the
 * build-time environment and checked before the agent starts. Pure: no agent, no DOM.
 */

/** spec §1 and §9: service enterprise, environment prod, sample rate 1, and the agent defaults. */
export const MONITORING_DEFAULTS = {
  serviceName: 'enterprise',
  environment: 'prod',
  sampleRate: 1,
  /** spec §9: 80 events per 60 s (the agent's eventsLimit counts per minute). */
  eventsLimit: 80,
  flushInterval: 500,
  logLevel: 'warn',
  apiVersion: 2,
} as const;

export interface MonitoringConfig {
  serviceName: string;
  environment: string;
  /** Where the RUM intake is (`{serverUrl}/intake/v2/rum/events`). */
  serverUrl: string;
  /** The share of transactions sampled, 0 to 1. */
  sampleRate: number;
  eventsLimit: number;
  flushInterval: number;
  logLevel: 'warn';
  apiVersion: 2;
}

/** The build-time settings that may override the defaults (all optional strings). */
export interface MonitoringEnv {
  VITE_APM_SERVER_URL?: string | undefined;
  VITE_APM_SERVICE_NAME?: string | undefined;
  VITE_APM_ENVIRONMENT?: string | undefined;
  VITE_APM_SAMPLE_RATE?: string | undefined;
}

/** An expected problem with the configuration, zod-style. */
export interface MonitoringIssue {
  code: 'serviceName.empty' | 'serviceName.characters' | 'sampleRate.range';
  path: 'serviceName' | 'sampleRate';
  /** The offending value, as given. */
  value: unknown;
  /** Chinese, then English, naming the value. */
  message: string;
}

/** spec §5: letters, digits, space, underscore and hyphen only. */
const SERVICE_NAME_PATTERN = /^[A-Za-z0-9 _-]+$/;

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The configuration for this build: the defaults, overridden by any VITE_APM_* setting;
 * the intake is the page's own origin unless VITE_APM_SERVER_URL names another.
 * A sample rate that is not a number stays NaN here, for the validation to name it.
 *
 * @example monitoringConfigFrom({}, 'http://127.0.0.1:4173').serverUrl // 'http://127.0.0.1:4173'
 */
export function monitoringConfigFrom(env: MonitoringEnv, pageOrigin: string): MonitoringConfig {
  return {
    ...MONITORING_DEFAULTS,
    serviceName: env.VITE_APM_SERVICE_NAME ?? MONITORING_DEFAULTS.serviceName,
    environment: given(env.VITE_APM_ENVIRONMENT) ? env.VITE_APM_ENVIRONMENT.trim() : MONITORING_DEFAULTS.environment,
    serverUrl: (given(env.VITE_APM_SERVER_URL) ? env.VITE_APM_SERVER_URL.trim() : pageOrigin).replace(/\/+$/, ''),
    sampleRate: given(env.VITE_APM_SAMPLE_RATE) ? Number(env.VITE_APM_SAMPLE_RATE.trim()) : MONITORING_DEFAULTS.sampleRate,
  };
}

/**
 * The problems of a configuration (spec §5): the service name is non-empty and made of
 * letters, digits, space, underscore and hyphen; the sample rate is a number from 0 to 1.
 * An empty list means the agent may start.
 *
 * @example validateMonitoringConfig({ ...config, sampleRate: 1.5 })[0].code // 'sampleRate.range'
 */
export function validateMonitoringConfig(config: Pick<MonitoringConfig, 'serviceName' | 'sampleRate'>): MonitoringIssue[] {
  const issues: MonitoringIssue[] = [];
  const { serviceName, sampleRate } = config;
  if (serviceName === '') {
    issues.push({
      code: 'serviceName.empty',
      path: 'serviceName',
      value: serviceName,
      message: '监控配置错误：服务名不能为空 / Monitoring config error: the service name is empty',
    });
  } else if (!SERVICE_NAME_PATTERN.test(serviceName)) {
    issues.push({
      code: 'serviceName.characters',
      path: 'serviceName',
      value: serviceName,
      message:
        `监控配置错误：服务名 ${JSON.stringify(serviceName)} 只能包含字母、数字、空格、下划线和连字符` +
        ` / Monitoring config error: service name ${JSON.stringify(serviceName)} may contain only letters, digits, space, underscore and hyphen`,
    });
  }
  if (!(Number.isFinite(sampleRate) && sampleRate >= 0 && sampleRate <= 1)) {
    issues.push({
      code: 'sampleRate.range',
      path: 'sampleRate',
      value: sampleRate,
      message:
        `监控配置错误：采样率 ${String(sampleRate)} 须为 0 到 1 之间的数` +
        ` / Monitoring config error: sample rate ${String(sampleRate)} must be a number from 0 to 1`,
    });
  }
  return issues;
}
