import { init as initApm } from '@elastic/apm-rum';
import type { AgentConfigOptions, ApmBase } from '@elastic/apm-rum';

import { monitoringConfigFrom, validateMonitoringConfig } from './monitoring-config.ts';
import type { MonitoringConfig, MonitoringIssue } from './monitoring-config.ts';

/** What starting the agent came to. */
export type MonitoringStart = { active: true; agent: ApmBase } | { active: false; issues: MonitoringIssue[] };

export interface MonitoringDeps {
  init: (options: AgentConfigOptions) => ApmBase;
  reportProblem: (message: string) => void;
}

const defaultDeps: MonitoringDeps = {
  init: initApm,
  reportProblem: (message) => console.error(message),
};

/** The agent's options for a valid configuration (spec §1, §9). */
export function agentOptions(config: MonitoringConfig): AgentConfigOptions {
  return {
    serviceName: config.serviceName,
    environment: config.environment,
    serverUrl: config.serverUrl,
    transactionSampleRate: config.sampleRate,
    eventsLimit: config.eventsLimit,
    flushInterval: config.flushInterval,
    logLevel: config.logLevel,
    apiVersion: config.apiVersion,
    active: true,
  };
}

let started: MonitoringStart | undefined;

/**
 * Starts the real-user-monitoring agent (the @elastic/apm-rum singleton, which the router's
 * ApmRoutes also uses), once. A bad configuration is reported once on the console, in
 * Chinese and English naming the value, and the agent stays off; the portal works either way.
 */
export function startMonitoring(
  config: MonitoringConfig = monitoringConfigFrom(import.meta.env, globalThis.location?.origin ?? ''),
  deps: MonitoringDeps = defaultDeps,
): MonitoringStart {
  if (started !== undefined) return started;
  const issues = validateMonitoringConfig(config);
  if (issues.length > 0) {
    deps.reportProblem(`${issues.map((issue) => issue.message).join('\n')}\n性能监控未启动 / Performance monitoring is off`);
    started = { active: false, issues };
  } else {
    started = { active: true, agent: deps.init(agentOptions(config)) };
  }
  return started;
}

/** Forgets the start (tests only: the agent itself cannot be stopped). */
export function resetMonitoringForTests(): void {
  started = undefined;
}
