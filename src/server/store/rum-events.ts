/** RUM events (`rum_events`): one row per event the monitoring intake received (docs/server.md "Monitoring"). */
import type { Db } from '../db/database.ts';

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

/** Stores the events of one intake body in one transaction, each with the body's metadata. */
export function insertRumEvents(
  db: Db,
  batch: { service: RumService; metadata: Record<string, unknown>; events: readonly { kind: string; event: unknown }[] },
  now: number,
): void {
  const insert = db.prepare(
    'INSERT INTO rum_events (received_at, service_name, service_environment, kind, event_json, metadata_json) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const metadataJson = JSON.stringify(batch.metadata);
  db.transaction(() => {
    for (const { kind, event } of batch.events) {
      insert.run(now, batch.service.name, batch.service.environment, kind, JSON.stringify(event), metadataJson);
    }
  })();
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
