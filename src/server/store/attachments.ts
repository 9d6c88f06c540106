/** Attachments (`attachments`): uploaded files with the enterprise and user that uploaded them. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

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
