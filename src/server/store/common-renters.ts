/** A booker's common renters (`common_renters`, migration 042; docs/administration.md "常用乘车人"): each read and written by its owner only. */
import type { Db } from '../db/database.ts';

export interface RenterRecord {
  id: number;
  name: string;
  phoneNumber: string;
  email: string;
}

interface Row {
  renter_id: number;
  name: string;
  phone_number: string;
  email: string;
}

const recordOf = (row: Row): RenterRecord => ({ id: row.renter_id, name: row.name, phoneNumber: row.phone_number, email: row.email });

export function rentersOf(db: Db, ownerUserId: string): RenterRecord[] {
  return (db.prepare('SELECT * FROM common_renters WHERE owner_user_id = ? ORDER BY renter_id').all(ownerUserId) as Row[]).map(recordOf);
}

export function renterOf(db: Db, ownerUserId: string, id: number): RenterRecord | undefined {
  const row = db.prepare('SELECT * FROM common_renters WHERE owner_user_id = ? AND renter_id = ?').get(ownerUserId, id) as Row | undefined;
  return row && recordOf(row);
}

export function insertRenter(db: Db, enterpriseId: number, ownerUserId: string, fields: Omit<RenterRecord, 'id'>): number {
  return Number(
    db.prepare('INSERT INTO common_renters (enterprise_id, owner_user_id, name, phone_number, email) VALUES (?, ?, ?, ?, ?)').run(enterpriseId, ownerUserId, fields.name, fields.phoneNumber, fields.email).lastInsertRowid,
  );
}

export function updateRenter(db: Db, ownerUserId: string, id: number, fields: Omit<RenterRecord, 'id'>): void {
  db.prepare('UPDATE common_renters SET name = ?, phone_number = ?, email = ? WHERE owner_user_id = ? AND renter_id = ?').run(fields.name, fields.phoneNumber, fields.email, ownerUserId, id);
}

export function deleteRenter(db: Db, ownerUserId: string, id: number): void {
  db.prepare('DELETE FROM common_renters WHERE owner_user_id = ? AND renter_id = ?').run(ownerUserId, id);
}
