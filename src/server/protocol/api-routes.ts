/**
 * The wire protocol of docs/transport.md as a fastify plugin: every route answers an encrypted
 * envelope; `q` is decrypted into the parameters (400 when it does not decrypt), the body must be
 * JSON (400), a route that needs a session answers 401 without one. Unknown paths are answered
 * 404 by the server's not-found handler (create-server.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { RequestContext, ServerDeps, UserContext } from '../context.ts';
import { BadRequestText, statusMessage } from '../messages.ts';
import { sessionUserId } from '../store/sessions.ts';
import { userById } from '../store/users.ts';
import { readCookie, SESSION_COOKIE } from './cookies.ts';
import { httpError, RequestRejected, type Answer, type Envelope } from './envelope.ts';

interface RouteBase {
  method: HTTPMethods;
  /** The path under the API prefix, as spec §7 spells it; matching ignores case. */
  path: string;
}
/** A route anyone may call (sign-in). */
export interface PublicRoute extends RouteBase {
  public: true;
  handle: (ctx: RequestContext) => Answer | Promise<Answer>;
}
/** A route of a signed-in user. */
export interface UserRoute extends RouteBase {
  public?: false;
  handle: (ctx: UserContext) => Answer | Promise<Answer>;
}
export type ApiRoute = PublicRoute | UserRoute;

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
  const decrypted = deps.cipher.decrypt(q.replace(/ /g, '+'));
  if (!decrypted.ok) return undefined;
  return Object.fromEntries(new URLSearchParams(decrypted.text));
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
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const cookies: string[] = [];
        const answer = await answerRequest(route, request, deps, cookies);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return sendAnswer(reply, deps, answer);
      },
    });
  }
}
