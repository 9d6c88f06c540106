/**
 * Which place provider the server runs (docs/places.md "Switching providers"): AMap when the
 * server has a Web Service key (`AMAP_KEY`), the bundled places otherwise.
 *
 * AMap is called through the bundled places: a call AMap fails (a refused key, its daily quota, a
 * timeout, the network) is answered by the bundled provider and logged in Chinese and English
 * (never the key), so a booker never meets an error they did not cause; a cancelled call is not a
 * failure and is not answered.
 */
import type { Db } from '../db/database.ts';
import { createAmapProvider } from './amap/provider.ts';
import type { BundledProvider } from './bundled/bundled-provider.ts';
import { createPlaceCache } from '../store/place-cache.ts';
import type { CachingProvider } from './place-service.ts';
import { PlaceProviderError } from './provider-error.ts';
import type { PlaceProvider } from './provider.ts';

/** What builds a provider once the server has its database and its bundled places. */
export type ProviderFactory = (db: Db, bundled: BundledProvider, log: (line: string) => void) => CachingProvider;

/**
 * `primary`, answered by `fallback` where it fails with a `PlaceProviderError`.
 *
 * @example withFallback(amap, bundled, console.log).suggest({ cityCode: '310100', text: '外滩', limit: 5 }) // bundled answers when AMap's key is refused
 */
export function withFallback(primary: PlaceProvider, fallback: PlaceProvider, log: (line: string) => void): PlaceProvider {
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, instead: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof PlaceProviderError)) throw error;
        log(`[places] ${error.bilingual}；改用内置地点 / answered by the bundled places`);
        return instead(...args);
      }
    };
  return {
    name: primary.name,
    suggest: guarded((q) => primary.suggest(q), (q) => fallback.suggest(q)),
    geocode: guarded((q) => primary.geocode(q), (q) => fallback.geocode(q)),
    reverseGeocode: guarded((p, s) => primary.reverseGeocode(p, s), (p, s) => fallback.reverseGeocode(p, s)),
    byId: guarded((id) => primary.byId(id), (id) => fallback.byId(id)),
    route: guarded((points, s) => primary.route(points, s), (points, s) => fallback.route(points, s)),
  };
}

/** The AMap provider over this key, its places kept in the database for `cached`. */
export function amapProvider(key: string): ProviderFactory {
  return (db, bundled, log) => {
    const amap = createAmapProvider({ key, db });
    const cache = createPlaceCache(db, { provider: 'amap' });
    return { ...withFallback(amap, bundled, log), cached: (placeId) => cache.get(placeId) };
  };
}

/** The provider an environment asks for: AMap with `AMAP_KEY`, else none (the bundled places). */
export function providerFromEnvironment(env: NodeJS.ProcessEnv): { factory: ProviderFactory | undefined; description: string } {
  const key = env.AMAP_KEY?.trim();
  return key ? { factory: amapProvider(key), description: '高德地图 Web 服务 / AMap Web Service' } : { factory: undefined, description: '内置地点数据 / bundled places (offline)' };
}
