/** The account messages the reference server "sent" (`account_messages`, migration 019): a new user's activation SMS. */
import type { Db } from '../db/database.ts';

export function insertAccountMessage(db: Db, message: { enterpriseId: number; userId: string; channel: 'sms' | 'email'; address: string; content: string; createdAt: number }): void {
  db.prepare('INSERT INTO account_messages (enterprise_id, user_id, channel, address, content, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    message.enterpriseId, message.userId, message.channel, message.address, message.content, message.createdAt,
  );
}
