/**
 * docs/places.md "Switching providers": AMap when the server has `AMAP_KEY`, the bundled places
 * otherwise; a call AMap fails is answered by the bundled places and logged in Chinese and English,
 * never with the key; a cancelled call stays cancelled.
 */
import { describe, expect, it } from 'vitest';

import referenceJson from '../../src/server/db/seed/reference.json' with { type: 'json' };
import type { City } from '../../src/server/db/reference-data.ts';
import { createBundledProvider } from '../../src/server/places/bundled/bundled-provider.ts';
import { providerFromEnvironment, withFallback } from '../../src/server/places/choose-provider.ts';
import { PlaceProviderError } from '../../src/server/places/provider-error.ts';
import type { PlaceProvider } from '../../src/server/places/provider.ts';

const bundled = createBundledProvider(referenceJson.cities as City[], referenceJson.airports);
const KEY = 'secret-amap-key-123';

/** A provider whose every call fails as AMap does with a refused key. */
function refusing(error: Error): PlaceProvider {
  const fail = () => Promise.reject(error);
  return { name: 'amap', suggest: fail, geocode: fail, reverseGeocode: fail, byId: fail, route: fail };
}

const refusedKey = new PlaceProviderError({ provider: 'amap', operation: 'inputtips', failure: 'refused', messageZh: '高德地图拒绝了服务器的密钥（10001）', messageEn: 'AMap refused the server key (10001)', code: '10001' });

describe('choosing the provider', () => {
  it('AMAP_KEY chooses AMap; without it (or blank) the bundled places', () => {
    expect(providerFromEnvironment({ AMAP_KEY: KEY }).factory).toBeTypeOf('function');
    expect(providerFromEnvironment({}).factory).toBeUndefined();
    expect(providerFromEnvironment({ AMAP_KEY: '  ' }).factory).toBeUndefined();
    expect(providerFromEnvironment({ AMAP_KEY: KEY }).description).not.toContain(KEY);
  });

  it('a call AMap fails is answered by the bundled places, logged in Chinese and English without the key', async () => {
    const lines: string[] = [];
    const provider = withFallback(refusing(refusedKey), bundled, (line) => lines.push(line));
    const found = await provider.suggest({ cityCode: '310100', text: '外滩', limit: 3 });
    expect(found[0]?.name).toBe('外滩');
    const route = await provider.route([found[0]!, found[0]!]);
    expect(route.distanceKm).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('高德地图拒绝了服务器的密钥（10001） / AMap refused the server key (10001)');
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('anything else (a cancelled call, a fault) is not answered by the bundled places', async () => {
    const cancelled = new DOMException('The operation was aborted.', 'AbortError');
    const provider = withFallback(refusing(cancelled), bundled, () => {});
    await expect(provider.suggest({ cityCode: '310100', text: '外滩', limit: 3 })).rejects.toBe(cancelled);
  });
});
