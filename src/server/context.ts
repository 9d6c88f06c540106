/** What every handler reaches: the database, the cipher, the clock, the log, and the enterprises' bundles. */
import type { Cipher } from '../shared/cipher.ts';
import { withNoAuditBookers, type EnterpriseBundle } from '../../rules/index.ts';
import type { AttachmentQuotas } from './attachment-quotas.ts';
import type { Db } from './db/database.ts';
import type { PlaceService } from './places/place-service.ts';
import type { Params } from './protocol/params.ts';
import { enterpriseBundle } from './store/enterprises.ts';
import type { PasswordKdf } from './store/passwords.ts';
import { noAuditUserIds, type UserRecord } from './store/users.ts';

export interface ServerDeps {
  db: Db;
  cipher: Cipher;
  now: () => number;
  log: (line: string) => void;
  /**
   * The enterprise's bundle (D1), parsed once, with the bookers its administrators put on the no-audit
   * list joined to the bundle's own lists (docs/administration.md "用户"); undefined for an unknown enterprise.
   */
  bundleOf: (enterpriseId: number) => EnterpriseBundle | undefined;
  /** Drops the enterprise's kept bundle after a config save (issue 10 §1) or a change of its no-audit list, so the next request reads the new one. */
  forgetBundle: (enterpriseId: number) => void;
  /** The password hash's key derivation (scrypt off the event loop; tests count its calls). */
  passwordKdf: PasswordKdf;
  /** The upload quotas of a user and an enterprise over 24 hours (attachment-quotas.ts; tests scale them down). */
  attachmentQuotas: AttachmentQuotas;
  /** The places and routes the server knows (docs/places.md): the provider chosen at start, the bundled places, the kept routes. */
  places: PlaceService;
  /** The portal's public address without a trailing slash (public-url.ts): what the approval e-mails and SMS link to. */
  publicUrl: () => string;
}

/** One API request after the boundary: decrypted query parameters and the parsed JSON body. */
export interface RequestContext {
  deps: ServerDeps;
  params: Params;
  /** The parsed JSON body; for an upload endpoint the file's bytes (a Buffer), undefined when empty. */
  body: unknown;
  /** The request's Content-Type header (an upload's file type). */
  contentType: string | undefined;
  /** The session token of the request's cookie, when it names a live session. */
  sessionToken: string | undefined;
  setCookie: (cookie: string) => void;
  /** The client's address (fastify `request.ip`, the socket's peer), the key of per-client rate limits. */
  clientAddress: string;
}

/** A request of a signed-in user. */
export interface UserContext extends RequestContext {
  user: UserRecord;
  bundle: EnterpriseBundle;
}

/** Each enterprise's bundle with its no-audit list, read from the store once and kept until a config save or a list change forgets it. */
export function createBundleCache(db: Db): Pick<ServerDeps, 'bundleOf' | 'forgetBundle'> {
  const cache = new Map<number, EnterpriseBundle>();
  const bundleOf = (enterpriseId: number) => {
    let bundle = cache.get(enterpriseId);
    if (!bundle) {
      const stored = enterpriseBundle(db, enterpriseId);
      if (!stored) return undefined;
      bundle = withNoAuditBookers(stored, noAuditUserIds(db, enterpriseId));
      cache.set(enterpriseId, bundle);
    }
    return bundle;
  };
  return { bundleOf, forgetBundle: (enterpriseId) => void cache.delete(enterpriseId) };
}
