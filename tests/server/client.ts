/**
 * A small HTTP client for the server tests: builds requests the way docs/transport.md says (the
 * query encoded and encrypted into `q` by the shared `src/shared/` modules, the body as JSON),
 * decodes the envelope with the shared decoder, and keeps the `ent_session` cookie. A call names
 * a catalogue endpoint and gets its shared response type; method and path by hand are for the
 * protocol tests (unknown paths, wrong methods).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestTimestamp } from '../../rules/index.ts';
import { createServer, type RunningServer, type ServerOptions } from '../../src/server/create-server.ts';
import { createNodeCipher } from '../../src/server/protocol/node-cipher.ts';
import { decodeBody, encryptedQueryValue, endpoints, plainQuery } from '../../src/shared/index.ts';
import type { Endpoint, Envelope, ResponseOf } from '../../src/shared/index.ts';

export const cipher = createNodeCipher('testing');

export type { Envelope };

export interface CallOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  /** Sent as the body text unchanged (for bodies that are not JSON). */
  rawBody?: string;
  /** Sent as `q` unchanged (for cipher text that is not ours). */
  rawQ?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  envelope: Envelope<T>;
  headers: Headers;
}

export class TestClient {
  cookie: string | undefined;
  /** `now` is the server's clock: each request's timestamp is taken from it, as a real client's is fresh (docs/security.md §7). */
  constructor(
    readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A catalogued call, its `result` typed by the endpoint (`src/shared/responses.ts`). */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions): Promise<CallResult<ResponseOf<E>>>;
  /** Any method and path under the enterprise prefix (for the protocol's own answers). */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  call(...args: [Endpoint, CallOptions?] | [string, string, CallOptions?]): Promise<CallResult> {
    if (typeof args[0] === 'string') return this.send(args[0], args[1] as string, args[2] as CallOptions | undefined);
    const [endpoint, options] = args as [Endpoint, CallOptions?];
    return this.send(endpoint.method, endpoint.path, options);
  }

  private async send(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const plain = plainQuery(options.params ?? {}, { timestamp: requestTimestamp(this.now()), operatorId: '' });
    const url = `${this.baseUrl}/enterpriseapi${path}?q=`;
    const q = options.rawQ === undefined ? encryptedQueryValue(plain, cipher) : encodeURIComponent(options.rawQ);
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(`${url}${q}`, { method, headers, body });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie ? /ent_session=([^;]*)/.exec(setCookie) : null;
    if (session) this.cookie = session[1] ? `ent_session=${session[1]}` : undefined;
    const text = await response.text();
    const decoded = decodeBody(text, cipher);
    if (!decoded.ok) throw new Error(`answer does not decode (${decoded.reason}): ${text.slice(0, 80)}`);
    // The server's envelope as it came, unnormalised: the protocol tests check its very fields.
    return { status: response.status, envelope: decoded.value as Envelope, headers: response.headers };
  }

  /**
   * An upload the way the portal's transport sends one (docs/transport.md "Uploads"): the file's
   * bytes as the body with its own content type, the query encrypted into `q`, the session cookie.
   */
  async upload(endpoint: Endpoint, bytes: Uint8Array, options: { contentType?: string; params?: Record<string, string | number>; headers?: Record<string, string> } = {}): Promise<CallResult> {
    const plain = plainQuery(options.params ?? {}, { timestamp: requestTimestamp(this.now()), operatorId: '' });
    const headers: Record<string, string> = { ...options.headers };
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}/enterpriseapi${endpoint.path}?q=${encryptedQueryValue(plain, cipher)}`, {
      method: endpoint.method,
      headers,
      // A copy on its own ArrayBuffer: what fetch's BodyInit takes.
      body: new Uint8Array(bytes),
    });
    const text = await response.text();
    const decoded = decodeBody(text, cipher);
    if (!decoded.ok) throw new Error(`answer does not decode (${decoded.reason}): ${text.slice(0, 80)}`);
    return { status: response.status, envelope: decoded.value as Envelope, headers: response.headers };
  }

  /** A GET of a path outside the API (an attachment's url) with the session cookie. */
  fetchWithSession(path: string): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
  }

  /** Password, then the SMS code read from the server's log. */
  async signIn(logs: readonly string[], phoneNumber: string, password: string): Promise<CallResult> {
    const first = await this.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber, password } });
    if (!first.envelope.isSuccess) return first;
    const code = lastSmsCode(logs, phoneNumber);
    return this.call(endpoints.userLogin.verificationCodeLogin, { body: { phoneNumber, code } });
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
export async function startTestServer(
  options: {
    dataDir?: string;
    now?: () => number;
    passwordKdf?: ServerOptions['passwordKdf'];
    monitoring?: boolean;
    attachmentQuotas?: ServerOptions['attachmentQuotas'];
    publicUrl?: string;
    devMail?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'enterprise-server-'));
  const logs: string[] = [];
  const start = () =>
    createServer({
      dataDir,
      log: (line) => logs.push(line),
      ...(options.now ? { now: options.now } : {}),
      ...(options.passwordKdf ? { passwordKdf: options.passwordKdf } : {}),
      ...(options.monitoring ? { monitoring: true } : {}),
      ...(options.attachmentQuotas ? { attachmentQuotas: options.attachmentQuotas } : {}),
      ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
      ...(options.devMail ? { devMail: true } : {}),
    });
  const handle: TestServer = {
    server: await start(),
    dataDir,
    logs,
    client: () => new TestClient(handle.server.url, options.now),
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
/** 周强, the fleet manager of 上海华信 (`ownCar.fleet`). */
export const FLEET_MANAGER = { phoneNumber: '13800000011', password: 'Fleet@2026' } as const;
/** A booker of 2002, another enterprise than the demo booker's 1001: what must never reach 1001's data. */
export const OTHER_ENTERPRISE_BOOKER = { phoneNumber: '13800000004', password: 'Demo@2026' } as const;
/** 赵敏, 1001's enterprise admin (admin.users, admin.config, admin.costCentres). */
export const ENTERPRISE_ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026' } as const;

/**
 * A new client of the server signed in as the user (password, then the SMS code of the log); throws
 * when the user cannot sign in, so a test's setup fails loudly.
 *
 * @example const fleet = await signedInClient(t, '13800000011', 'Fleet@2026');
 */
export async function signedInClient(t: Pick<TestServer, 'client' | 'logs'>, phoneNumber: string, password: string): Promise<TestClient> {
  const client = t.client();
  const answer = await client.signIn(t.logs, phoneNumber, password);
  if (!answer.envelope.isSuccess) throw new Error(`${phoneNumber} could not sign in: ${answer.envelope.message}`);
  return client;
}

/** A server on a fresh data folder with the demo booker signed in on a client. */
export async function startWithSignedInBooker(): Promise<{ t: TestServer; booker: TestClient }> {
  const t = await startTestServer();
  return { t, booker: await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password) };
}

/** A server on a fresh data folder with 1001's booker and its admin 赵敏 signed in, each on a client. */
export async function startWithBookerAndAdmin(): Promise<{ t: TestServer; booker: TestClient; admin: TestClient }> {
  const { t, booker } = await startWithSignedInBooker();
  return { t, booker, admin: await signedInClient(t, ENTERPRISE_ADMIN.phoneNumber, ENTERPRISE_ADMIN.password) };
}

/** A server with the three roles the fleet's tests play signed in: 1001's booker and fleet manager, and 2002's booker. */
export async function startWithFleetRoles(): Promise<{ t: TestServer; booker: TestClient; fleet: TestClient; stranger: TestClient }> {
  const { t, booker } = await startWithSignedInBooker();
  const fleet = await signedInClient(t, FLEET_MANAGER.phoneNumber, FLEET_MANAGER.password);
  const stranger = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
  return { t, booker, fleet, stranger };
}
