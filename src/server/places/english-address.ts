/**
 * Chinese place words in English letters (docs/places.md "English addresses"), for a place whose
 * source has no English name: the stem in pinyin without tones (`pinyin-pro`, which reads
 * polyphones by context: 长宁 Changning, 重庆 Chongqing), a known suffix in English.
 *
 * @example romanised('黄浦区') // 'Huangpu District'
 * @example romanised('上海') // 'Shanghai'
 * @example romanised('人民广场') // 'Renminguangchang'
 */
import { pinyin } from 'pinyin-pro';

/** Suffixes said in English, longest first. */
const SUFFIXES: readonly [string, string][] = [
  ['新区', 'New Area'],
  ['大道', 'Avenue'],
  ['区', 'District'],
  ['县', 'County'],
  ['市', ''],
  ['路', 'Road'],
  ['街', 'Street'],
];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function romanised(text: string): string {
  const suffix = SUFFIXES.find(([zh]) => text.length > zh.length + 1 && text.endsWith(zh));
  const stem = suffix ? text.slice(0, -suffix[0].length) : text;
  const letters = pinyin(stem, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .replace(/\s+/g, '');
  return [capital(letters), suffix?.[1] ?? ''].filter((w) => w !== '').join(' ');
}
