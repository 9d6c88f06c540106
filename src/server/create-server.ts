/**
 * The reference API server: a thin fastify server over SQLite. It validates at the boundary, asks
 * the rules core, and persists; it writes no booking rule of its own (docs/server.md).
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { API_PREFIXES as PREFIXES, DEFAULT_CIPHER_ENVIRONMENT, type CipherEnvironment } from '../shared/index.ts';
import { DEFAULT_ATTACHMENT_QUOTAS, type AttachmentQuotas } from './attachment-quotas.ts';
import { createBundleCache, type ServerDeps } from './context.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { deleteExpiredRows } from './store/expired-rows.ts';
import { scryptKdf, type PasswordKdf } from './store/passwords.ts';
import { registerApiRoutes, sendEnvelope, type ApiRoute } from './protocol/api-routes.ts';
import { createNodeCipher } from './protocol/node-cipher.ts';
import { browserHeaders } from './protocol/browser-headers.ts';
import { httpError } from './protocol/envelope.ts';
import { commonRenterRoutes } from './resources/common-renters.ts';
import { costCentreRoutes } from './resources/cost-centres.ts';
import { enterpriseUserActionRoutes } from './resources/enterprise-user-actions.ts';
import { enterpriseUserRoutes } from './resources/enterprise-users.ts';
import { institutionRoutes } from './resources/institutions.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { attachmentRoutes, registerAttachmentDownloads } from './routes/attachments.ts';
import { configAdminRoutes } from './routes/config-admin.ts';
import { enterpriseConfigRoutes } from './routes/enterprise-config.ts';
import { enterpriseSettingsRoutes } from './routes/enterprise-settings.ts';
import { fleetRoutes } from './routes/fleet.ts';
import { fleetAdminRoutes } from './routes/fleet-admin.ts';
import { fleetTripRoutes } from './routes/fleet-trips.ts';
import { fleetRecordRoutes } from './routes/fleet-records.ts';
import { fleetUpkeepRoutes } from './routes/fleet-upkeep.ts';
import { fleetIoRoutes } from './routes/fleet-io.ts';
import { fleetHistoryRoutes } from './routes/fleet-history.ts';
import { foundationRoutes } from './routes/foundation.ts';
import { placeRoutes } from './routes/places.ts';
import { registerDevMail } from './routes/dev-mail.ts';
import { registerMonitoring } from './routes/monitoring.ts';
import { orderExportRoutes } from './routes/order-exports.ts';
import { ownCarOrderRoutes } from './routes/own-car-orders.ts';
import { paymentAndPriceRoutes } from './routes/payments-and-prices.ts';
import { registerPricePictures } from './routes/price-pictures.ts';
import type { ProviderFactory } from './places/choose-provider.ts';
import { createPlaceService } from './places/place-service.ts';
import { checkPublicUrl, publicUrlRefusal } from './public-url.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { specialCarOrderRoutes } from './routes/special-car-orders.ts';
import { userCallRoutes } from './routes/user-calls.ts';

export interface ServerOptions {
  /** The data folder; `enterprise.db` is created and seeded there on first start. */
  dataDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  cipherEnvironment?: CipherEnvironment;
  /** The portal's build (`dist/`), served with the SPA fallback; no portal when absent. */
  staticDir?: string;
  /** Where log lines go (SMS codes among them); console.log by default. */
  log?: (line: string) => void;
  /** The clock, for tests of expiry; Date.now by default. */
  now?: () => number;
  /** The password hash's key derivation; scrypt on the thread pool by default (tests wrap it to count hashes). */
  passwordKdf?: PasswordKdf;
  /**
   * The monitoring intake (`/intake/v2/rum/events`, `/config/v1/rum/agents`) and `/dev/rum-events`.
   * Off by default: they answer 404 unless a demo or a test turns them on (`npm start` does, for the
   * portal's RUM agent; docs/server.md "Monitoring", docs/security.md §2).
   */
  monitoring?: boolean;
  /**
   * Origins besides the portal's own that its pages may connect to (the CSP's `connect-src`): those
   * of `VITE_API_BASE_URL` and `VITE_APM_SERVER_URL` when the portal was built for other servers.
   */
  connectSources?: readonly string[];
  /**
   * The upload quotas of one user and one enterprise over 24 hours; `DEFAULT_ATTACHMENT_QUOTAS`
   * (attachment-quotas.ts, each number with its reason) unless a test scales them down.
   */
  attachmentQuotas?: AttachmentQuotas;
  /** The place provider besides the bundled one (docs/places.md): AMap when `main.ts` has a key; the bundled places when absent. */
  placeProvider?: ProviderFactory;
  /** Build every city's places and search index before listening (`npm start`); else each city is built when first asked. */
  warmPlaces?: boolean;
  /**
   * The portal's public address (`PUBLIC_URL`, public-url.ts), which the approval e-mails and SMS
   * link to; the server's own `http://<host>:<port>` when absent. A value that is not an absolute
   * http(s) URL stops the start (`publicUrlRefusal`).
   */
  publicUrl?: string;
  /**
   * The demo mailbox `/dev/mail` (routes/dev-mail.ts): the e-mails and SMS the server "sent". Off by
   * default: a 404 unless `npm start` turns it on (`--dev-mail on` / `DEV_MAIL=on`) or a test does.
   */
  devMail?: boolean;
}

/** A route the server registered: its method and URL pattern (prefix included). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface RunningServer {
  url: string;
  /** The address the approval messages link to: `publicUrl` as checked, else `url`. */
  publicUrl: string;
  /** Every route registered, as fastify saw it (tests/server/routes.test.ts holds it to the catalogue). */
  routes: readonly RegisteredRoute[];
  close: () => Promise<void>;
}

/** The API prefix of spec §7 this server answers; the other four prefixes answer 404. */
export const API_PREFIX = PREFIXES.ENTERPRISE;
/** The Cache-Control of the build's content-hashed files (assets/): kept a year, never revalidated. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
const API_PREFIXES = Object.values(PREFIXES);
const JSON_PREFIXES = ['/intake/', '/config/', '/dev/', '/price-pictures/', '/attachments/'];

export const API_ROUTES: readonly ApiRoute[] = [
  ...signInRoutes,
  ...userCallRoutes,
  ...enterpriseConfigRoutes,
  ...configAdminRoutes,
  ...enterpriseSettingsRoutes,
  ...foundationRoutes,
  ...placeRoutes,
  ...fleetRoutes,
  ...fleetAdminRoutes,
  ...fleetTripRoutes,
  ...fleetRecordRoutes,
  ...fleetUpkeepRoutes,
  ...fleetIoRoutes,
  ...fleetHistoryRoutes,
  ...paymentAndPriceRoutes,
  ...specialCarOrderRoutes,
  ...ownCarOrderRoutes,
  ...orderExportRoutes,
  ...attachmentRoutes,
  ...approvalRoutes,
  ...enterpriseUserRoutes,
  ...enterpriseUserActionRoutes,
  ...costCentreRoutes,
  ...institutionRoutes,
  ...commonRenterRoutes,
];

const startsWithAny = (path: string, prefixes: readonly string[]) => {
  const lower = path.toLowerCase();
  return prefixes.some((p) => lower === p || lower.startsWith(p.endsWith('/') ? p : `${p}/`));
};

/**
 * Starts the server and resolves once it listens.
 *
 * @example const server = await createServer({ dataDir: '.data' }); console.log(server.url); await server.close();
 */
export async function createServer(options: ServerOptions): Promise<RunningServer> {
  const { dataDir, port = 0, host = '127.0.0.1', cipherEnvironment = DEFAULT_CIPHER_ENVIRONMENT, staticDir } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const configuredPublicUrl = options.publicUrl === undefined ? undefined : checkPublicUrl(options.publicUrl);
  if (options.publicUrl !== undefined && configuredPublicUrl === undefined) throw new Error(publicUrlRefusal(options.publicUrl));
  // The server's own address until it listens (a port of 0 is known only then).
  let publicUrl = configuredPublicUrl ?? `http://${host}:${port}`;
  const db = openDatabase(dataDir);
  if (seedIfEmpty(db, undefined, (options.now ?? Date.now)())) log(`[seed] 已从 fixtures/ 初始化数据库 / database seeded from fixtures/ (${resolve(dataDir)})`);
  const deps: ServerDeps = {
    db,
    cipher: createNodeCipher(cipherEnvironment),
    now: options.now ?? Date.now,
    log,
    ...createBundleCache(db),
    passwordKdf: options.passwordKdf ?? scryptKdf,
    attachmentQuotas: options.attachmentQuotas ?? DEFAULT_ATTACHMENT_QUOTAS,
    places: createPlaceService(db, options.now ?? Date.now, options.placeProvider, log),
    publicUrl: () => publicUrl,
  };
  if (options.warmPlaces) {
    const { places, buildMs } = deps.places.bundled.warm();
    log(`[places] 内置地点与搜索索引已就绪 / bundled places and search index ready: ${places} places in ${buildMs} ms`);
  }
  // Expired sessions, codes, rate-limit windows, untied uploads and attempt keys go at start; each
  // write then removes a bounded batch.
  deleteExpiredRows(db, deps.now());

  const app = Fastify({ logger: false, routerOptions: { caseSensitive: false } });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  // Bodies reach the plugins' own parsers; at the root (404s, the portal) a body is never parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Every answer, the portal's and the API's: no sniffing, no framing, the CSP (docs/security.md §7).
  const headers = browserHeaders(options.connectSources);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Source maps are never served, even when a build left some in the portal's folder.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.toLowerCase().endsWith('.map')) {
      void reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return;
    }
    done();
  });

  await app.register((api, _opts, done) => {
    registerApiRoutes(api, deps, API_ROUTES);
    done();
  }, { prefix: API_PREFIX });
  if (options.monitoring === true) {
    await app.register((monitoring, _opts, done) => {
      registerMonitoring(monitoring, deps);
      done();
    });
  }
  if (options.devMail === true) registerDevMail(app, deps);
  registerPricePictures(app);
  registerAttachmentDownloads(app, deps);

  const portal = staticDir !== undefined && existsSync(resolve(staticDir, 'index.html')) ? resolve(staticDir) : undefined;
  if (portal) {
    // Vite names everything under assets/ by its content's hash, so a name never changes meaning:
    // a browser keeps those a year without asking again (a revalidation per script cost every page
    // a round trip per chunk; issue 9, mount). index.html names the current hashes and is asked
    // again every time, so a new build is seen at once.
    const assets = resolve(portal, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: portal,
      wildcard: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE_ASSET : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (startsWithAny(path, API_PREFIXES)) return sendEnvelope(reply, deps, 404, httpError(404).envelope);
    if (startsWithAny(path, JSON_PREFIXES)) return reply.code(404).send({ error: 'not found' });
    const lastSegment = path.split('/').pop() ?? '';
    // Portal routes (no file extension) get the single-page app; its router shows its own not-found page.
    if (portal && (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = `http://${urlHost}:${actualPort}`;
  publicUrl = configuredPublicUrl ?? url;
  return {
    url,
    publicUrl,
    routes,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
