/**
 * The shape of the curated landmark files (`./data/landmarks-<cityCode>.json`, docs/places.md
 * "Where the bundled data comes from"): one array per demo city of the places a booker names —
 * metro and railway stations, office towers, business districts, malls, hotels, hospitals,
 * universities, parks and sights — each with its district, its Chinese street address, its English
 * name and its coordinates in WGS-84 (as published; converted to GCJ-02 when the index is built).
 */

/** What a curated place is; 火车站 are railway stations (address kind 2), the rest ordinary places (3). */
export const LANDMARK_CATEGORIES = [
  '地铁站',
  '火车站',
  '交通枢纽',
  '商务楼宇',
  '商圈',
  '购物中心',
  '产业园区',
  '会展中心',
  '酒店',
  '医院',
  '高校',
  '政府机构',
  '景点',
  '公园',
  '文化场馆',
  '体育场馆',
] as const;
export type LandmarkCategory = (typeof LANDMARK_CATEGORIES)[number];

export interface LandmarkRecord {
  /** The name a booker knows (`人民广场`, `上海中心大厦`, `上海虹桥站`); unique in its city. */
  name: string;
  category: LandmarkCategory;
  /** The district as GB/T 2260 names it today (`黄浦区`, `浦东新区`). */
  district: string;
  /** The Chinese street address, starting with the city (`上海市黄浦区人民大道120号`). */
  address: string;
  /** The English name (`People's Square`). */
  nameEn: string;
  /** WGS-84 degrees. */
  lat: number;
  lng: number;
}

/** The demo cities: every city of the seed (`db/seed/reference.json` cities), each with its file. */
export const DEMO_CITY_CODES = ['310100', '110100', '440100', '440300', '440600', '330100', '320500', '510100'] as const;

/** The fewest curated places a demo city has (issue 23). */
export const MIN_LANDMARKS_PER_CITY = 300;
