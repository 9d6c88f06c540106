/** Users (`users`): profile, permissions and credentials. */
import type { Db } from '../db/database.ts';
import type { UserProfile } from '../db/reference-data.ts';

export interface UserRecord {
  userId: string;
  enterpriseId: number;
  phoneNumber: string;
  active: boolean;
  roleId: number;
  passwordHash: string | null;
  profile: UserProfile;
  permissions: string[];
}

interface UserRow {
  user_id: string;
  enterprise_id: number;
  phone_number: string;
  password_hash: string | null;
  active: number;
  role_id: number;
  profile_json: string;
  permissions_json: string;
}

function toRecord(row: UserRow): UserRecord {
  return {
    userId: row.user_id,
    enterpriseId: row.enterprise_id,
    phoneNumber: row.phone_number,
    active: row.active === 1,
    roleId: row.role_id,
    passwordHash: row.password_hash,
    profile: JSON.parse(row.profile_json) as UserProfile,
    permissions: JSON.parse(row.permissions_json) as string[],
  };
}

export function userByPhone(db: Db, phoneNumber: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE phone_number = ?').get(phoneNumber) as UserRow | undefined;
  return row && toRecord(row);
}

export function userById(db: Db, userId: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined;
  return row && toRecord(row);
}

/** Stores a new password's hash (store/passwords.ts) and activates the user (docs/transport.md ResetPassword). */
export function setPasswordHash(db: Db, userId: string, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, active = 1 WHERE user_id = ?').run(passwordHash, userId);
}

/** Every user of an enterprise (the people an order may name as its approver, docs/approvals.md). */
export function enterpriseUsers(db: Db, enterpriseId: number): UserRecord[] {
  const rows = db.prepare('SELECT * FROM users WHERE enterprise_id = ? ORDER BY user_id').all(enterpriseId) as UserRow[];
  return rows.map(toRecord);
}
