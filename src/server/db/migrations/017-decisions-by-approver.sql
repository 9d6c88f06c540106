-- 017 (issue 25 §3; docs/approvals.md "已审批"): the approver's own decisions, newest first, read by
-- `GET /own/order/AuditedOrders` a page at a time without scanning every enterprise's history.
CREATE INDEX approval_history_by_user ON approval_history (user_id, decided_at DESC, id DESC);
