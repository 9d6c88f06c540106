/** The own-car costs (migration 008, docs/fleet.md "Costs"), scoped to one enterprise; amounts in fen. */
import type { Db } from '../db/database.ts';

export interface CarCostRecord {
  id: number;
  carLicense: string;
  date: string;
  kind: number;
  amountFen: number;
  note: string;
  orderId: string;
  createdAt: number;
}
export type CarCostFields = Omit<CarCostRecord, 'id' | 'createdAt'>;

/** The list filter: each part optional; dates inclusive `YYYY-MM-DD`. */
export interface CarCostFilter {
  carLicense?: string;
  kind?: number;
  fromDate?: string;
  toDate?: string;
}

const COLUMNS = 'id, car_license AS carLicense, date, kind, amount_fen AS amountFen, note, order_id AS orderId, created_at AS createdAt';

function where(enterpriseId: number, filter: CarCostFilter): { sql: string; args: (string | number)[] } {
  const conditions: [string, string | number | undefined][] = [
    ['car_license = ?', filter.carLicense],
    ['kind = ?', filter.kind],
    ['date >= ?', filter.fromDate],
    ['date <= ?', filter.toDate],
  ];
  const given = conditions.filter((c): c is [string, string | number] => c[1] !== undefined);
  const parts = ['enterprise_id = ?', ...given.map(([sql]) => sql)];
  const args: (string | number)[] = [enterpriseId, ...given.map(([, value]) => value)];
  return { sql: parts.join(' AND '), args };
}

/** A page of the filtered costs, newest day first, with how many there are and the sum of all of them. */
export function carCosts(db: Db, enterpriseId: number, filter: CarCostFilter, page: { offset: number; limit: number }) {
  const { sql, args } = where(enterpriseId, filter);
  const totals = db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(amount_fen), 0) AS fen FROM own_car_costs WHERE ${sql}`).get(...args) as { total: number; fen: number };
  const items = db.prepare(`SELECT ${COLUMNS} FROM own_car_costs WHERE ${sql} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`).all(...args, page.limit, page.offset) as CarCostRecord[];
  return { total: totals.total, totalFen: totals.fen, items };
}

export function carCost(db: Db, enterpriseId: number, id: number): CarCostRecord | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM own_car_costs WHERE enterprise_id = ? AND id = ?`).get(enterpriseId, id) as CarCostRecord | undefined;
}

export function insertCarCost(db: Db, enterpriseId: number, cost: CarCostFields, now: number): number {
  return Number(
    db.prepare('INSERT INTO own_car_costs (enterprise_id, car_license, date, kind, amount_fen, note, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(enterpriseId, cost.carLicense, cost.date, cost.kind, cost.amountFen, cost.note, cost.orderId, now).lastInsertRowid,
  );
}
