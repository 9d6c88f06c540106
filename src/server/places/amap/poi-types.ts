/**
 * What an AMap POI type code (`typecode`, six digits: major, medium, minor class — AMap's
 * "POI分类编码" table) means for a booker: the address kind of spec §9 (1 airport, 2 railway
 * station, 3 ordinary) and a short Chinese word shown beside the suggestion (`地铁站`, `商务楼宇`).
 */

/** The address kinds of spec §9 a provider place can be. */
export const ADDRESS_TYPE = { airport: 1, railwayStation: 2, ordinary: 3 } as const;

/** Categories by type-code prefix, the longest prefix that matches wins. */
const CATEGORIES: [prefix: string, category: string][] = [
  ['1501', '机场'], // 150100 机场相关, 150101 候机室, 150104 飞机场
  ['1502', '火车站'],
  ['1503', '码头'],
  ['1504', '汽车站'], // 长途汽车站
  ['1505', '地铁站'],
  ['1506', '地铁站'], // 轻轨站
  ['1507', '公交站'],
  ['1509', '停车场'],
  ['15', '交通设施'],
  ['1201', '产业园区'],
  ['1202', '商务楼宇'], // 120200 楼宇, 120201 商务写字楼
  ['1203', '住宅区'],
  ['12', '商务住宅'],
  ['0601', '购物中心'], // 商场
  ['06', '购物'],
  ['05', '餐饮'],
  ['10', '酒店'],
  ['0901', '医院'], // 综合医院
  ['0902', '医院'], // 专科医院
  ['09', '医疗'],
  ['141201', '高校'],
  ['1412', '学校'],
  ['1401', '文化场馆'], // 博物馆
  ['1402', '会展中心'], // 展览馆
  ['1403', '会展中心'],
  ['14', '文化场馆'],
  ['110105', '广场'], // 城市广场
  ['1101', '公园'],
  ['11', '景点'],
  ['13', '政府机构'],
  ['0801', '体育场馆'],
  ['08', '休闲娱乐'],
  ['07', '生活服务'],
  ['16', '金融机构'],
  ['17', '公司企业'],
  ['190301', '道路'],
  ['19', '地名'],
  ['20', '公共设施'],
];

/** The first of `150104|150500` (a POI of several types is the first). */
const firstTypeCode = (typecode: string): string => typecode.split('|')[0]?.trim() ?? '';

/** The address kind of a POI type: 1501xx airport (飞机场, 候机室, 机场相关) 1, 1502xx railway station 2, else 3. */
export function addressTypeOf(typecode: string): number {
  const code = firstTypeCode(typecode);
  if (code.startsWith('1501')) return ADDRESS_TYPE.airport;
  if (code.startsWith('1502')) return ADDRESS_TYPE.railwayStation;
  return ADDRESS_TYPE.ordinary;
}

/** A short Chinese word for a POI type (`150500` → `地铁站`); `地点` for a type not in the table. */
export function categoryOf(typecode: string): string {
  const code = firstTypeCode(typecode);
  let best: [string, string] | undefined;
  for (const entry of CATEGORIES) if (code.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1] ?? '地点';
}

/**
 * The terminal an airport POI's name names (`上海虹桥国际机场T2航站楼`, `虹桥机场2号航站楼` → `T2`), or
 * undefined (the airport as a whole).
 */
export function terminalOf(name: string): string | undefined {
  const normal = name.normalize('NFKC');
  const latin = /T\s?(\d)/i.exec(normal);
  if (latin) return `T${latin[1]}`;
  const chinese = /(\d)\s?号?航站楼/.exec(normal);
  return chinese ? `T${chinese[1]}` : undefined;
}
