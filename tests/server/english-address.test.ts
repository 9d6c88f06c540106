/**
 * The English romaniser of places without English (src/server/places/english-address.ts): pinyin
 * by word, as Chinese place names are written in Latin letters (GB/T 16159).
 */
import { describe, expect, it } from 'vitest';

import { cityCodeOf, cityNameOf, divisionName } from '../../src/server/places/divisions.ts';
import { cityNameEn, districtNameEn, englishAddress, romanise } from '../../src/server/places/english-address.ts';

describe('romanise', () => {
  it.each([
    ['人民广场', 'Renmin Guangchang'],
    ['黄浦区', 'Huangpu Qu'],
    ['浦东新区', 'Pudong Xinqu'],
    ['南京东路300号', 'Nanjing Donglu 300 Hao'],
    ['人民大道185号', 'Renmin Dadao 185 Hao'],
    ['陆家嘴环路1000号', 'Lujiazui Huanlu 1000 Hao'],
    ['上海虹桥站', 'Shanghai Hongqiao Zhan'],
    ['上海虹桥国际机场T2航站楼', 'Shanghai Hongqiao Guoji Jichang T2 Hangzhanlou'],
    ['上海中心大厦', 'Shanghai Zhongxin Dasha'],
    ['外滩', 'Waitan'],
    ['豫园', 'Yuyuan'],
    ['中山公园', 'Zhongshan Gongyuan'],
    ['静安寺', "Jing'an Si"],
    ['延安东路222号', "Yan'an Donglu 222 Hao"],
    ['绿地中心', 'Lüdi Zhongxin'],
    ['闵行区', 'Minhang Qu'],
    ['莘庄', 'Xinzhuang'],
    ['重庆南路', 'Chongqing Nanlu'],
    ['人民广场(地铁站)', 'Renmin Guangchang (Ditie Zhan)'],
    ['来福士广场（人民广场店）', 'Laifushi Guangchang (Renmin Guangchang Dian)'],
    ['SOHO东海广场', 'SOHO Donghai Guangchang'],
    ['深圳北站', 'Shenzhen Bei Zhan'],
  ])('%s → %s', (chinese, latin) => {
    expect(romanise(chinese)).toBe(latin);
  });
});

describe('englishAddress', () => {
  it('writes name, district and city in pinyin when the place has no English name', () => {
    expect(englishAddress({ name: '人民广场', district: '黄浦区', cityName: '上海市' })).toBe('Renmin Guangchang, Huangpu Qu, Shanghai');
    expect(englishAddress({ name: '天河城', district: '天河区', cityName: '广州市' })).toBe('Tianhe Cheng, Tianhe Qu, Guangzhou');
    expect(englishAddress({ name: '人民广场', cityName: '上海市' })).toBe('Renmin Guangchang, Shanghai');
  });

  it('uses the English name when there is one, with the district\'s kind in English', () => {
    expect(englishAddress({ name: '人民广场', nameEn: "People's Square", district: '黄浦区', cityName: '上海市' })).toBe("People's Square, Huangpu District, Shanghai");
    expect(englishAddress({ name: '陆家嘴', nameEn: 'Lujiazui', district: '浦东新区', cityName: '上海市' })).toBe('Lujiazui, Pudong New Area, Shanghai');
    expect(districtNameEn('昆山市', 'english')).toBe('Kunshan');
    expect(districtNameEn('昆山市')).toBe('Kunshan Shi');
    expect(cityNameEn('苏州市')).toBe('Suzhou');
  });
});

describe('divisions (GB/T 2260)', () => {
  it('names codes and finds the city of a district', () => {
    expect(divisionName('310101')).toBe('黄浦区');
    expect(cityCodeOf('310101')).toBe('310100');
    expect(cityCodeOf('440106')).toBe('440100');
    expect(cityNameOf('310100')).toBe('上海市');
    expect(cityNameOf('440100')).toBe('广州市');
    expect(cityNameOf('110100')).toBe('北京市');
  });
});
