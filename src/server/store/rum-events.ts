/**
 * RUM events (`rum_events`): one row per event the monitoring intake received (docs/server.md
 * "Monitoring"). The table is bounded (issue 21 §2, §5; docs/security.md §13): every insert removes
 * the events older than `RUM_EVENTS_KEPT.MAX_AGE_MS` and the oldest past `RUM_EVENTS_KEPT.MAX_EVENTS`,
 * in the insert's own transaction, and the start-up sweep removes the old ones (expired-rows.ts).
 * With each event at most `MAX_EVENT_BYTES` long (the intake refuses longer ones), the table holds
 * at most MAX_EVENTS × MAX_EVENT_BYTES of events whatever anyone sends.
 */
import type { Db } from '../db/database.ts';

const MINUTE = 60 * 1000;

/**
 * How much the store keeps. A page visit of the portal sends 5 to 45 events (its transactions, their
 * spans and breakdowns; measured in the browser tests), so 10,000 events are the last few hundred page
 * visits: far more than `/dev/rum-events` shows (1,000 by default) and a day of a demo; a deployment
 * that wants history points the portal at a real APM server. At most 10,000 × 16 KiB (160 MiB) of
 * events whatever is sent; a demo's are about 1 KiB each (10 MB).
 */
export const RUM_EVENTS_KEPT = {
  /** Events kept at most; the oldest go first. */
  MAX_EVENTS: 10_000,
  /** Events older than a day go. */
  MAX_AGE_MS: 24 * 60 * MINUTE,
  /**
   * One event's JSON, in bytes (the intake refuses a body with a longer one). The agent cuts its
   * names and ids at 1,024 characters and a browser's stack traces hold 10 frames: the largest
   * event the portal sent in the browser tests was 908 bytes (a page-load transaction).
   */
  MAX_EVENT_BYTES: 16 * 1024,
} as const;

export interface RumService {
  name: string;
  environment: string;
}

export interface RumEventRecord {
  id: number;
  receivedAt: number;
  serviceName: string;
  serviceEnvironment: string;
  kind: string;
  event: unknown;
}

interface RumEventRow {
  id: number;
  received_at: number;
  service_name: string;
  service_environment: string;
  kind: string;
  event_json: string;
}

/**
 * Stores the events of one intake body in one transaction, each with the body's service, each as
 * the JSON text the intake prepared (`eventJson`), then prunes the table to `RUM_EVENTS_KEPT`.
 */
export function insertRumEvents(db: Db, batch: { service: RumService; events: readonly { kind: string; eventJson: string }[] }, now: number): void {
  const insert = db.prepare('INSERT INTO rum_events (received_at, service_name, service_environment, kind, event_json) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const { kind, eventJson } of batch.events) insert.run(now, batch.service.name, batch.service.environment, kind, eventJson);
    pruneRumEvents(db, now);
  })();
}

/** Removes the events past their age and, of the rest, the oldest past the count (`RUM_EVENTS_KEPT`). */
export function pruneRumEvents(db: Db, now: number, kept: { maxEvents: number; maxAgeMs: number } = { maxEvents: RUM_EVENTS_KEPT.MAX_EVENTS, maxAgeMs: RUM_EVENTS_KEPT.MAX_AGE_MS }): void {
  db.prepare('DELETE FROM rum_events WHERE received_at <= ?').run(now - kept.maxAgeMs);
  // The newest `maxEvents` stay: everything at or below the id just past them goes.
  db.prepare('DELETE FROM rum_events WHERE id <= (SELECT id FROM rum_events ORDER BY id DESC LIMIT 1 OFFSET ?)').run(kept.maxEvents);
}

/** How many events the store holds. */
export function rumEventCount(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM rum_events').get() as { n: number }).n;
}

/** The latest `limit` events, oldest first. */
export function recentRumEvents(db: Db, limit: number): RumEventRecord[] {
  const rows = db
    .prepare('SELECT id, received_at, service_name, service_environment, kind, event_json FROM rum_events ORDER BY id DESC LIMIT ?')
    .all(limit) as RumEventRow[];
  return rows.reverse().map((r) => ({
    id: r.id,
    receivedAt: r.received_at,
    serviceName: r.service_name,
    serviceEnvironment: r.service_environment,
    kind: r.kind,
    event: JSON.parse(r.event_json) as unknown,
  }));
}
