-- 003: attachments (issue 8): the files of special config fields of showType 6, uploaded through
-- POST /CsOrder/uploadAuditFile. Readable by the uploader's enterprise only (docs/security.md 7),
-- so each row names the enterprise; the bytes are kept in the database like everything else the
-- server holds (one file to back up, the same 0600 mode). Size and kind are checked before a row is
-- written (src/server/attachment-kinds.ts): at most 5 MiB, one of five kinds.
CREATE TABLE attachments (
  file_id       TEXT PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  user_id       TEXT NOT NULL REFERENCES users (user_id),
  name          TEXT NOT NULL,
  content_type  TEXT NOT NULL,
  size          INTEGER NOT NULL,
  data          BLOB NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX attachments_by_enterprise ON attachments (enterprise_id);
