/** Order payloads for the server tests, built from booking forms with the rules core's builders. */
import {
  AddressType,
  buildOwnCarOrder,
  buildSpecialCarOrder,
  DEFAULT_ORDER_TYPE,
  defaultTravelTime,
  PaymentType,
  RegionType,
  ServiceType,
  type OwnCarForm,
  type SpecialCarForm,
} from '../../rules/index.ts';
import type { OwnCarOrderPayload, SpecialCarOrderPayload } from '../../rules/index.ts';

type SpecialAddress = SpecialCarForm['pickUp'];

const address = (fields: Partial<SpecialAddress>): SpecialAddress => ({
  addressType: AddressType.ORDINARY.value,
  city: '',
  cityCode: '',
  province: '',
  address: '',
  landmark: '',
  addressEn: '',
  lat: null,
  lng: null,
  airPortCode: '',
  flightNumber: '',
  terminal: '',
  plannedTime: '',
  remark: '',
  isModifyAddress: false,
  office: '',
  ...fields,
});

/**
 * Seeded places (db/seed/reference.json) with the \`placeId\` the place lookups answer, as the
 * portal sends them: the server prices from the place (docs/server.md "Places").
 */
export const LUJIAZUI = address({ city: '上海', cityCode: '310100', province: '上海市', address: '上海市浦东新区陆家嘴环路1000号', landmark: '恒生银行大厦', lat: 31.2397, lng: 121.5057, placeId: 'address:101' });
export const HANGZHOU_SOFTWARE_PARK = address({ city: '杭州', cityCode: '330100', province: '浙江省', address: '浙江省杭州市西湖区文三路90号', landmark: '东部软件园', lat: 30.2807, lng: 120.1346, placeId: 'address:371' });
export const PUDONG_AIRPORT = address({ addressType: AddressType.AIRPORT.value, city: '上海', cityCode: '310100', province: '上海市', address: '上海浦东国际机场', landmark: '上海浦东国际机场', airPortCode: 'PVG', lat: 31.1443, lng: 121.8083, placeId: 'airport:PVG' });

/** An address as a client without place ids sends it: the server matches its text against its places. */
export function byText<A extends { placeId?: string }>(address: A): Omit<A, 'placeId'> {
  const { placeId: _placeId, ...rest } = address;
  return rest;
}

/** A special-car booking of the demo booker at 上海华信 (1001) that its rules accept: intercity one-way, checkout, all required fields. */
export function specialCarForm(overrides: Partial<SpecialCarForm> = {}): SpecialCarForm {
  return {
    bookerName: '王小明',
    bookerPhone: '13800000001',
    bookerEmail: 'wangxiaoming@huaxin-tech.example.cn',
    passName: '陈晓明',
    passPhone: '13800000003',
    passEmail: '',
    passEmployeeId: 'HX0023',
    passList: [],
    orderType: DEFAULT_ORDER_TYPE,
    trainStaff: 1,
    tripType: ServiceType.INTERCITY_ONE_WAY.value,
    travelDateTime: defaultTravelTime(Date.now()),
    travelTime: null,
    pickUp: LUJIAZUI,
    destination: HANGZHOU_SOFTWARE_PARK,
    isStop: false,
    additionStopsList: [],
    isMeetGreet: false,
    firstCarType: 2,
    secondCarType: 21,
    mileage: 214.3,
    time: 322,
    priceRemark: '',
    priceEnglishRemark: '',
    isIncludeParkingFee: false,
    isIncludeTollsFee: false,
    paymentType: PaymentType.CHECKOUT.value,
    ECardList: [],
    ECardAmount: 0,
    creditCard: null,
    // Real people of 上海华信 as the server holds them (the server resolves every approver, docs/approvals.md).
    approverName: '李建华',
    approverEmail: 'lijianhua@huaxin-tech.example.cn',
    approverPhone: '13912345678',
    administrativeReviewerMsg: { email: 'zhouguodong@huaxin-tech.example.cn', city: '上海', phoneNumber: '13912349999' },
    justification: '客户拜访',
    costCentre: '研发中心',
    specialCostCentre: null,
    costCentreOwner: '',
    specialConfigList: [
      { id: 101, name: '项目编号', value: 'PRJ-2026-118' },
      { id: 102, name: '出差事由', value: 1 },
    ],
    sms: [1],
    specialRequirements: [],
    baggage: [51],
    ...overrides,
  };
}

export function specialCarPayload(overrides: Partial<SpecialCarForm> = {}): SpecialCarOrderPayload {
  return buildSpecialCarOrder(specialCarForm(overrides), { enterpriseId: 1001, userId: 'u-1001-101', userLevel: 1 });
}

type OwnAddress = OwnCarForm['pickUp'];
const ownAddress = (fields: Partial<OwnAddress>): OwnAddress => ({
  addressType: AddressType.ORDINARY.value, city: '', cityCode: '', address: '', landmark: '', lat: null, lng: null, airline: '', trainNumber: '', ...fields,
});

/** An own-car booking of the demo booker at 上海华信 (1001): same city, 3 hours, 出差事由 chosen. */
export function ownCarForm(overrides: Partial<OwnCarForm> = {}): OwnCarForm {
  const from = defaultTravelTime(Date.now());
  const to = defaultTravelTime(Date.now() + 3 * 3600_000);
  return {
    fromTime: from,
    beforeAllow: 0,
    toTime: to,
    afterAllow: 0,
    tripType: RegionType.SAME_CITY.value,
    pickUp: ownAddress({ city: '上海', cityCode: '310100', address: '上海市浦东新区张江高科碧波路690号', landmark: '华信智能科技总部', lat: 31.2035, lng: 121.5914, placeId: 'company:401' }),
    destination: ownAddress({ city: '上海', cityCode: '310100', address: '上海市静安区南京西路1515号', landmark: '静安嘉里中心', lat: 31.224, lng: 121.4475, placeId: 'address:103' }),
    isStop: false,
    isMeetGreet: false,
    additionStopsList: [],
    bookerName: '王小明',
    bookerPhone: '13800000001',
    bookerEmail: 'wangxiaoming@huaxin-tech.example.cn',
    passName: '王小明',
    passPhone: '13800000001',
    passEmail: '',
    passList: [],
    contactPhone: '13800000001',
    passNo: 1,
    specialConfig: [{ id: 102, name: '出差事由', value: 2 }],
    costCentre: '研发中心',
    specialCostCentre: null,
    costCentreOwner: '李建华',
    carType: 2,
    carLicense: '沪A·D1234',
    carOwnEnterprise: 1001,
    comments: '',
    sms: [4, 8],
    auditor: { phoneNumber: '13912345678', email: 'lijianhua@huaxin-tech.example.cn', name: '李建华' },
    isFixedTime: false,
    fixedEndTime: '',
    weekdays: [],
    ...overrides,
  };
}

export function ownCarPayload(overrides: Partial<OwnCarForm> = {}): OwnCarOrderPayload {
  return buildOwnCarOrder(ownCarForm(overrides), { enterpriseId: 1001, userId: 'u-1001-101', userLevel: 1 });
}

/** 中元能源大厦, the company address 402 of 中元能源 (2002), in Beijing. */
export const ZHONGYUAN_TOWER = address({ city: '北京', cityCode: '110100', province: '北京市', address: '北京市西城区金融大街15号', landmark: '中元能源大厦', lat: 39.915, lng: 116.359, placeId: 'company:402' });
/** 国贸大厦, the seeded ordinary address 201 in Beijing: a one-way trip ends somewhere else than it starts. */
export const BEIJING_GUOMAO = address({ city: '北京', cityCode: '110100', province: '北京市', address: '北京市朝阳区建国门外大街1号', landmark: '国贸大厦', lat: 39.9087, lng: 116.4605, placeId: 'address:201' });

/**
 * A special-car booking of 刘洋 at 中元能源 (2002, offers 24 企业账户余额, 2 信用卡, 20 余额, 23 礼品E卡)
 * that its rules accept: a trip around 中元能源大厦 at car level 2 (no cost-centre approver asked),
 * 勘探事业部, its required special fields filled.
 */
export function zhongyuanSpecialCarPayload(overrides: Partial<SpecialCarForm> = {}): SpecialCarOrderPayload {
  const form = specialCarForm({
    bookerName: '刘洋',
    bookerPhone: '13800000004',
    bookerEmail: 'liuyang@zhongyuan-energy.example.cn',
    passName: '刘洋',
    passPhone: '13800000004',
    passEmployeeId: '',
    tripType: ServiceType.LOCAL_ONE_WAY.value,
    pickUp: ZHONGYUAN_TOWER,
    destination: BEIJING_GUOMAO,
    firstCarType: 2,
    paymentType: PaymentType.ENTERPRISE_BALANCE.value,
    approverName: '',
    approverEmail: '',
    approverPhone: '',
    administrativeReviewerMsg: { email: '', city: '', phoneNumber: '' },
    costCentre: '勘探事业部',
    specialConfigList: [
      { id: 201, name: '差旅类型', value: 1 },
      { id: 202, name: '客户名称', value: 13 },
      { id: 207, name: '申请人工号', value: 'ZY0010' },
      { id: 208, name: '内部渠道编码', value: 'CH-01' },
    ],
    baggage: [],
    ...overrides,
  });
  return buildSpecialCarOrder(form, { enterpriseId: 2002, userId: 'u-2002-010', userLevel: 0 });
}

/** 天府银行大厦, the company address 404 of 天府银行 (6006), in Chengdu. */
export const TIANFU_TOWER = address({ city: '成都', cityCode: '510100', province: '四川省', address: '四川省成都市高新区天府大道北段1480号', landmark: '天府银行大厦', lat: 30.58, lng: 104.066, placeId: 'company:404' });
/** 天府国际金融中心, the seeded ordinary address 391 in Chengdu. */
export const TIANFU_IFC = address({ city: '成都', cityCode: '510100', province: '四川省', address: '四川省成都市锦江区红星路三段1号', landmark: '天府国际金融中心', lat: 30.6567, lng: 104.081, placeId: 'address:391' });

/**
 * A special-car booking of 杨帆 at 天府银行 (6006, offers 2 信用卡, 4 挂账, 20 余额: D5 forces 挂账; its
 * letter of commitment LC-6006-2026 is on file) that its rules accept: a trip in Chengdu, 何梅 the
 * approver, 冯涛 the reviewer (杨帆's level 2 asks one), 零售银行部, its required special fields filled.
 * `letterOfCommitmentId` names the letter in the order when the form says the booker agreed.
 */
export function tianfuSpecialCarPayload(overrides: Partial<SpecialCarForm> = {}, letterOfCommitmentId: string | null = 'LC-6006-2026'): SpecialCarOrderPayload {
  const form = specialCarForm({
    bookerName: '杨帆',
    bookerPhone: '13800000006',
    bookerEmail: 'yangfan@tianfu-bank.example.cn',
    passName: '杨帆',
    passPhone: '13800000006',
    passEmployeeId: '',
    tripType: ServiceType.LOCAL_ONE_WAY.value,
    pickUp: TIANFU_TOWER,
    destination: TIANFU_IFC,
    firstCarType: 2,
    paymentType: PaymentType.CHECKOUT.value,
    approverName: '何梅',
    approverEmail: 'hemei@tianfu-bank.example.cn',
    approverPhone: '13533334444',
    administrativeReviewerMsg: { email: 'fengtao@tianfu-bank.example.cn', city: '成都', phoneNumber: '13533339999' },
    costCentre: '零售银行部',
    specialConfigList: [
      { id: 601, name: '客户名称', value: '成都高新支行' },
      { id: 602, name: '预算科目', value: 2 },
    ],
    baggage: [],
    isAgreeLetterOfCommitment: true,
    ...overrides,
  });
  return buildSpecialCarOrder(form, { enterpriseId: 6006, userId: 'u-6006-020', userLevel: 2, letterOfCommitmentId });
}

/** 博瑞汽车技术中心, the company address 405 of 博瑞汽车 (8888, the special enterprise), in Shanghai. */
export const BORUI_CENTRE = address({ city: '上海', cityCode: '310100', province: '上海市', address: '上海市嘉定区安亭镇博园路7575号', landmark: '博瑞汽车技术中心', lat: 31.292, lng: 121.165, placeId: 'company:405' });

/**
 * A special-car booking of 徐强 at 博瑞汽车 (8888, the special enterprise of spec §6) that its rules
 * accept: from 博瑞汽车技术中心 to 陆家嘴, 企业账户余额, 高峰 the reviewer, its required special fields
 * filled, charged to `华东事业部-D2001-CC2001` (one of its valid triples) unless told otherwise.
 */
export function boruiSpecialCarPayload(overrides: Partial<SpecialCarForm> = {}): SpecialCarOrderPayload {
  const form = specialCarForm({
    bookerName: '徐强',
    bookerPhone: '13800000007',
    bookerEmail: 'xuqiang@borui-auto.example.cn',
    passName: '徐强',
    passPhone: '13800000007',
    passEmployeeId: '',
    tripType: ServiceType.LOCAL_ONE_WAY.value,
    pickUp: BORUI_CENTRE,
    destination: LUJIAZUI,
    firstCarType: 2,
    paymentType: PaymentType.ENTERPRISE_BALANCE.value,
    approverName: '',
    approverEmail: '',
    approverPhone: '',
    administrativeReviewerMsg: { email: 'gaofeng@borui-auto.example.cn', city: '上海', phoneNumber: '13455556666' },
    costCentre: 'CC2001',
    specialCostCentre: { bizOperUnit: '华东事业部', deptId: 'D2001' },
    specialConfigList: [
      { id: 801, name: '项目类别', value: 1 },
      { id: 802, name: '项目编号', value: 'P-2001' },
      { id: 803, name: '预算科目代码', value: 'B-6100' },
    ],
    baggage: [],
    ...overrides,
  });
  return buildSpecialCarOrder(form, { enterpriseId: 8888, userId: 'u-8888-120', userLevel: 0 });
}
