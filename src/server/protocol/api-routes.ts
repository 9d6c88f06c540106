/**
 * The wire protocol of docs/transport.md as a fastify plugin: every route answers an encrypted
 * envelope; `q` is decrypted into the parameters (400 when it does not decrypt), the body must be
 * JSON (400), a route that needs a session answers 401 without one. Unknown paths are answered
 * 404 by the server's not-found handler (create-server.ts).
 *
 * A route names its call by a catalogue entry (`src/shared/endpoints.ts`), never by a literal
 * path or method, so the server cannot serve a call the portal's catalogue lacks; `apiRoutes`
 * checks each handler's result against the call's shared response type (`src/shared/responses.ts`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeQuery, isDownloadEndpoint, isUploadEndpoint, statusText, type Endpoint, type ResponseOf } from '../../shared/index.ts';
import { ATTACHMENT_MAX_BYTES } from '../attachment-kinds.ts';
import type { RequestContext, ServerDeps, UserContext } from '../context.ts';
import { AttachmentText, BadRequestText, statusMessage } from '../messages.ts';
import { sessionUserId } from '../store/sessions.ts';
import { userById } from '../store/users.ts';
import { readCookie, SESSION_COOKIE } from './cookies.ts';
import { httpError, RequestRejected, type Answer, type Envelope, type FileAnswer } from './envelope.ts';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth.ts';
import { requestTimeVerdict } from './request-time.ts';

/** A route anyone may call (sign-in). */
export interface PublicRoute<E extends Endpoint = Endpoint> {
  /** The catalogued call: its method, and its path under the API prefix (matching ignores case). */
  endpoint: E;
  public: true;
  handle: (ctx: RequestContext) => Answer<ResponseOf<E>> | Promise<Answer<ResponseOf<E>>>;
}
/** A route of a signed-in user. */
export interface UserRoute<E extends Endpoint = Endpoint> {
  /** The catalogued call: its method, and its path under the API prefix (matching ignores case). */
  endpoint: E;
  public?: false;
  /** A download route (a catalogued download endpoint) answers its file, or an envelope when it refuses. */
  handle: (ctx: UserContext) => RouteAnswer<E> | Promise<RouteAnswer<E>>;
  /** An upload route's own size limit and its 413 text (default: the attachments', ATTACHMENT_MAX_BYTES). */
  uploadLimit?: { bytes: number; message: string };
}
/** What a user route answers: the envelope of its call, or for a download its file. */
export type RouteAnswer<E extends Endpoint> = Answer<ResponseOf<E>> | (E extends { download: true } ? FileAnswer : Endpoint extends E ? FileAnswer : never);
export type ApiRoute<E extends Endpoint = Endpoint> = PublicRoute<E> | UserRoute<E>;

/**
 * A route table, each handler checked against the result type of its own endpoint.
 *
 * @example
 * export const sessionRoutes = apiRoutes([
 *   { endpoint: endpoints.userLogin.currentUser, handle: (ctx) => ok(currentUserResult(ctx.user, ctx.deps)) },
 * ]);
 */
export function apiRoutes<const E extends readonly Endpoint[]>(routes: { [I in keyof E]: ApiRoute<E[I]> }): readonly ApiRoute[] {
  return routes as readonly ApiRoute[];
}

/**
 * The largest request body the API reads, in bytes (fastify's default, named): the largest body
 * the portal sends is an order of a few kilobytes. A longer one is refused with 400 while it is read.
 */
export const MAX_API_BODY_BYTES = 1024 * 1024;

/** A body the boundary refuses before any handler sees it; `log` is the log line's reason in Chinese and English. */
class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 406,
    readonly log: string,
  ) {
    super(log);
  }
}

/**
 * Whether a body's content type is JSON (`application/json`, any parameters). Writes take JSON
 * only: a page elsewhere can send `text/plain` (or a form) with the user's cookie and no CORS
 * preflight, but not `application/json`, so such a request must not act (docs/security.md §7).
 */
function isJsonContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** `Sec-Fetch-Site` values of a request another site's page made (browsers send it on every request). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sendEnvelope(reply: FastifyReply, deps: ServerDeps, status: number, envelope: Envelope): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(deps.cipher.encrypt(JSON.stringify(envelope)));
}

function sendAnswer(reply: FastifyReply, deps: ServerDeps, answer: Answer | FileAnswer): FastifyReply {
  if ('file' in answer) {
    const { name, contentType, data } = answer.file;
    return reply.code(200).type(contentType).header('content-disposition', dispositionOf(name)).header('cache-control', 'private, no-store').send(Buffer.from(data));
  }
  return sendEnvelope(reply, deps, answer.status, answer.envelope);
}

/** `filename*` of Content-Disposition (RFC 6266/5987): the name in UTF-8, percent-encoded, and an ASCII fallback. */
function dispositionOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A download's parameters: its body is the encrypted JSON of the parameters and it has no `q`
 * (docs/transport.md "Downloads"), so there is no request time to check either; an empty body is
 * no parameters. Undefined when the body does not decrypt to JSON.
 */
function downloadParams(body: unknown, deps: ServerDeps): { ok: true; body: unknown } | { ok: false } {
  if (body === undefined) return { ok: true, body: undefined };
  if (typeof body !== 'string') return { ok: false };
  const decrypted = deps.cipher.decrypt(body.trim());
  if (!decrypted.ok) return { ok: false };
  try {
    return { ok: true, body: decrypted.text === '' ? undefined : (JSON.parse(decrypted.text) as unknown) };
  } catch {
    return { ok: false };
  }
}

/** The decrypted query as parameters, or undefined when `q` is missing or does not decrypt. */
function decryptQuery(request: FastifyRequest, deps: ServerDeps): Record<string, string> | undefined {
  const q = (request.query as Record<string, unknown>).q;
  if (typeof q !== 'string') return undefined;
  // A client that left '+' unescaped gets it back as a space from the query parser.
  const params = decodeQuery(q.replace(/ /g, '+'), deps.cipher);
  return params && Object.fromEntries(params);
}

/** Refuses a request at the boundary: the catalogue's answer, and a log line with method and path in Chinese and English. */
function refuse(request: FastifyRequest, deps: ServerDeps, status: number, reason: string, message = statusMessage(status)): Answer<never> {
  deps.log(`[${status}] ${request.method} ${request.url.split('?')[0]}: ${reason}`);
  return httpError(status, message);
}

async function answerRequest(route: ApiRoute, request: FastifyRequest, deps: ServerDeps, cookies: string[]): Promise<Answer | FileAnswer> {
  const fetchSite = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (!SAFE_METHODS.has(request.method) && FOREIGN_FETCH_SITES.has(fetchSite)) {
    return refuse(request, deps, 403, `另一站点的页面发来的写请求被拒绝 / a write from another site's page is refused (Sec-Fetch-Site: ${fetchSite})`);
  }
  if (isDownloadEndpoint(route.endpoint)) return answerDownload(route, request, deps);
  const params = decryptQuery(request, deps);
  if (!params) {
    return refuse(request, deps, 400, `查询参数 q 缺失或无法解密 / query q is missing or does not decrypt (${deps.cipher.environment} key set)`, BadRequestText.undecryptableQuery);
  }
  const now = deps.now();
  const time = requestTimeVerdict(params, now);
  if (time === 'missing') {
    return refuse(request, deps, 400, '查询参数 timestamp 缺失或格式不正确 / query timestamp is missing or not YYYY/MM/DD HH:mm:ss', BadRequestText.missing('timestamp'));
  }
  if (time === 'ahead') return refuse(request, deps, 483, `请求时间超前服务器时间 5 分钟以上 / the request's timestamp is over 5 minutes ahead of the server (${params.timestamp})`);
  if (time === 'behind') return refuse(request, deps, 489, `请求时间落后服务器时间 5 分钟以上（过期或重放）/ the request's timestamp is over 5 minutes behind the server, stale or replayed (${params.timestamp})`);
  const cookieToken = readCookie(request.headers.cookie, SESSION_COOKIE);
  const userId = cookieToken === undefined ? undefined : sessionUserId(deps.db, cookieToken, now);
  const user = userId === undefined ? undefined : userById(deps.db, userId);
  const ctx: RequestContext = {
    deps,
    params,
    body: request.body,
    contentType: request.headers['content-type'],
    sessionToken: userId === undefined ? undefined : cookieToken,
    setCookie: (cookie) => cookies.push(cookie),
    clientAddress: request.ip,
  };
  try {
    if (route.public) return await route.handle(ctx);
    const bundle = user?.active ? deps.bundleOf(user.enterpriseId) : undefined;
    if (!user || !bundle) return httpError(401);
    return await route.handle({ ...ctx, user, bundle });
  } catch (error) {
    if (error instanceof RequestRejected) {
      const { status, envelope } = error.answer;
      deps.log(`[${status}] ${request.method} ${request.url.split('?')[0]}: ${envelope.message} / ${error.detail ?? `request refused: ${statusText(status).en}`}`);
      return error.answer;
    }
    throw error;
  }
}

/** A download: parameters from the encrypted body, a session required (every download is a user's). */
async function answerDownload(route: ApiRoute, request: FastifyRequest, deps: ServerDeps): Promise<Answer | FileAnswer> {
  const parsed = downloadParams(request.body, deps);
  if (!parsed.ok) {
    return refuse(request, deps, 400, `下载参数无法解密或不是 JSON / the download body does not decrypt to JSON (${deps.cipher.environment} key set)`, BadRequestText.undecryptableQuery);
  }
  const now = deps.now();
  const cookieToken = readCookie(request.headers.cookie, SESSION_COOKIE);
  const userId = cookieToken === undefined ? undefined : sessionUserId(deps.db, cookieToken, now);
  const user = userId === undefined ? undefined : userById(deps.db, userId);
  const bundle = user?.active ? deps.bundleOf(user.enterpriseId) : undefined;
  if (route.public || !user || !bundle) return httpError(401);
  const ctx: UserContext = {
    deps, params: {}, body: parsed.body, contentType: request.headers['content-type'], sessionToken: cookieToken,
    setCookie: () => {}, clientAddress: request.ip, user, bundle,
  };
  try {
    return await route.handle(ctx);
  } catch (error) {
    if (error instanceof RequestRejected) {
      const { status, envelope } = error.answer;
      deps.log(`[${status}] ${request.method} ${request.url.split('?')[0]}: ${envelope.message} / ${error.detail ?? `request refused: ${statusText(status).en}`}`);
      return error.answer;
    }
    throw error;
  }
}

/** Registers the routes under the current prefix, with the protocol's body parser and error answers. */
export function registerApiRoutes(app: FastifyInstance, deps: ServerDeps, routes: readonly ApiRoute[]): void {
  const prefix = app.prefix;
  const elsewhere = routes.filter((route) => route.endpoint.prefix !== prefix);
  if (elsewhere.length > 0) {
    throw new Error(`routes under another prefix than ${prefix}: ${elsewhere.map((r) => `${r.endpoint.prefix}${r.endpoint.path}`).join(', ')}`);
  }
  app.removeAllContentTypeParsers();
  // Any content type reaches this parser so that each refusal is the protocol's own answer: a body
  // must be JSON sent as `application/json` (406 otherwise; an encrypted text/plain body only for a
  // catalogued download), at most MAX_API_BODY_BYTES long and MAX_BODY_DEPTH deep (400); empty is no body.
  // The one exception is a catalogued upload: its body is the file's bytes, up to the route's own
  // limit (ATTACHMENT_MAX_BYTES, 413 beyond), and its handler checks type and content (docs/security.md 7).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_API_BODY_BYTES }, (request, body, done) => {
    const config = request.routeOptions.config as { download?: boolean; upload?: boolean };
    const bytes = body as Buffer;
    if (config.upload === true) return done(null, bytes.byteLength === 0 ? undefined : bytes);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    const contentType = request.headers['content-type'];
    if (config.download === true) return done(null, text);
    if (!isJsonContentType(contentType)) {
      return done(new BodyRefused(406, `请求体须为 application/json，收到 ${contentType ?? '无类型'} / the body must be application/json, got ${contentType ?? 'no type'}`), undefined);
    }
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      return done(new BodyRefused(400, `请求体嵌套超过 ${MAX_BODY_DEPTH} 层 / the body nests deeper than ${MAX_BODY_DEPTH} levels`), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BodyRefused(400, '请求体不是合法的 JSON / the body is not JSON'), undefined);
    }
  });
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const where = `${request.method} ${request.url.split('?')[0]}`;
    if (error instanceof BodyRefused) {
      deps.log(`[${error.status}] ${where}: ${error.log}`);
      return sendAnswer(reply, deps, httpError(error.status, error.status === 400 ? BadRequestText.bodyNotJson : statusMessage(error.status)));
    }
    const config = request.routeOptions.config as { upload?: boolean; uploadLimit?: { bytes: number; message: string } };
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && config.upload === true) {
      // Refused from its Content-Length before the body is read, or as soon as a body without one passes the limit.
      const limit = config.uploadLimit ?? { bytes: ATTACHMENT_MAX_BYTES, message: AttachmentText.tooLarge };
      deps.log(`[413] ${where}: ${config.uploadLimit ? '文件' : '附件'}超过 ${limit.bytes} 字节 / the file is over ${limit.bytes} bytes`);
      return sendAnswer(reply, deps, httpError(413, limit.message));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      deps.log(`[400] ${where}: 请求体超过 ${MAX_API_BODY_BYTES} 字节 / the body is over ${MAX_API_BODY_BYTES} bytes`);
      return sendAnswer(reply, deps, httpError(400));
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
    if (status === 500) deps.log(`[500] ${where}: 服务器内部错误 / internal server error: ${error.stack ?? error.message}`);
    else deps.log(`[400] ${where}: 请求有误 / bad request: ${error.message}`);
    return sendAnswer(reply, deps, httpError(status, statusMessage(status)));
  });
  for (const route of routes) {
    app.route({
      method: route.endpoint.method,
      url: route.endpoint.path,
      // A download takes its encrypted text/plain body (spec §7 "Downloads"); the handler decrypts it.
      // An upload takes the file's bytes, up to its own limit.
      config: { download: isDownloadEndpoint(route.endpoint), upload: isUploadEndpoint(route.endpoint), uploadLimit: route.public ? undefined : route.uploadLimit },
      ...(isUploadEndpoint(route.endpoint) ? { bodyLimit: (route.public ? undefined : route.uploadLimit?.bytes) ?? ATTACHMENT_MAX_BYTES } : {}),
      handler: async (request, reply) => {
        const cookies: string[] = [];
        const answer = await answerRequest(route, request, deps, cookies);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return sendAnswer(reply, deps, answer);
      },
    });
  }
}
