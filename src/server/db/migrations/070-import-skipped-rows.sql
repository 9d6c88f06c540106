-- 070 (issue 25's done-when; docs/resources.md "Imports"): an import is refused while any row is bad,
-- then kept without its bad rows only when the administrator asks (「跳过错误行，导入其余 n 行」). The log
-- says which rows were skipped: their numbers in the file (the header is row 1), as a JSON array; NULL
-- for a file kept whole or refused.
ALTER TABLE resource_import_logs ADD COLUMN skipped_rows TEXT;
