/** The enterprise's institutions (`institutions`, migration 041) and the users bound to them (`users.institution_id`); docs/administration.md "机构". */
import type { Db } from '../db/database.ts';

export interface InstitutionRecord {
  id: number;
  enterpriseId: number;
  name: string;
  contactName: string;
  contactPhone: string;
  address: string;
  carType: number;
  state: number;
}

interface Row {
  institution_id: number;
  enterprise_id: number;
  name: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  car_type: number;
  state: number;
}

const recordOf = (row: Row): InstitutionRecord => ({
  id: row.institution_id, enterpriseId: row.enterprise_id, name: row.name, contactName: row.contact_name, contactPhone: row.contact_phone, address: row.address, carType: row.car_type, state: row.state,
});

export type InstitutionFields = Omit<InstitutionRecord, 'id' | 'enterpriseId'>;

export function institutionsOf(db: Db, enterpriseId: number): InstitutionRecord[] {
  return (db.prepare('SELECT * FROM institutions WHERE enterprise_id = ? ORDER BY institution_id').all(enterpriseId) as Row[]).map(recordOf);
}

export function institutionById(db: Db, enterpriseId: number, id: number): InstitutionRecord | undefined {
  const row = db.prepare('SELECT * FROM institutions WHERE enterprise_id = ? AND institution_id = ?').get(enterpriseId, id) as Row | undefined;
  return row && recordOf(row);
}

export function insertInstitution(db: Db, enterpriseId: number, fields: InstitutionFields): number {
  const result = db
    .prepare('INSERT INTO institutions (enterprise_id, name, contact_name, contact_phone, address, car_type, state) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(enterpriseId, fields.name, fields.contactName, fields.contactPhone, fields.address, fields.carType, fields.state);
  return Number(result.lastInsertRowid);
}

export function updateInstitution(db: Db, enterpriseId: number, id: number, fields: InstitutionFields): void {
  db.prepare('UPDATE institutions SET name = ?, contact_name = ?, contact_phone = ?, address = ?, car_type = ?, state = ? WHERE enterprise_id = ? AND institution_id = ?').run(
    fields.name, fields.contactName, fields.contactPhone, fields.address, fields.carType, fields.state, enterpriseId, id,
  );
}

export function deleteInstitution(db: Db, enterpriseId: number, id: number): void {
  db.prepare('DELETE FROM institutions WHERE enterprise_id = ? AND institution_id = ?').run(enterpriseId, id);
}

/** How many users (not deleted) are bound to the institution. */
export function usersBoundTo(db: Db, enterpriseId: number, id: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM users WHERE enterprise_id = ? AND institution_id = ? AND deleted_at IS NULL').get(enterpriseId, id) as { n: number }).n;
}

/** The institution a user is bound to, or null. */
export function institutionIdOfUser(db: Db, userId: string): number | null {
  return ((db.prepare('SELECT institution_id FROM users WHERE user_id = ?').get(userId) as { institution_id: number | null } | undefined)?.institution_id) ?? null;
}

export function bindUserToInstitution(db: Db, userId: string, institutionId: number | null): void {
  db.prepare('UPDATE users SET institution_id = ? WHERE user_id = ?').run(institutionId, userId);
}
