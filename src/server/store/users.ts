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
  /** The institution he is bound to (migration 041), null none. */
  institutionId?: number | null;
  /** The role of 企业设置 he was assigned, by name (migration 060); null none. */
  roleName?: string | null;
  /** Whether he is on the enterprise's no-audit list (免审批, migration 060). */
  noAudit?: boolean;
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
  institution_id?: number | null;
  role_name?: string | null;
  no_audit?: number;
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
    institutionId: row.institution_id ?? null,
    roleName: row.role_name ?? null,
    noAudit: row.no_audit === 1,
  };
}

/** The user who signs in with this number; an unbound user (migration 060) is nobody's account to sign in to. */
export function userByPhone(db: Db, phoneNumber: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE phone_number = ? AND unbound_at IS NULL').get(phoneNumber) as UserRow | undefined;
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

/** The users of an enterprise that are neither deleted nor unbound (the users resource's list, docs/resources.md). */
export function listedUsers(db: Db, enterpriseId: number): UserRecord[] {
  const rows = db.prepare('SELECT * FROM users WHERE enterprise_id = ? AND deleted_at IS NULL AND unbound_at IS NULL ORDER BY user_id').all(enterpriseId) as UserRow[];
  return rows.map(toRecord);
}

/** A user of the enterprise that is neither deleted nor unbound, or undefined (another enterprise's user is not found). */
export function listedUser(db: Db, enterpriseId: number, userId: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE user_id = ? AND enterprise_id = ? AND deleted_at IS NULL AND unbound_at IS NULL').get(userId, enterpriseId) as UserRow | undefined;
  return row && toRecord(row);
}

/** Who holds a phone number, in the whole product (a deleted user has freed his). */
export function phoneHolder(db: Db, phoneNumber: string): string | undefined {
  return (db.prepare('SELECT user_id AS userId FROM users WHERE phone_number = ?').get(phoneNumber) as { userId: string } | undefined)?.userId;
}

/** Adds a user who must activate (no password, inactive); the caller holds the transaction. */
export function insertUser(db: Db, user: { userId: string; enterpriseId: number; phoneNumber: string; roleId: number; profile: UserProfile; permissions: readonly string[] }): void {
  db.prepare('INSERT INTO users (user_id, enterprise_id, phone_number, password_hash, active, role_id, profile_json, permissions_json) VALUES (?, ?, ?, NULL, 0, ?, ?, ?)').run(
    user.userId, user.enterpriseId, user.phoneNumber, user.roleId, JSON.stringify(user.profile), JSON.stringify(user.permissions),
  );
}

/** Rewrites a user's phone number and profile. */
export function updateUserProfile(db: Db, userId: string, phoneNumber: string, profile: UserProfile): void {
  db.prepare('UPDATE users SET phone_number = ?, profile_json = ? WHERE user_id = ?').run(phoneNumber, JSON.stringify(profile), userId);
}

/** Deletes a user: his row stays (orders name him), his phone number is freed, his sessions end. */
export function markUserDeleted(db: Db, userId: string, now: number): void {
  db.prepare("UPDATE users SET deleted_at = ?, active = 0, phone_number = '~' || user_id WHERE user_id = ?").run(now, userId);
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

/** Gives a user a role of 企业设置 (by name) and its permissions; the caller holds the transaction. */
export function assignUserRole(db: Db, userId: string, roleName: string, permissions: readonly string[]): void {
  db.prepare('UPDATE users SET role_name = ?, permissions_json = ? WHERE user_id = ?').run(roleName, JSON.stringify(permissions), userId);
}

/** Takes a user off any role (his role was removed from 企业设置): he keeps `permissions`. */
export function clearUserRole(db: Db, userId: string, permissions: readonly string[]): void {
  db.prepare('UPDATE users SET role_name = NULL, permissions_json = ? WHERE user_id = ?').run(JSON.stringify(permissions), userId);
}

/** Puts a user on the enterprise's no-audit list or takes him off it (免审批). */
export function setUserNoAudit(db: Db, userId: string, noAudit: boolean): void {
  db.prepare('UPDATE users SET no_audit = ? WHERE user_id = ?').run(noAudit ? 1 : 0, userId);
}

/** The enterprise's bookers on its no-audit list (neither deleted nor unbound). */
export function noAuditUserIds(db: Db, enterpriseId: number): string[] {
  const rows = db.prepare('SELECT user_id AS userId FROM users WHERE enterprise_id = ? AND no_audit = 1 AND deleted_at IS NULL AND unbound_at IS NULL ORDER BY user_id').all(enterpriseId) as { userId: string }[];
  return rows.map((r) => r.userId);
}

/** Unbinds a user from his enterprise: his row and phone number stay (orders name him), he cannot sign in, his sessions end. */
export function markUserUnbound(db: Db, userId: string, now: number): void {
  db.prepare('UPDATE users SET unbound_at = ?, no_audit = 0 WHERE user_id = ?').run(now, userId);
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
