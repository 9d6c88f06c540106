/**
 * The English address of a place that has no English of its own (docs/places.md "English
 * addresses"): the Chinese romanised with `pinyin-pro` the way Chinese place names are spelt in
 * Latin letters (GB/T 16159, the rules for Chinese geographical names), e.g.
 *
 *   englishAddress({ name: '人民广场', district: '黄浦区', cityName: '上海市' })
 *   // 'Renmin Guangchang, Huangpu Qu, Shanghai'
 *
 * A name is split into words: its generic part (`广场`, `东路`, `区`, `国际机场`, `号`) is a word of its
 * own, its specific part stays one word (`Renmin`), except that a GB/T 2260 division name inside it
 * is split off (`上海虹桥` → `Shanghai Hongqiao`). Syllables of one word are written together, with an
 * apostrophe before a syllable starting with a, o or e (`Jing'an`); ü stays ü (`Lüdi`). Digits and
 * Latin letters are kept (`T2`, `300`), full-width brackets become ASCII ones.
 *
 * Readings `pinyin-pro` gets wrong in place names (`闵行` is Minhang, `莘庄` Xinzhuang) are fixed by
 * a small table here (PLACE_READINGS), without touching `pinyin-pro`'s global dictionary (the bundled
 * search index uses it too).
 */
import { pinyin } from 'pinyin-pro';

import { shortDivisionName, toponyms } from './divisions.ts';

/**
 * Generic words of place names, written as their own word(s). Compound ones are split with a
 * space (`国际 机场` → `Guoji Jichang`).
 */
const GENERIC_WORDS = [
  '国际 机场', '机场', '航站楼', '火车站', '高铁站', '地铁站', '汽车站', '客运站', '公交站', '站',
  '东路', '西路', '南路', '北路', '中路', '环路', '路', '大道', '大街', '街道', '街', '巷', '弄', '里', '胡同', '公路',
  '广场', '大厦', '大楼', '中心', '购物 中心', '商城', '商场', '城', '酒店', '饭店', '宾馆', '公寓', '花园', '小区', '新村', '村',
  '公园', '景区', '风景区', '寺', '庙', '塔', '桥', '门', '湖', '山', '江', '河', '岛', '港', '码头',
  '医院', '大学', '学院', '中学', '小学', '学校', '博物馆', '美术馆', '图书馆', '体育场', '体育馆', '体育 中心', '会展 中心',
  '展览 中心', '国际 会展 中心', '大剧院', '剧院', '园区', '产业园', '科技园', '工业园', '开发区', '新区', '区', '县', '市', '镇', '乡', '号', '号楼', '栋', '座', '层', '店',
].map((entry) => ({ chinese: entry.replace(/ /g, ''), words: entry.split(' ') }));

/** Generic words longest first (the longest that ends a name wins). */
const GENERICS = [...GENERIC_WORDS].sort((a, b) => b.chinese.length - a.chinese.length);

/** Place-name readings `pinyin-pro` gets wrong, as one syllable per character. */
const PLACE_READINGS: Record<string, string[]> = {
  闵行: ['min', 'hang'],
  莘庄: ['xin', 'zhuang'],
  六安: ['lu', 'an'],
  番禺: ['pan', 'yu'],
  蚌埠: ['beng', 'bu'],
  大厦: ['da', 'sha'],
  厦门: ['xia', 'men'],
  乐清: ['yue', 'qing'],
  丽水: ['li', 'shui'],
  台州: ['tai', 'zhou'],
  长宁: ['chang', 'ning'],
  长安: ['chang', 'an'],
  重庆: ['chong', 'qing'],
  银行: ['yin', 'hang'],
  会展: ['hui', 'zhan'],
  柏树: ['bai', 'shu'],
};

const HAN = /\p{Script=Han}/u;

/** A word's syllables joined, capitalised, with the apostrophe before a, o, e. @example word(['jing', 'an']) // "Jing'an" */
function word(syllables: readonly string[]): string {
  const text = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One syllable per character of a run of Chinese characters, with PLACE_READINGS applied. */
function syllablesOf(run: string): string[] {
  const syllables = pinyin(run, { toneType: 'none', type: 'array' }).map((s) => s.toLowerCase());
  for (const [chinese, reading] of Object.entries(PLACE_READINGS)) {
    for (let at = run.indexOf(chinese); at >= 0; at = run.indexOf(chinese, at + chinese.length)) {
      syllables.splice(at, reading.length, ...reading);
    }
  }
  return syllables;
}

/** The words of a run of Chinese characters: its specific part (split at division names), then its generic words. */
function romaniseRun(run: string): string[] {
  const syllables = syllablesOf(run);
  const tail: string[] = [];
  let end = run.length;
  // One generic word of any length ends the name (a single character only after two or more: 豫园 stays one
  // word, 静安寺 is Jing'an Si); more generic words of two or more characters may precede it (上海中心大厦).
  for (let pass = 0; ; pass += 1) {
    const head = run.slice(0, end);
    const generic = GENERICS.find(
      (g) => head.endsWith(g.chinese) && (g.chinese.length > 1 ? head.length > g.chinese.length : pass === 0 && head.length - 1 >= 2),
    );
    if (!generic) break;
    let at = end - generic.chinese.length;
    const words = generic.words.map((part) => {
      const start = at;
      at += part.length;
      return word(syllables.slice(start, at));
    });
    tail.unshift(...words);
    end -= generic.chinese.length;
  }
  return [...splitAtToponyms(run.slice(0, end), syllables.slice(0, end)), ...tail];
}

/** The specific part of a name as words: a GB/T 2260 division name is a word of its own, the rest stays together. */
function splitAtToponyms(text: string, syllables: string[]): string[] {
  const { set, longest } = toponyms();
  const words: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < text.length; ) {
    let match = 0;
    for (let n = Math.min(longest, text.length - i); n >= 2; n -= 1) {
      if (set.has(text.slice(i, i + n))) {
        match = n;
        break;
      }
    }
    if (match > 0) {
      if (current.length > 0) words.push(word(current));
      words.push(word(syllables.slice(i, i + match)));
      current = [];
      i += match;
    } else {
      current.push(syllables[i] ?? '');
      i += 1;
    }
  }
  if (current.length > 0) words.push(word(current));
  return words;
}

const PUNCTUATION: Record<string, string> = { '（': '(', '）': ')', '，': ',', '、': ',', '；': ';', '：': ':', '·': ' ', '－': '-', '—': '-' };

/**
 * Chinese text in Latin letters, word by word.
 *
 * @example romanise('人民广场') // 'Renmin Guangchang'
 * @example romanise('南京东路300号') // 'Nanjing Donglu 300 Hao'
 * @example romanise('上海虹桥国际机场T2航站楼') // 'Shanghai Hongqiao Guoji Jichang T2 Hangzhanlou'
 */
export function romanise(text: string): string {
  const tokens: string[] = [];
  // Runs of Chinese characters, of Latin letters and digits, and single other characters.
  for (const [run] of text.normalize('NFKC').matchAll(/\p{Script=Han}+|[A-Za-z0-9.]+|\s+|./gu)) {
    if (HAN.test(run)) tokens.push(...romaniseRun(run));
    else tokens.push(PUNCTUATION[run] ?? run);
  }
  return tokens
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ ([),;:])/g, '$1')
    .replace(/([,;:])(?=\S)/g, '$1 ')
    .replace(/ - /g, '-')
    .trim();
}

/** A city's name in English: its short name romanised. @example cityNameEn('上海市') // 'Shanghai' */
export const cityNameEn = (cityName: string): string => romanise(shortDivisionName(cityName));

/** Kinds of districts in English, for `style: 'english'`. */
const DISTRICT_KINDS_EN: [RegExp, string][] = [
  [/新区$/, 'New Area'],
  [/区$/, 'District'],
  [/县$/, 'County'],
  [/市$/, ''],
];

/**
 * A district's name in English: `pinyin` style romanises it whole (`Huangpu Qu`), `english` style
 * says its kind in English (`Huangpu District`, `Pudong New Area`, `Kunshan` for a county-level city).
 */
export function districtNameEn(district: string, style: 'pinyin' | 'english' = 'pinyin'): string {
  if (style === 'pinyin') return romanise(district);
  for (const [suffix, kind] of DISTRICT_KINDS_EN) {
    if (suffix.test(district)) return [romanise(district.replace(suffix, '')), kind].filter(Boolean).join(' ');
  }
  return romanise(district);
}

export interface EnglishAddressParts {
  /** The place's name (or street address) in Chinese. */
  name: string;
  /** Its English name, when the source has one (`People's Square`): used instead of the romanised name. */
  nameEn?: string | undefined;
  /** The district in Chinese (`黄浦区`). */
  district?: string | undefined;
  /** The city in Chinese (`上海市`). */
  cityName: string;
}

/**
 * The English address of a place: its name, district and city, comma-separated. Without an English
 * name everything is pinyin (`Renmin Guangchang, Huangpu Qu, Shanghai`); with one the district says
 * its kind in English (`People's Square, Huangpu District, Shanghai`).
 */
export function englishAddress(parts: EnglishAddressParts): string {
  const style = parts.nameEn ? 'english' : 'pinyin';
  const name = parts.nameEn?.trim() || romanise(parts.name);
  const district = parts.district ? districtNameEn(parts.district, style) : '';
  return [name, district, cityNameEn(parts.cityName)].filter((part) => part.length > 0).join(', ');
}
