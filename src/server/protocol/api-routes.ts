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
import { decodeQuery, type Endpoint, type ResponseOf } from '../../shared/index.ts';
import type { RequestContext, ServerDeps, UserContext } from '../context.ts';
import { BadRequestText, statusMessage } from '../messages.ts';
import { sessionUserId } from '../store/sessions.ts';
import { userById } from '../store/users.ts';
import { readCookie, SESSION_COOKIE } from './cookies.ts';
import { httpError, RequestRejected, type Answer, type Envelope } from './envelope.ts';

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
  handle: (ctx: UserContext) => Answer<ResponseOf<E>> | Promise<Answer<ResponseOf<E>>>;
}
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

/** The body did not parse as JSON. */
class BodyNotJson extends Error {
  readonly statusCode = 400;
}

export function sendEnvelope(reply: FastifyReply, deps: ServerDeps, status: number, envelope: Envelope): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(deps.cipher.encrypt(JSON.stringify(envelope)));
}

function sendAnswer(reply: FastifyReply, deps: ServerDeps, answer: Answer): FastifyReply {
  return sendEnvelope(reply, deps, answer.status, answer.envelope);
}

/** The decrypted query as parameters, or undefined when `q` is missing or does not decrypt. */
function decryptQuery(request: FastifyRequest, deps: ServerDeps): Record<string, string> | undefined {
  const q = (request.query as Record<string, unknown>).q;
  if (typeof q !== 'string') return undefined;
  // A client that left '+' unescaped gets it back as a space from the query parser.
  const params = decodeQuery(q.replace(/ /g, '+'), deps.cipher);
  return params && Object.fromEntries(params);
}

async function answerRequest(route: ApiRoute, request: FastifyRequest, deps: ServerDeps, cookies: string[]): Promise<Answer> {
  const params = decryptQuery(request, deps);
  if (!params) {
    deps.log(`[400] ${request.method} ${request.url.split('?')[0]}: 查询参数 q 缺失或无法解密 / query q is missing or does not decrypt (${deps.cipher.environment} key set)`);
    return httpError(400, BadRequestText.undecryptableQuery);
  }
  const now = deps.now();
  const cookieToken = readCookie(request.headers.cookie, SESSION_COOKIE);
  const userId = cookieToken === undefined ? undefined : sessionUserId(deps.db, cookieToken, now);
  const user = userId === undefined ? undefined : userById(deps.db, userId);
  const ctx: RequestContext = {
    deps,
    params,
    body: request.body,
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
    if (error instanceof RequestRejected) return error.answer;
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
  // Any content type: the body is the caller's JSON (docs/transport.md); empty is no body.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BodyNotJson(BadRequestText.bodyNotJson), undefined);
    }
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const where = `${request.method} ${request.url.split('?')[0]}`;
    if (error instanceof BodyNotJson) {
      deps.log(`[400] ${where}: 请求体不是合法的 JSON / the body is not JSON`);
      return sendAnswer(reply, deps, httpError(400, BadRequestText.bodyNotJson));
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
      handler: async (request, reply) => {
        const cookies: string[] = [];
        const answer = await answerRequest(route, request, deps, cookies);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return sendAnswer(reply, deps, answer);
      },
    });
  }
}
