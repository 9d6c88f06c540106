/** Orders (`orders`): the submitted payload as stored, with what the server keeps beside it. */
import { formatBoardingTime, OWN_CAR, SPECIAL_CAR, type BookingBusinessType, type NotificationEvent, type NotificationRecipient } from '../../../rules/index.ts';
import type { Db } from '../db/database.ts';

/** The business types the server takes orders of: special car (4) and own car (5). */
export type OrderBusinessType = BookingBusinessType;

export interface OrderRecord {
  orderId: string;
  businessType: OrderBusinessType;
  enterpriseId: number;
  bookerId: string;
  status: number;
  boardingTime: string;
  priceFen: number | null;
  payload: unknown;
  createdAt: number;
  updatedAt: number;
}

interface OrderRow {
  order_id: string;
  business_type: OrderBusinessType;
  enterprise_id: number;
  booker_id: string;
  status: number;
  boarding_time: string;
  price_fen: number | null;
  payload_json: string;
  created_at: number;
  updated_at: number;
}

const ORDER_ID_PREFIX: Record<OrderBusinessType, string> = { [SPECIAL_CAR]: 'CS', [OWN_CAR]: 'OC' };

function toRecord(row: OrderRow): OrderRecord {
  return {
    orderId: row.order_id,
    businessType: row.business_type,
    enterpriseId: row.enterprise_id,
    bookerId: row.booker_id,
    status: row.status,
    boardingTime: row.boarding_time,
    priceFen: row.price_fen,
    payload: JSON.parse(row.payload_json) as unknown,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type NewOrder = Omit<OrderRecord, 'orderId' | 'createdAt' | 'updatedAt'>;

/**
 * Stores a new order and gives its id: `CS` (special car) or `OC` (own car), the China date of
 * creation and a sequence number, e.g. `CS20261122000042`. One transaction: ids never repeat.
 */
export function insertOrder(db: Db, order: NewOrder, now: number): string {
  return db.transaction(() => {
    const { next } = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM orders').get() as { next: number };
    const date = formatBoardingTime(now).slice(0, 10).replace(/-/g, '');
    const orderId = `${ORDER_ID_PREFIX[order.businessType]}${date}${String(next).padStart(6, '0')}`;
    db.prepare(
      `INSERT INTO orders (seq, order_id, business_type, enterprise_id, booker_id, status, boarding_time, price_fen, payload_json, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(next, orderId, order.businessType, order.enterpriseId, order.bookerId, order.status, order.boardingTime, order.priceFen,
      JSON.stringify(order.payload), now, now);
    return orderId;
  })();
}

export function orderById(db: Db, orderId: string, businessType: OrderBusinessType): OrderRecord | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE order_id = ? AND business_type = ?').get(orderId, businessType) as OrderRow | undefined;
  return row && toRecord(row);
}

export function updateOrder(db: Db, orderId: string, change: Pick<OrderRecord, 'status' | 'boardingTime' | 'priceFen' | 'payload'>, now: number): void {
  db.prepare('UPDATE orders SET status = ?, boarding_time = ?, price_fen = ?, payload_json = ?, updated_at = ? WHERE order_id = ?').run(
    change.status, change.boardingTime, change.priceFen, JSON.stringify(change.payload), now, orderId,
  );
}

export function setOrderStatus(db: Db, orderId: string, status: number, now: number): void {
  db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE order_id = ?').run(status, now, orderId);
}

export interface OrderFilter {
  businessType: OrderBusinessType;
  enterpriseId: number;
  /** Only this booker's orders; every order of the enterprise when undefined. */
  bookerId?: string;
  status?: number;
  /** Boarding day from / to, `YYYY-MM-DD` China time, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  /** Parts of the booker's, the (first) passenger's and the cost centre's names, any case. */
  bookerName?: string;
  passengerName?: string;
  costCentre?: string;
  tripType?: number;
  sortBy?: 'boardingTime' | 'createdAt';
  sortOrder?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/**
 * Where each business type keeps the filtered fields in its payload (schemas/special-car-order.schema.json,
 * schemas/own-car-order.schema.json). Constants of the code, never the request's.
 */
const PAYLOAD_PATHS: Record<OrderBusinessType, { bookerName: string; passengerName: string; costCentre: string; tripType: string }> = {
  [SPECIAL_CAR]: { bookerName: '$.booker.name', passengerName: '$.passenger.name', costCentre: '$.costCenters[0].name', tripType: '$.baseData.tripType' },
  [OWN_CAR]: { bookerName: '$.bookerName', passengerName: '$.contacts.contacts[0].name', costCentre: '$.enterprise.costCenter', tripType: '$.tripType' },
};

const SORT_COLUMNS = { boardingTime: 'boarding_time', createdAt: 'created_at' } as const;

/** The WHERE clause of a filter, with its named arguments. */
function whereOf(filter: Omit<OrderFilter, 'pageIndex' | 'pageSize'>): { clause: string; args: Record<string, unknown> } {
  const paths = PAYLOAD_PATHS[filter.businessType];
  const where = ['business_type = @businessType', 'enterprise_id = @enterpriseId'];
  const args: Record<string, unknown> = { businessType: filter.businessType, enterpriseId: filter.enterpriseId };
  const add = (sql: string, name: string, value: unknown) => {
    if (value === undefined) return;
    where.push(sql);
    args[name] = value;
  };
  add('booker_id = @bookerId', 'bookerId', filter.bookerId);
  add('status = @status', 'status', filter.status);
  add('substr(boarding_time, 1, 10) >= @dateFrom', 'dateFrom', filter.dateFrom);
  add('substr(boarding_time, 1, 10) <= @dateTo', 'dateTo', filter.dateTo);
  add(`json_extract(payload_json, '${paths.tripType}') = @tripType`, 'tripType', filter.tripType);
  // instr, not LIKE: a % or _ typed into a filter is a character, not a wildcard.
  add(`instr(lower(COALESCE(json_extract(payload_json, '${paths.bookerName}'), '')), lower(@bookerName)) > 0`, 'bookerName', filter.bookerName);
  add(`instr(lower(COALESCE(json_extract(payload_json, '${paths.passengerName}'), '')), lower(@passengerName)) > 0`, 'passengerName', filter.passengerName);
  add(`instr(lower(COALESCE(json_extract(payload_json, '${paths.costCentre}'), '')), lower(@costCentre)) > 0`, 'costCentre', filter.costCentre);
  return { clause: where.join(' AND '), args };
}

/** A page of orders and the total count: newest first, or by the filter's sort (then newest first). */
export function listOrders(db: Db, filter: OrderFilter): { total: number; items: OrderRecord[] } {
  const { clause, args } = whereOf(filter);
  const order = filter.sortBy === undefined ? 'created_at DESC, seq DESC' : `${SORT_COLUMNS[filter.sortBy]} ${filter.sortOrder === 'asc' ? 'ASC' : 'DESC'}, seq DESC`;
  // A page beyond any table (pageIndex 1e300) is an empty page: SQLite's OFFSET is a 64-bit integer.
  const paged = { ...args, pageSize: filter.pageSize, offset: Math.min((filter.pageIndex - 1) * filter.pageSize, Number.MAX_SAFE_INTEGER) };
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM orders WHERE ${clause}`).get(args) as { total: number };
  const rows = db.prepare(`SELECT * FROM orders WHERE ${clause} ORDER BY ${order} LIMIT @pageSize OFFSET @offset`).all(paged) as OrderRow[];
  return { total, items: rows.map(toRecord) };
}

/** A notification the server recorded instead of sending it (migration 005). */
export interface OrderNotification {
  channel: 'sms' | 'email';
  event: NotificationEvent;
  recipient: NotificationRecipient;
  address: string;
  content: string;
  createdAt: number;
}

export function insertOrderNotifications(db: Db, orderId: string, enterpriseId: number, notifications: readonly OrderNotification[]): void {
  const insert = db.prepare(
    'INSERT INTO order_notifications (order_id, enterprise_id, channel, event, recipient, address, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const n of notifications) insert.run(orderId, enterpriseId, n.channel, n.event, n.recipient, n.address, n.content, n.createdAt);
}

/** An order's recorded notifications of one channel, oldest first. */
export function orderNotifications(db: Db, orderId: string, channel: 'sms' | 'email'): OrderNotification[] {
  return db
    .prepare('SELECT channel, event, recipient, address, content, created_at AS createdAt FROM order_notifications WHERE order_id = ? AND channel = ? ORDER BY id')
    .all(orderId, channel) as OrderNotification[];
}

/** When the order's last notification of a channel to a recipient was recorded (undefined when none). */
export function lastNotificationAt(db: Db, orderId: string, channel: 'sms' | 'email', recipient: NotificationRecipient): number | undefined {
  const row = db
    .prepare('SELECT MAX(created_at) AS at FROM order_notifications WHERE order_id = ? AND channel = ? AND recipient = ?')
    .get(orderId, channel, recipient) as { at: number | null };
  return row.at ?? undefined;
}

/**
 * The enterprise's orders of a business type of every status, boarding soonest first: the car hold
 * reads them (`/own/car/ServiceTimes`, an own-car create or update), and the rules core says which
 * still hold their car (`orderHoldsCar`).
 */
export function enterpriseOrders(db: Db, businessType: OrderBusinessType, enterpriseId: number): OrderRecord[] {
  const rows = db
    .prepare('SELECT * FROM orders WHERE business_type = ? AND enterprise_id = ? ORDER BY boarding_time, seq')
    .all(businessType, enterpriseId) as OrderRow[];
  return rows.map(toRecord);
}

/**
 * The enterprise's orders of a business type of every status but `excludedStatus`, boarding
 * soonest first (the car deletion check reads the ones not cancelled).
 */
export function ordersHoldingTime(db: Db, businessType: OrderBusinessType, enterpriseId: number, excludedStatus: number): OrderRecord[] {
  const rows = db
    .prepare('SELECT * FROM orders WHERE business_type = ? AND enterprise_id = ? AND status != ? ORDER BY boarding_time, seq')
    .all(businessType, enterpriseId, excludedStatus) as OrderRow[];
  return rows.map(toRecord);
}

/** The enterprise's latest orders of both business types, newest first, at most `limit`, each with its booker's user level (the impact diff's replay, issue 10 §2). */
export function recentEnterpriseOrders(db: Db, enterpriseId: number, limit: number): (OrderRecord & { bookerLevel: number })[] {
  const rows = db
    .prepare(
      `SELECT o.*, COALESCE(json_extract(u.profile_json, '$.priority'), 0) AS booker_level
       FROM orders o LEFT JOIN users u ON u.user_id = o.booker_id
       WHERE o.enterprise_id = ? ORDER BY o.seq DESC LIMIT ?`,
    )
    .all(enterpriseId, limit) as (OrderRow & { booker_level: number })[];
  return rows.map((row) => ({ ...toRecord(row), bookerLevel: Number(row.booker_level) || 0 }));
}
