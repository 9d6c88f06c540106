/**
 * A small HTTP client for the server tests: builds requests the way docs/transport.md says (the
 * query encrypted with the shared cipher into `q`, the body as JSON), decrypts the envelope, and
 * keeps the `ent_session` cookie.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestTimestamp } from '../../rules/index.ts';
import { createCipher } from '../../src/shared/cipher.ts';
import { createServer, type RunningServer, type ServerOptions } from '../../src/server/create-server.ts';

export const cipher = createCipher('testing');

export interface Envelope {
  isSuccess: boolean;
  errorCode: number;
  message: string;
  result: unknown;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  /** Sent as the body text unchanged (for bodies that are not JSON). */
  rawBody?: string;
  /** Sent as `q` unchanged (for cipher text that is not ours). */
  rawQ?: string;
}

export interface CallResult {
  status: number;
  envelope: Envelope;
  headers: Headers;
}

export class TestClient {
  cookie: string | undefined;
  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.params ?? {})) query.set(key, String(value));
    query.set('timestamp', requestTimestamp(Date.now()));
    query.set('OperatorId', '');
    query.set('Platform', '1011200');
    const q = options.rawQ ?? cipher.encrypt(query.toString());
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}/enterpriseapi${path}?q=${encodeURIComponent(q)}`, { method, headers, body });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie ? /ent_session=([^;]*)/.exec(setCookie) : null;
    if (session) this.cookie = session[1] ? `ent_session=${session[1]}` : undefined;
    const text = await response.text();
    const decrypted = text === '' ? { ok: true as const, text: '{}' } : cipher.decrypt(text);
    if (!decrypted.ok) throw new Error(`answer does not decrypt: ${text.slice(0, 80)}`);
    return { status: response.status, envelope: JSON.parse(decrypted.text || '{}') as Envelope, headers: response.headers };
  }

  /** Password, then the SMS code read from the server's log. */
  async signIn(logs: readonly string[], phoneNumber: string, password: string): Promise<CallResult> {
    const first = await this.call('POST', '/UserLogin/PasswordLogin', { body: { phoneNumber, password } });
    if (!first.envelope.isSuccess) return first;
    const code = lastSmsCode(logs, phoneNumber);
    return this.call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber, code } });
  }
}

/** The last SMS code the log shows for a phone number. */
export function lastSmsCode(logs: readonly string[], phoneNumber: string): string {
  const pattern = new RegExp(`^\\[sms\\] 验证码 (\\d{6}) 已发送至 ${phoneNumber}`);
  const code = [...logs].reverse().map((line) => pattern.exec(line)?.[1]).find((c) => c !== undefined);
  if (!code) throw new Error(`no SMS code for ${phoneNumber} in the log`);
  return code;
}

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  logs: string[];
  client: () => TestClient;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A server on a fresh data folder in the system's temporary directory. */
export async function startTestServer(options: { dataDir?: string; now?: () => number; passwordKdf?: ServerOptions['passwordKdf'] } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'enterprise-server-'));
  const logs: string[] = [];
  const start = () =>
    createServer({
      dataDir,
      log: (line) => logs.push(line),
      ...(options.now ? { now: options.now } : {}),
      ...(options.passwordKdf ? { passwordKdf: options.passwordKdf } : {}),
    });
  const handle: TestServer = {
    server: await start(),
    dataDir,
    logs,
    client: () => new TestClient(handle.server.url),
    restart: async () => {
      await handle.server.close();
      handle.server = await start();
    },
    stop: async () => {
      await handle.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

export const DEMO_BOOKER = { phoneNumber: '13800000001', password: 'Demo@2026' } as const;
