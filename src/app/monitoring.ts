import type { AgentConfigOptions, ApmBase, Transaction, TransactionOptions } from '@elastic/apm-rum';

import { heldSecrets } from '../lib/monitoring-secrets.ts';
import { redactSecrets } from '../shared/monitoring-redaction.ts';
import { monitoringConfigFrom, validateMonitoringConfig } from './monitoring-config.ts';
import type { MonitoringConfig, MonitoringIssue } from './monitoring-config.ts';

/** What starting the agent came to. */
export type MonitoringStart = { active: true; agent: ApmBase } | { active: false; issues: MonitoringIssue[] };

export interface MonitoringDeps {
  init: (options: AgentConfigOptions) => ApmBase;
  reportProblem: (message: string) => void;
}

const reportOnConsole = (message: string) => console.error(message);

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

/** What the agent hands its filters: every transaction (with its spans and breakdown) and error of one send. */
type AgentPayload = Parameters<Parameters<ApmBase['addFilter']>[0]>[0];

/**
 * The agent's filter (issue 21 §2, docs/security.md §13): every payload, just before it is sent,
 * with its secrets replaced: URL parameters other than ids and modes (the approval `token`, codes,
 * the API's encrypted `q`), secret route paths and the secrets the tab holds, wherever they appear
 * (page URL and referer, transaction and span names, request URLs, error messages).
 *
 * @example agent.addFilter(withoutSecrets)
 */
export function withoutSecrets(payload: AgentPayload): AgentPayload {
  return redactSecrets(payload, heldSecrets());
}

let started: MonitoringStart | undefined;
/** The route the router named before the agent was there: it names the page-load transaction. */
let routeBeforeStart: string | undefined;

const defaultConfig = () => monitoringConfigFrom(import.meta.env, globalThis.location?.origin ?? '');

/**
 * Starts the real-user-monitoring agent (the @elastic/apm-rum singleton), once. A bad
 * configuration is reported once on the console, in Chinese and English naming the value,
 * and the agent stays off; the portal works either way.
 */
export function startMonitoring(config: MonitoringConfig = defaultConfig(), deps: MonitoringDeps): MonitoringStart {
  if (started !== undefined) return started;
  const issues = validateMonitoringConfig(config);
  if (issues.length > 0) {
    deps.reportProblem(`${issues.map((issue) => issue.message).join('\n')}\n性能监控未启动 / Performance monitoring is off`);
    started = { active: false, issues };
  } else {
    const options = agentOptions(config);
    const agent = deps.init(routeBeforeStart === undefined ? options : { ...options, pageLoadTransactionName: routeBeforeStart });
    // Before anything is sent: the agent sends at its first flush, flushInterval after its first event.
    agent.addFilter(withoutSecrets);
    started = { active: true, agent };
  }
  return started;
}

/**
 * Issue 9 (JavaScript for /login ≤ 180 KB gzip): the agent (about 20 KB gzip) is fetched and
 * started after the first paint instead of before the first render. Its page-load transaction
 * is still recorded in full: the agent builds it from the browser's Navigation and Resource
 * Timing entries, which hold the whole load however late the agent starts (elastic docs,
 * "Supported technologies → Page load metrics"). Requests made before the start are in those
 * entries too, though not as the agent's own fetch spans.
 */
export function startMonitoringAfterFirstPaint(config: MonitoringConfig = defaultConfig()): void {
  // A bad configuration is reported at once, without fetching the agent.
  if (validateMonitoringConfig(config).length > 0) {
    startMonitoring(config, { init: () => undefined as never, reportProblem: reportOnConsole });
    return;
  }
  // Fetched beside the page's own code (a separate chunk, not in the first one), started once the
  // first paint is done: the second frame's callback runs after the first frame was drawn.
  const agent = import('@elastic/apm-rum');
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      agent.then(
        ({ init }) => startMonitoring(config, { init, reportProblem: reportOnConsole }),
        (error: unknown) => reportOnConsole(`性能监控代理加载失败 / The monitoring agent failed to load: ${String(error)}`),
      );
    }),
  );
}

/**
 * The agent as the router's route-change integration (`getApmRoutes` of @elastic/apm-rum-react)
 * sees it: the started agent once it is there; before that it counts as active and remembers the
 * name of the route, so the page-load transaction is named after the route it loaded.
 */
export const lazyAgent = {
  isActive(): boolean {
    return started === undefined ? true : started.active && started.agent.isActive();
  },
  startTransaction(name?: string | null, type?: string | null, options?: TransactionOptions): Transaction | undefined {
    if (started === undefined) {
      routeBeforeStart = name ?? undefined;
      return undefined;
    }
    if (!started.active) return undefined;
    // The integration asks to reuse the open transaction, so that the first route renames the
    // page-load. Here the page-load got the route's name at the start (above); and as the agent
    // starts later, its page-load stays open later (until a second after the start and its
    // requests end): a quick first navigation, such as a sign-in, would otherwise be swallowed
    // by it instead of being a route change of its own.
    const reuse = options?.canReuse === true && started.agent.getCurrentTransaction()?.type !== 'page-load';
    return started.agent.startTransaction(name, type, { ...options, canReuse: reuse });
  },
  getCurrentTransaction(): Transaction | undefined {
    return started?.active === true ? started.agent.getCurrentTransaction() : undefined;
  },
};

/** Forgets the start (tests only: the agent itself cannot be stopped). */
export function resetMonitoringForTests(): void {
  started = undefined;
  routeBeforeStart = undefined;
}
