/** What every handler reaches: the database, the cipher, the clock, the log, and the enterprises' bundles. */
import type { Cipher } from '../shared/cipher.ts';
import type { EnterpriseBundle } from '../../rules/index.ts';
import type { Db } from './db/database.ts';
import type { Params } from './protocol/params.ts';
import type { UserRecord } from './store/users.ts';

export interface ServerDeps {
  db: Db;
  cipher: Cipher;
  now: () => number;
  log: (line: string) => void;
  /** The enterprise's bundle (D1), parsed once; undefined for an unknown enterprise. */
  bundleOf: (enterpriseId: number) => EnterpriseBundle | undefined;
}

/** One API request after the boundary: decrypted query parameters and the parsed JSON body. */
export interface RequestContext {
  deps: ServerDeps;
  params: Params;
  body: unknown;
  /** The session token of the request's cookie, when it names a live session. */
  sessionToken: string | undefined;
  setCookie: (cookie: string) => void;
}

/** A request of a signed-in user. */
export interface UserContext extends RequestContext {
  user: UserRecord;
  bundle: EnterpriseBundle;
}

export function createBundleCache(db: Db): (enterpriseId: number) => EnterpriseBundle | undefined {
  const cache = new Map<number, EnterpriseBundle>();
  return (enterpriseId) => {
    let bundle = cache.get(enterpriseId);
    if (!bundle) {
      const row = db.prepare('SELECT bundle_json FROM enterprises WHERE enterprise_id = ?').get(enterpriseId) as { bundle_json: string } | undefined;
      if (!row) return undefined;
      bundle = JSON.parse(row.bundle_json) as EnterpriseBundle;
      cache.set(enterpriseId, bundle);
    }
    return bundle;
  };
}
