/**
 * Disk floods through the attachment upload (issue 21 §5, docs/security.md 15). Before: any
 * signed-in user stored 20 × 5 MiB in 4.6 s, with no quota, and files no order named stayed for
 * ever. Now a user and an enterprise may upload a bounded amount in 24 hours (413 with the
 * quota's Chinese message beyond it), a file is tied to the order whose save or approval decision
 * names it and stays with it, and an untied file is pruned a day after its upload. Time moves
 * through the server's injected clock, never by sleeping.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ATTACHMENT_MAX_BYTES } from '../../../src/server/attachment-kinds.ts';
import { DATABASE_FILE, migrate, openDatabase } from '../../../src/server/db/database.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { FILES } from '../attachment-files.ts';
import { signedInClient, startTestServer, type CallResult, type TestClient, type TestServer } from '../client.ts';
import { specialCarForm, specialCarPayload } from '../payloads.ts';
import { MINUTE, readDatabase } from './support.ts';

const UPLOAD = endpoints.csOrder.uploadAuditFile;
const HOUR = 60 * MINUTE;
const MIB = 1024 * 1024;
const USER_QUOTA = 20300041;
const ENTERPRISE_QUOTA = 20300042;
/** A user's quota in 24 hours (src/server/attachment-quotas.ts), and how long an untied file is kept (store/attachments.ts). */
const USER_QUOTA_BYTES = 30 * MIB;
const UNTIED_GRACE = 24 * HOUR;

/** A server whose clock starts now and moves only when a test says so. */
async function clockedServer(options: Parameters<typeof startTestServer>[0] = {}) {
  let clock = Date.now();
  const t = await startTestServer({ ...options, now: () => clock });
  return Object.assign(t, { advance: (ms: number) => void (clock += ms) });
}

/** A PDF of `size` bytes (its first bytes a real PDF's, the rest padding). */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(FILES.pdf.bytes.subarray(0, Math.min(size, FILES.pdf.bytes.length)));
  return bytes;
}

const upload = (client: TestClient, bytes: Uint8Array = FILES.pdf.bytes): Promise<CallResult> =>
  client.upload(UPLOAD, bytes, { contentType: FILES.pdf.contentType, params: { fileName: FILES.pdf.name } });

/** The stored file ids, oldest first, of one uploader (by phone) or of everyone. */
const storedFiles = (t: TestServer, phone?: string): string[] =>
  readDatabase(t, (db) =>
    (phone === undefined
      ? (db.prepare('SELECT file_id FROM attachments ORDER BY created_at, rowid').all() as { file_id: string }[])
      : (db.prepare('SELECT a.file_id FROM attachments a JOIN users u ON u.user_id = a.user_id WHERE u.phone_number = ? ORDER BY a.created_at, a.rowid').all(phone) as { file_id: string }[])
    ).map((row) => row.file_id),
  );

const fileIdOf = (answer: CallResult): string => {
  expect(answer.envelope.isSuccess, answer.envelope.message).toBe(true);
  return (answer.envelope.result as { fileId: string }).fileId;
};

describe('the flood of issue 21 §5: 20 × 5 MiB from one booker', () => {
  let t: TestServer & { advance: (ms: number) => void };
  let booker: TestClient;

  beforeAll(async () => {
    t = await clockedServer();
    booker = await signedInClient(t, '13800000001', 'Demo@2026');
  });
  afterAll(() => t.stop());

  it('20 uploads of 5 MiB at once: 6 are stored (30 MiB, the user quota), 14 are answered 413 with the quota message', async () => {
    expect(storedFiles(t, '13800000001')).toEqual([]);
    const file = pdfOf(ATTACHMENT_MAX_BYTES);
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(booker, file)));

    const taken = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(taken).toHaveLength(USER_QUOTA_BYTES / ATTACHMENT_MAX_BYTES);
    expect(refused).toHaveLength(14);
    for (const answer of refused) {
      expect([answer.status, answer.envelope]).toEqual([
        413,
        { isSuccess: false, errorCode: USER_QUOTA, message: '您 24 小时内上传的附件已达上限（50 个文件或 30 MB），请稍后再上传', result: null },
      ]);
    }
    expect(storedFiles(t, '13800000001')).toHaveLength(6);
    expect(t.logs.at(-1)).toMatch(
      /^\[413\] POST \/CsOrder\/uploadAuditFile: 您 24 小时内上传的附件已达上限（50 个文件或 30 MB），请稍后再上传 \/ upload refused: u-1001-\d+ uploaded 6 files, 31457280 bytes in 24 h \(quota 50 files, 31457280 bytes\)$/,
    );
  });

  it('a small file is refused too while the quota is used up; 24 hours after the flood the booker uploads again, and the flood (never tied) is pruned', async () => {
    expect((await upload(booker)).status).toBe(413);
    const flood = storedFiles(t, '13800000001');
    t.advance(24 * HOUR);
    const next = fileIdOf(await upload(booker));
    expect(storedFiles(t, '13800000001')).toEqual([next]);
    expect(flood).not.toContain(next);
  });
});

describe('per enterprise: two users of one enterprise share its quota (scaled down: 3 files a user, 4 an enterprise)', () => {
  let t: TestServer;
  let booker: TestClient;
  let colleague: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    t = await clockedServer({ attachmentQuotas: { user: { files: 3, bytes: 3 * MIB }, enterprise: { files: 4, bytes: 4 * MIB } } });
    booker = await signedInClient(t, '13800000001', 'Demo@2026');
    colleague = await signedInClient(t, '13800000003', 'Demo@2026');
    stranger = await signedInClient(t, '13800000004', 'Demo@2026');
  });
  afterAll(() => t.stop());

  it('the booker uploads 3 and is then held by his own quota', async () => {
    for (let i = 0; i < 3; i += 1) fileIdOf(await upload(booker));
    const fourth = await upload(booker);
    expect([fourth.status, fourth.envelope.errorCode, fourth.envelope.message]).toEqual([413, USER_QUOTA, '您 24 小时内上传的附件已达上限（3 个文件或 3 MB），请稍后再上传']);
  });

  it('his colleague, below her own quota, uploads 1 and is then held by the enterprise’s (4 files in 24 h)', async () => {
    fileIdOf(await upload(colleague));
    const second = await upload(colleague);
    expect([second.status, second.envelope]).toEqual([
      413,
      { isSuccess: false, errorCode: ENTERPRISE_QUOTA, message: '本企业 24 小时内上传的附件已达上限（4 个文件或 4 MB），请稍后再上传或联系管理员', result: null },
    ]);
    expect(storedFiles(t)).toHaveLength(4);
  });

  it('the enterprise’s bytes count too: a colleague’s 2 MiB would pass 4 MiB (with a fresh file count)', async () => {
    // The same quota by bytes: 上海华信 holds 4 tiny files; 2 MiB more passes no file count of a new server but the bytes.
    const bytesServer = await clockedServer({ attachmentQuotas: { user: { files: 10, bytes: 3 * MIB }, enterprise: { files: 10, bytes: 4 * MIB } } });
    try {
      const first = await signedInClient(bytesServer, '13800000001', 'Demo@2026');
      const second = await signedInClient(bytesServer, '13800000003', 'Demo@2026');
      fileIdOf(await upload(first, pdfOf(3 * MIB)));
      const over = await upload(second, pdfOf(2 * MIB));
      expect([over.status, over.envelope.errorCode]).toEqual([413, ENTERPRISE_QUOTA]);
      fileIdOf(await upload(second, pdfOf(MIB)));
    } finally {
      await bytesServer.stop();
    }
  });

  it('another enterprise’s user is not held by 上海华信’s quota', async () => {
    fileIdOf(await upload(stranger));
  });
});

describe('untied files are pruned, tied ones stay with their order', () => {
  let t: TestServer & { advance: (ms: number) => void };
  let booker: TestClient;
  let approver: TestClient;

  beforeAll(async () => {
    t = await clockedServer();
    booker = await signedInClient(t, '13800000001', 'Demo@2026');
    approver = await signedInClient(t, '13912345678', 'Audit@2026');
  });
  afterAll(() => t.stop());

  it('an orphan goes a day after its upload (at the next upload, and at start); a file an order or a decision names stays', async () => {
    const orphan = fileIdOf(await upload(booker));
    const ofOrder = await upload(booker);
    const orderFile = fileIdOf(ofOrder);
    const created = await booker.call(endpoints.csOrder.create, {
      body: specialCarPayload({ specialConfigList: specialCarForm().specialConfigList.concat([{ id: 104, name: '附件', value: (ofOrder.envelope.result as { url: string }).url }]) }),
    });
    expect(created.envelope.isSuccess, created.envelope.message).toBe(true);

    const ofDecision = fileIdOf(await upload(approver));
    const waiting = await approver.call(endpoints.ownOrder.auditOrders, { params: { businessType: 4 } });
    const [row] = waiting.envelope.result.items;
    const decided = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [row!.orderId], decision: 1, comment: '同意，附审批单', fileIds: [ofDecision] } });
    expect(decided.envelope.result?.outcomes.map((o) => o.ok)).toEqual([true]);

    // A minute before the grace ends, the next upload prunes nothing.
    t.advance(UNTIED_GRACE - MINUTE);
    const fresh = fileIdOf(await upload(booker));
    expect(storedFiles(t)).toEqual([orphan, orderFile, ofDecision, fresh]);

    // Past it, the next upload removes the orphan; the order's and the decision's files stay, and so does the new one.
    t.advance(2 * MINUTE);
    const later = fileIdOf(await upload(booker));
    expect(storedFiles(t)).toEqual([orderFile, ofDecision, fresh, later]);
    expect((await booker.fetchWithSession(`/attachments/${orphan}`)).status).toBe(404);
    expect((await booker.fetchWithSession(`/attachments/${orderFile}`)).status).toBe(200);

    // A week on, the start-up sweep removes the two newer orphans; the tied files stay while their orders exist.
    t.advance(7 * 24 * HOUR);
    await t.restart();
    expect(storedFiles(t)).toEqual([orderFile, ofDecision]);
    const tied = readDatabase(t, (db) => db.prepare('SELECT file_id, order_id FROM attachments ORDER BY created_at, rowid').all());
    expect(tied).toEqual([
      { file_id: orderFile, order_id: created.envelope.result!.orderId },
      { file_id: ofDecision, order_id: row!.orderId },
    ]);
  });
});

describe('the upgrade (migration 013)', () => {
  it('files that stored orders and decisions already name are tied to them, so the first sweep keeps them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uploads-upgrade-'));
    try {
      const old = new Database(join(dir, DATABASE_FILE));
      migrate(old, 12);
      old.exec(`INSERT INTO enterprises VALUES (1, 'e', 'e', '{}');
        INSERT INTO users (user_id, enterprise_id, phone_number, profile_json) VALUES ('u', 1, '13800000001', '{}');
        INSERT INTO orders (order_id, business_type, enterprise_id, booker_id, status, boarding_time, payload_json, created_at, updated_at)
          VALUES ('CS1', 4, 1, 'u', 2, '2026-01-01 10:00', '{"specialConfigs":[{"id":104,"value":"/attachments/f-order"}]}', 0, 0),
                 ('CS2', 4, 1, 'u', 2, '2026-01-01 10:00', '{}', 0, 0);
        INSERT INTO approval_history (order_id, round, step, role, approver_name, decision, file_ids_json, via, decided_at)
          VALUES ('CS2', 1, 1, 'approver', 'a', 1, '["f-decision"]', 'portal', 0);
        INSERT INTO attachments (file_id, enterprise_id, user_id, name, content_type, size, data, created_at) VALUES
          ('f-order', 1, 'u', 'a.pdf', 'application/pdf', 1, x'25', 0),
          ('f-decision', 1, 'u', 'b.pdf', 'application/pdf', 1, x'25', 0),
          ('f-orphan', 1, 'u', 'c.pdf', 'application/pdf', 1, x'25', 0);`);
      old.close();
      const db = openDatabase(dir);
      expect(db.prepare('SELECT file_id, order_id FROM attachments ORDER BY file_id').all()).toEqual([
        { file_id: 'f-decision', order_id: 'CS2' },
        { file_id: 'f-order', order_id: 'CS1' },
        { file_id: 'f-orphan', order_id: null },
      ]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
