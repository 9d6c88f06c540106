/**
 * What the reference server "sent" (it delivers no mail and no SMS; docs/approvals.md "Approval
 * messages"), for the /dev/mail page: the approval e-mails (`sent_emails`) and the order
 * notifications by e-mail and SMS (`order_notifications`) and the account messages (`account_messages`, a new
 * user's activation SMS, migration 019), of one enterprise, newest first.
 */
import type { Db } from '../db/database.ts';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** The address or phone number it went to. */
  sentTo: string;
  /** The e-mail's subject; '' for an SMS or an order notification. */
  subject: string;
  body: string;
  orderId: string;
  createdAt: number;
}

/** The enterprise's last `limit` messages, newest first. */
export function outboxOf(db: Db, enterpriseId: number, limit: number): OutboxMessage[] {
  return db
    .prepare(
      `SELECT * FROM (
         SELECT 'email' AS channel, e.sent_to AS sentTo, e.subject, e.body, COALESCE(e.order_id, '') AS orderId, e.created_at AS createdAt, e.id AS id, 1 AS kind
           FROM sent_emails e JOIN orders o ON o.order_id = e.order_id WHERE o.enterprise_id = ?
         UNION ALL
         SELECT n.channel, n.address, '', n.content, n.order_id, n.created_at, n.id, 0
           FROM order_notifications n WHERE n.enterprise_id = ?
         UNION ALL
         SELECT a.channel, a.address, '', a.content, '', a.created_at, a.id, 0
           FROM account_messages a WHERE a.enterprise_id = ?
       ) ORDER BY createdAt DESC, kind DESC, id DESC LIMIT ?`,
    )
    .all(enterpriseId, enterpriseId, enterpriseId, limit)
    .map((row) => {
      const { channel, sentTo, subject, body, orderId, createdAt } = row as OutboxMessage;
      return { channel, sentTo, subject, body, orderId, createdAt };
    });
}
