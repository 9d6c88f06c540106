/**
 * The portal's own transport (`createTransport`, src/transport/) against a test server, in Node:
 * what the portal's api modules send is what the server takes. Each transport keeps its own
 * cookie jar, as one browser does. Node has no XMLHttpRequest, so a small one over fetch stands in
 * for uploads (the session cookie kept as a browser keeps it; upload progress reported once, at the
 * end, as fetch cannot report it).
 */
import { endpoints } from '../../src/shared/index.ts';
import { createTransport, type Transport, type TransportHooks } from '../../src/transport/index.ts';
import { lastSmsCode, type TestServer } from './client.ts';

/** A fetch that keeps one session cookie, as a browser does for the portal's origin (Node's fetch keeps none). */
export function cookieKeepingFetch(): typeof fetch {
  let cookie = '';
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    const session = set ? /ent_session=([^;]*)/.exec(set) : null;
    if (session) cookie = session[1] ? `ent_session=${session[1]}` : '';
    return response;
  };
}

/** The part of XMLHttpRequest the transport uses, over a fetch. */
class FetchXhr {
  private method = 'POST';
  private url = '';
  private readonly headers = new Headers();
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor(private readonly fetchFn: typeof fetch) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: Blob) {
    void (async () => {
      try {
        const response = await this.fetchFn(this.url, { method: this.method, headers: this.headers, body });
        this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

/** The portal's transport to `t`, with its own cookie jar; `fetch` is that jar's fetch (to read a file url as the browser would); `now` the server's clock when it is injected. */
export function portalTransport(t: Pick<TestServer, 'server'>, hooks: TransportHooks = {}, now: () => number = Date.now): { transport: Transport; fetch: typeof fetch } {
  const fetchFn = cookieKeepingFetch();
  const transport = createTransport({
    baseUrl: t.server.url,
    fetch: fetchFn,
    createXhr: () => new FetchXhr(fetchFn) as unknown as XMLHttpRequest,
    hooks,
    // The request timestamps follow the test server's clock (ServerOptions.now), as a real client's follow the real one.
    now: () => new Date(now()),
  });
  return { transport, fetch: fetchFn };
}

/** The portal's transport signed in as the user (password, then the SMS code of the log); throws when the user cannot sign in. */
export async function signedInTransport(t: Pick<TestServer, 'server' | 'logs'>, user: { phoneNumber: string; password: string }, hooks: TransportHooks = {}, now: () => number = Date.now) {
  const handle = portalTransport(t, hooks, now);
  const first = await handle.transport.call(endpoints.userLogin.passwordLogin, { body: user });
  if (!first.isSuccess) throw new Error(`${user.phoneNumber} could not sign in: ${first.message}`);
  const code = lastSmsCode(t.logs, user.phoneNumber);
  const second = await handle.transport.call(endpoints.userLogin.verificationCodeLogin, { body: { phoneNumber: user.phoneNumber, code } });
  if (!second.isSuccess) throw new Error(`${user.phoneNumber} could not sign in: ${second.message}`);
  return handle;
}
