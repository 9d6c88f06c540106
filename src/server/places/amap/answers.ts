/**
 * The AMap (高德) Web Service answers this provider reads, as AMap documents them
 * (https://lbs.amap.com/api/webservice/guide/api/inputtips, …/georegeo, …/direction): every value
 * is a string (numbers too: `"distance": "2290"`), a field with no value is an empty array `[]`
 * (`"address": []`), coordinates are `"lng,lat"` strings in GCJ-02.
 */

/** A field AMap may send as `[]` when it has no value. */
export type AmapText = string | [];

/** Every answer's envelope: `status` "1" success, "0" failure with `info` and `infocode` (10000 is OK). */
export interface AmapEnvelope {
  status: string;
  info: string;
  infocode: string;
}

/** `/v3/assistant/inputtips`: one tip. A POI has an `id` and a `location`; a bus line an `id` without a location; a "query" tip neither. */
export interface AmapTip {
  id: AmapText;
  name: string;
  /** Province, city and district run together: `上海市黄浦区`. */
  district: AmapText;
  adcode: AmapText;
  location: AmapText;
  /** The street address; for a metro or bus stop its lines (`1号线;2号线;8号线`). */
  address: AmapText;
  /** The POI type code (`150500` metro station); several are joined by `|`. */
  typecode: AmapText;
  city: AmapText;
}

export interface AmapInputTipsAnswer extends AmapEnvelope {
  count: string;
  tips: AmapTip[];
}

/** `/v3/geocode/geo`: one geocode. */
export interface AmapGeocode {
  formatted_address: string;
  country: AmapText;
  province: AmapText;
  citycode: AmapText;
  city: AmapText;
  district: AmapText;
  township: AmapText;
  street: AmapText;
  number: AmapText;
  adcode: AmapText;
  location: AmapText;
  /** How precise the match is: 门牌号, 兴趣点, 道路, 区县, 市, 省, … */
  level: string;
}

export interface AmapGeocodeAnswer extends AmapEnvelope {
  count: string;
  geocodes: AmapGeocode[];
}

/** `/v3/geocode/regeo` (`extensions=base`). */
export interface AmapRegeocode {
  formatted_address: AmapText;
  addressComponent: {
    country: AmapText;
    province: AmapText;
    /** `[]` in a municipality (上海, 北京, 天津, 重庆): the province is the city. */
    city: AmapText;
    citycode: AmapText;
    district: AmapText;
    adcode: AmapText;
    township: AmapText;
    neighborhood: { name: AmapText; type: AmapText };
    building: { name: AmapText; type: AmapText };
    streetNumber: { street: AmapText; number: AmapText; location?: AmapText; direction?: AmapText; distance?: AmapText };
  };
}

export interface AmapRegeoAnswer extends AmapEnvelope {
  regeocode: AmapRegeocode;
}

/** `/v3/direction/driving`: one step of a path. */
export interface AmapDrivingStep {
  instruction: string;
  road?: AmapText;
  /** Metres. */
  distance: string;
  /** Seconds. */
  duration?: string;
  /** `lng,lat;lng,lat;…` */
  polyline: string;
  action: AmapText;
  /** `到达途经地` on the step that reaches a waypoint, `到达目的地` on the last. */
  assistant_action: AmapText;
}

export interface AmapDrivingPath {
  distance: string;
  duration: string;
  strategy: string;
  steps: AmapDrivingStep[];
}

export interface AmapDrivingAnswer extends AmapEnvelope {
  count: string;
  route: { origin: string; destination: string; paths: AmapDrivingPath[] };
}

/** A field's text, or '' for AMap's `[]` (and anything else that is not a string). */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
