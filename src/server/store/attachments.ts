/**
 * Attachments (`attachments`): uploaded files with the enterprise and user that uploaded them, and
 * the order that keeps them (migration 013, docs/security.md 15): a file is tied to the first order
 * whose save, or whose approval decision, names it, and stays while that order exists; a file no
 * saved order or decision named is pruned `UNTIED_ATTACHMENT_GRACE_MS` after its upload.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * How long an untied file is kept: a day. A booker uploads while filling a form and submits within
 * the hour, or the next morning from the kept draft; an upload no order named after a day is an
 * abandoned attempt (or a flood). Not shorter than the quota window (attachment-quotas.ts), so an
 * untied file still counts against its uploader's quota for as long as it is stored.
 */
export const UNTIED_ATTACHMENT_GRACE_MS = 24 * 60 * 60 * 1000;

/** Untied files past their grace removed per upload, so one request's cleanup stays bounded. */
const CLEANUP_BATCH = 100;

export interface AttachmentRecord {
  fileId: string;
  enterpriseId: number;
  userId: string;
  name: string;
  contentType: string;
  size: number;
  data: Buffer;
  createdAt: number;
}

interface AttachmentRow {
  file_id: string;
  enterprise_id: number;
  user_id: string;
  name: string;
  content_type: string;
  size: number;
  data: Buffer;
  created_at: number;
}

/** Stores a file and gives its id: a random UUID, so ids say nothing about other files. */
export function insertAttachment(db: Db, file: Omit<AttachmentRecord, 'fileId' | 'size' | 'createdAt'>, now: number): AttachmentRecord {
  deleteUntiedAttachments(db, now, CLEANUP_BATCH);
  const record: AttachmentRecord = { ...file, fileId: randomUUID(), size: file.data.byteLength, createdAt: now };
  db.prepare(
    `INSERT INTO attachments (file_id, enterprise_id, user_id, name, content_type, size, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(record.fileId, record.enterpriseId, record.userId, record.name, record.contentType, record.size, record.data, record.createdAt);
  return record;
}

/** A file of the enterprise, or undefined: another enterprise's file is as absent as an unknown one. */
export function enterpriseAttachment(db: Db, fileId: string, enterpriseId: number): AttachmentRecord | undefined {
  const row = db.prepare('SELECT * FROM attachments WHERE file_id = ? AND enterprise_id = ?').get(fileId, enterpriseId) as AttachmentRow | undefined;
  return (
    row && {
      fileId: row.file_id,
      enterpriseId: row.enterprise_id,
      userId: row.user_id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      data: row.data,
      createdAt: row.created_at,
    }
  );
}

/** Whether the file is one the enterprise uploaded (without reading its bytes). */
export function isEnterpriseAttachment(db: Db, fileId: string, enterpriseId: number): boolean {
  return db.prepare('SELECT 1 FROM attachments WHERE file_id = ? AND enterprise_id = ?').get(fileId, enterpriseId) !== undefined;
}

/** What a user or an enterprise uploaded since a time (files still stored, tied or not). */
export interface UploadedTotal {
  files: number;
  bytes: number;
}

/** The files of one uploader (or, with `enterpriseId`, of one enterprise) uploaded after `since`. */
export function uploadedSince(db: Db, who: { userId: string } | { enterpriseId: number }, since: number): UploadedTotal {
  const [column, value] = 'userId' in who ? ['user_id', who.userId] : ['enterprise_id', who.enterpriseId];
  return db
    .prepare(`SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM attachments WHERE ${column} = ? AND created_at > ?`)
    .get(value, since) as UploadedTotal;
}

/**
 * Ties the enterprise's untied files among `fileIds` to the order (its save or a decision on it
 * names them). A file already tied stays with its first order; another enterprise's id ties nothing.
 * Answers how many were tied.
 */
export function tieAttachments(db: Db, fileIds: readonly string[], orderId: string, enterpriseId: number): number {
  const tie = db.prepare('UPDATE attachments SET order_id = ? WHERE file_id = ? AND enterprise_id = ? AND order_id IS NULL');
  return [...new Set(fileIds)].reduce((tied, fileId) => tied + tie.run(orderId, fileId, enterpriseId).changes, 0);
}

/** Deletes untied files uploaded `UNTIED_ATTACHMENT_GRACE_MS` or more before `now` (at most `batch`; -1: all). */
export function deleteUntiedAttachments(db: Db, now: number, batch = -1): number {
  return db
    .prepare('DELETE FROM attachments WHERE rowid IN (SELECT rowid FROM attachments WHERE order_id IS NULL AND created_at <= ? LIMIT ?)')
    .run(now - UNTIED_ATTACHMENT_GRACE_MS, batch).changes;
}
