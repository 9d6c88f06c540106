/**
 * The place search's cost (issue 23 §3, docs/performance.md "Place suggestions"): the bundled
 * index built once at start (its time and the heap it holds), and suggestions for a 2-character
 * input over a city of 10,000 places, p95 ≤ 20 ms. The baseline is the plainest search, a scan of
 * every place's name and address for the text, run in the same process over the same places.
 *
 * The 10,000 places are the real 上海 places and, to make up the number, the real ones again as
 * the buildings, gates and towers a map knows around them (`人民广场 3号楼`), a few hundred metres off.
 *
 * `benchPlaces()` returns the rows for `npm run bench`; run alone: `npx tsx tests/bench/places.bench.ts`.
 */
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import type { City } from '../../src/server/db/reference-data.ts';
import referenceJson from '../../src/server/db/seed/reference.json' with { type: 'json' };
import { createBundledProvider } from '../../src/server/places/bundled/bundled-provider.ts';
import { buildPlaceIndex } from '../../src/server/places/bundled/place-index.ts';
import type { ProviderPlace } from '../../src/server/places/provider.ts';
import { percentile, seededRandom as random, type BenchRow } from './results.ts';

const TARGET_P95_MS = 20;
const CITY_SIZE = 10_000;
const QUERIES = 400;

const cities = referenceJson.cities as City[];
const shanghai = cities.find((c) => c.cityCode === '310100')!;

/** Heap in use after a full collection, MB. */
function heapMb(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const PARTS = ['南门', '北门', '东门', '西门', '停车场', '1号楼', '2号楼', '3号楼', 'A座', 'B座', '裙楼', '写字楼', '公寓', '地下车库', '出租车候客点', '落客区', '服务中心', '广场', '商务楼', '配套'];

/** `size` places: the real ones, then their surroundings until the count is reached. */
function cityOf(real: readonly ProviderPlace[], size: number): ProviderPlace[] {
  const next = random(23);
  const out = [...real];
  for (let i = 0; out.length < size; i += 1) {
    const base = real[i % real.length]!;
    const part = PARTS[Math.floor(i / real.length) % PARTS.length]!;
    out.push({ ...base, placeId: `poi:bench${i}`, name: `${base.name}${part}${Math.floor(i / (real.length * PARTS.length)) || ''}`, lat: base.lat + (next() - 0.5) * 0.006, lng: base.lng + (next() - 0.5) * 0.006 });
  }
  return out;
}

/** 2-character texts a booker types: pairs of characters from real names, and 2-letter pinyin and initials. */
function queries(real: readonly ProviderPlace[]): { chinese: string[]; letters: string[] } {
  const next = random(7);
  const named = real.filter((p) => [...p.name].length >= 2);
  const chinese = Array.from({ length: QUERIES }, () => {
    const chars = [...named[Math.floor(next() * named.length)]!.name];
    const at = Math.floor(next() * (chars.length - 1));
    return `${chars[at]}${chars[at + 1]}`;
  });
  const letters = Array.from({ length: QUERIES }, () => 'abcdefghjklmnpqrstwxyz'[Math.floor(next() * 22)]! + 'aehinou'[Math.floor(next() * 7)]!);
  return { chinese, letters };
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function benchPlaces(): BenchRow[] {
  const before = heapMb();
  const provider = createBundledProvider(cities, referenceJson.airports);
  const { places, buildMs } = provider.warm();
  const heldMb = heapMb() - before;

  const real = provider.placesIn(shanghai.cityCode);
  const big = cityOf(real, CITY_SIZE);
  const bigBuildMs = timed(() => buildPlaceIndex(big, shanghai));
  const index = buildPlaceIndex(big, shanghai);
  const { chinese, letters } = queries(real);

  // Warm both paths once (the JIT), then measure each text.
  for (const text of chinese.slice(0, 20)) index.search(text, 10);
  const scan = (text: string) => big.filter((p) => p.name.includes(text) || p.address.includes(text)).slice(0, 10);
  for (const text of chinese.slice(0, 20)) scan(text);
  const ours = chinese.map((text) => timed(() => index.search(text, 10)));
  const baseline = chinese.map((text) => timed(() => scan(text)));
  const lettered = letters.map((text) => timed(() => index.search(text, 10)));
  const p95 = percentile(ours, 95);

  return [
    { part: 'node', row: `places: bundled index built at start, ${places} places of ${cities.length} cities`, unit: 'ms', ours: buildMs, note: `heap held ${heldMb.toFixed(1)} MB` },
    { part: 'node', row: `places: heap the bundled index holds (${places} places)`, unit: 'MB', ours: heldMb },
    { part: 'node', row: `places: index of one city of ${CITY_SIZE.toLocaleString('en')} places built`, unit: 'ms', ours: bigBuildMs },
    {
      part: 'node',
      row: `places: suggestions for 2 Chinese characters, ${CITY_SIZE.toLocaleString('en')} places, p95 (baseline: scan of names and addresses)`,
      unit: 'ms',
      ours: p95,
      baseline: percentile(baseline, 95),
      target: `≤ ${TARGET_P95_MS} ms`,
      met: p95 <= TARGET_P95_MS,
    },
    { part: 'node', row: `places: suggestions for 2 letters (pinyin, initials), ${CITY_SIZE.toLocaleString('en')} places, p95`, unit: 'ms', ours: percentile(lettered, 95), target: `≤ ${TARGET_P95_MS} ms`, met: percentile(lettered, 95) <= TARGET_P95_MS },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.table(benchPlaces());
