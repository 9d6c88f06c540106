/**
 * The enterprise's cost centres (`cost_centres`, migration 040; docs/administration.md "成本中心").
 * The booking, the cost-centre check of an order and the approvers read the passed ones
 * (`chargeableCostCentres`, in the shape of the reference rows they read before); the administration
 * reads and writes them all.
 */
import type { Db } from '../db/database.ts';
import type { CostCentre } from '../db/reference-data.ts';

export interface CostCentreRecord {
  id: number;
  enterpriseId: number;
  name: string;
  code: string;
  parentId: number | null;
  approverUserId: string | null;
  approverName: string;
  approverEmail: string;
  approverCellphone: string;
  limitPriceType: number;
  state: number;
  refuseReason: string;
}

interface Row {
  cost_centre_id: number;
  enterprise_id: number;
  name: string;
  code: string;
  parent_id: number | null;
  approver_user_id: string | null;
  approver_name: string;
  approver_email: string;
  approver_cellphone: string;
  limit_price_type: number;
  state: number;
  refuse_reason: string;
}

const recordOf = (row: Row): CostCentreRecord => ({
  id: row.cost_centre_id,
  enterpriseId: row.enterprise_id,
  name: row.name,
  code: row.code,
  parentId: row.parent_id,
  approverUserId: row.approver_user_id,
  approverName: row.approver_name,
  approverEmail: row.approver_email,
  approverCellphone: row.approver_cellphone,
  limitPriceType: row.limit_price_type,
  state: row.state,
  refuseReason: row.refuse_reason,
});

/** Every cost centre of the enterprise, in the order they were added. */
export function costCentresOf(db: Db, enterpriseId: number): CostCentreRecord[] {
  return (db.prepare('SELECT * FROM cost_centres WHERE enterprise_id = ? ORDER BY cost_centre_id').all(enterpriseId) as Row[]).map(recordOf);
}

export function costCentreById(db: Db, enterpriseId: number, id: number): CostCentreRecord | undefined {
  const row = db.prepare('SELECT * FROM cost_centres WHERE enterprise_id = ? AND cost_centre_id = ?').get(enterpriseId, id) as Row | undefined;
  return row && recordOf(row);
}

/** The passed cost centres (what a booking may charge), as the booking, the order check and the approvers read them. */
export function chargeableCostCentres(db: Db, enterpriseId: number, passed: number): CostCentre[] {
  return costCentresOf(db, enterpriseId)
    .filter((c) => c.state === passed)
    .map((c) => ({ id: c.id, enterpriseId: c.enterpriseId, name: c.name, approverName: c.approverName, approverEmail: c.approverEmail, approverCellphone: c.approverCellphone }));
}

export type CostCentreFields = Omit<CostCentreRecord, 'id' | 'enterpriseId'>;

const params = (fields: CostCentreFields) => [
  fields.name, fields.code, fields.parentId, fields.approverUserId, fields.approverName, fields.approverEmail, fields.approverCellphone, fields.limitPriceType, fields.state, fields.refuseReason,
];

/** Inserts a cost centre (the seed passes its id) and answers its id. */
export function insertCostCentre(db: Db, enterpriseId: number, fields: CostCentreFields, id?: number): number {
  const result = db
    .prepare(
      `INSERT INTO cost_centres (cost_centre_id, enterprise_id, name, code, parent_id, approver_user_id, approver_name, approver_email, approver_cellphone, limit_price_type, state, refuse_reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id ?? null, enterpriseId, ...params(fields));
  return Number(result.lastInsertRowid);
}

export function updateCostCentre(db: Db, enterpriseId: number, id: number, fields: CostCentreFields): void {
  db.prepare(
    `UPDATE cost_centres SET name = ?, code = ?, parent_id = ?, approver_user_id = ?, approver_name = ?, approver_email = ?, approver_cellphone = ?,
       limit_price_type = ?, state = ?, refuse_reason = ? WHERE enterprise_id = ? AND cost_centre_id = ?`,
  ).run(...params(fields), enterpriseId, id);
}

export function deleteCostCentre(db: Db, enterpriseId: number, id: number): void {
  db.prepare('DELETE FROM cost_centres WHERE enterprise_id = ? AND cost_centre_id = ?').run(enterpriseId, id);
}
