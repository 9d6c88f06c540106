/**
 * The suggestion index of one city's bundled places (docs/places.md "Search"): a MiniSearch
 * full-text index (a kept library; we only choose the terms) over
 *
 * - the name and the address as Chinese characters and character pairs (Chinese has no spaces to
 *   split words at: `人民广场` is found by `人民`, `广场`, `民广` and by the whole);
 * - the name's pinyin, whole (`renminguangchang`) and by syllable (`guang`), matched as a prefix;
 * - the name's initials (`rmgc`), matched as a prefix.
 *
 * Text with a Chinese character is matched against the characters (every pair must match); text
 * without one against the pinyin and initials. Hits are ranked by MiniSearch's relevance, then
 * raised for a name that is the text or starts with it and for a hub (`CATEGORY_WEIGHT`), and
 * lowered with the distance from the city centre (`rank`).
 */
import MiniSearch from 'minisearch';
import { pinyin } from 'pinyin-pro';

import { haversineKm, type GeoPoint } from '../../tariff.ts';
import type { ProviderPlace } from '../provider.ts';

const CJK = /[\u3400-\u9fff]/;
const CJK_RUN = /[\u3400-\u9fff]+/g;
const LATIN_WORD = /[a-z0-9]+/g;

/** A place's text as the index sees it. */
interface Doc {
  id: number;
  name: string;
  address: string;
  pinyin: string;
  initials: string;
}

/** The characters and character pairs of the Chinese in a text, and its words in letters or digits. */
function chineseTerms(text: string, pairsOnly: boolean): string[] {
  const terms: string[] = [];
  for (const run of text.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (!pairsOnly || chars.length === 1) terms.push(...chars);
    for (let i = 1; i < chars.length; i += 1) terms.push(`${chars[i - 1]}${chars[i]}`);
  }
  terms.push(...(text.toLowerCase().match(LATIN_WORD) ?? []));
  return terms;
}

/** What a booker types in letters, as one term: lower case, no spaces or apostrophes (`Ren Min` → `renmin`). */
const latinQuery = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function docOf(place: ProviderPlace, id: number): Doc {
  const syllables = pinyin(place.name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).map((s) => latinQuery(s)).filter((s) => s !== '');
  const initials = pinyin(place.name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).map((s) => latinQuery(s)).join('');
  return { id, name: place.name, address: place.address, pinyin: [syllables.join(''), ...syllables].join(' '), initials };
}

export interface PlaceIndex {
  /** The best places for a text, at most `limit`, of the kinds asked (all when absent). */
  search(text: string, limit: number, addressTypes?: readonly number[]): ProviderPlace[];
  readonly size: number;
}

/**
 * How much a hit counts for what its place is: the hubs people travel to and from (airports, railway
 * stations) over a street corner of the same name; a whole district under a place in it.
 */
const CATEGORY_WEIGHT: Readonly<Record<string, number>> = { 机场: 2.5, 火车站: 2, 交通枢纽: 1.5, 行政区: 0.8 };

/** How much a hit's place counts for being `km` from the centre: 1 at the centre, ½ at 25 km. */
const nearness = (km: number) => 1 / (1 + km / 25);

/**
 * @example buildPlaceIndex(shanghaiPlaces, { lat: 31.2304, lng: 121.4737 }).search('rmgc', 5)[0]?.name // '人民广场'
 */
export function buildPlaceIndex(places: readonly ProviderPlace[], centre: GeoPoint): PlaceIndex {
  const index = new MiniSearch<Doc>({
    fields: ['name', 'address', 'pinyin', 'initials'],
    // A one-character text is looked for in names only: the address is indexed by pairs (half its terms).
    tokenize: (text, field) => (field === 'pinyin' || field === 'initials' ? text.split(' ') : chineseTerms(text, field === 'address')),
    processTerm: (term) => term,
  });
  index.addAll(places.map(docOf));
  const distance = places.map((p) => haversineKm(p, centre));

  function rank(text: string, hits: readonly { id: number; score: number }[]) {
    return hits
      .map((hit) => {
        const { name, category } = places[hit.id]!;
        const exact = name === text ? 4 : name.startsWith(text) ? 2 : 1;
        return { id: hit.id, score: hit.score * exact * (CATEGORY_WEIGHT[category] ?? 1) * nearness(distance[hit.id]!) };
      })
      .sort((a, b) => b.score - a.score);
  }

  return {
    size: places.length,
    search(raw, limit, addressTypes) {
      const text = raw.trim();
      if (text === '') return [];
      const allowed = addressTypes ? (hit: { id: number }) => addressTypes.includes(places[hit.id]!.addressType) : undefined;
      const hits = CJK.test(text)
        ? index.search(text, {
            fields: ['name', 'address'],
            boost: { name: 3 },
            combineWith: 'AND',
            tokenize: (query) => chineseTerms(query, true),
            ...(allowed ? { filter: allowed } : {}),
          })
        : latinQuery(text) === ''
          ? []
          : index.search(latinQuery(text), {
              fields: ['pinyin', 'initials'],
              boost: { initials: 1.5 },
              prefix: true,
              tokenize: (query) => [query],
              ...(allowed ? { filter: allowed } : {}),
            });
      return rank(text, hits)
        .slice(0, limit)
        .map((hit) => places[hit.id]!);
    },
  };
}
