-- 031 (issue 25 §3; docs/approvals.md "已审批"): the user a decision is his, whatever way it came. A
-- decision in the portal is the signed-in user's (`user_id`); one through an e-mail link or a text code
-- has no session, so it is the user of the order's enterprise who is the step's person (by phone, else
-- e-mail, as the chain matches people: rules/audit/approval-chain.ts `isStepPerson`). The 已审批 tab lists
-- a user's decisions by this column. Rows kept before: the portal's from `user_id`; the others from the
-- step's person in the chain of their round.
ALTER TABLE approval_history ADD COLUMN approver_user_id TEXT;

UPDATE approval_history SET approver_user_id = user_id WHERE user_id IS NOT NULL;

UPDATE approval_history SET approver_user_id = (
  SELECT u.user_id
  FROM approval_rounds r
  JOIN orders o ON o.order_id = r.order_id
  JOIN users u ON u.enterprise_id = o.enterprise_id
  WHERE r.order_id = approval_history.order_id AND r.round = approval_history.round
    AND (
      (json_extract(r.chain_json, '$[' || approval_history.step || '].phone') <> ''
        AND u.phone_number = json_extract(r.chain_json, '$[' || approval_history.step || '].phone'))
      OR (json_extract(r.chain_json, '$[' || approval_history.step || '].email') <> ''
        AND lower(json_extract(u.profile_json, '$.email')) = lower(json_extract(r.chain_json, '$[' || approval_history.step || '].email')))
    )
  ORDER BY u.user_id
  LIMIT 1
)
WHERE user_id IS NULL;

CREATE INDEX approval_history_by_approver ON approval_history (approver_user_id, decided_at DESC, id DESC);
