/* Generated from schemas/bundle.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */

/**
 * 4 专车 special car, 5 自有车 own car (spec §9)
 */
export type BookingBusinessType = 4 | 5;
/**
 * 1 用户填写审批人, 2 成本中心审批人, 3 仅行政审核人 (spec §3)
 */
export type AuditType = 1 | 2 | 3;
export type IntList = number[];

/**
 * 一个企业的用车配置 / One enterprise's booking configuration (product decision D1). Only enterpriseId is required; a missing list is empty and a missing config is off.
 */
export interface EnterpriseBundle {
  $schema?: string;
  enterpriseId: number;
  enterpriseName?: string;
  baseConfig?: BaseConfig;
  configs?: EnterpriseConfigEntry[];
  tripTypeConfigs?: TripTypeConfig[];
  auditConfigs?: AuditConfig[];
  specialFields?: SpecialFieldConfig[];
  noNeedToAudit?: NoNeedToAuditList[];
  specialRequirements?: SpecialRequirement[];
}
export interface BaseConfig {
  isNeedSmsNotify?: boolean;
  isEnglishCustomer?: boolean;
}
export interface EnterpriseConfigEntry {
  configId: number;
  configValue: string;
}
export interface TripTypeConfig {
  businessType: BookingBusinessType;
  tripType?: number;
  ownTripType?: number;
  enterpriseServiceTripTypeList?: number[];
  defaultTripTypeConfigValue?: number;
}
export interface AuditConfig {
  businessType: BookingBusinessType;
  isNeedAudit?: boolean;
  auditType?: AuditType;
  userInputDto?: AuditSectionConfig;
  costCenterDto?: AuditSectionConfig;
  ownCostCenterDto?: AuditSectionConfig;
  excoAuditDto?: AuditSectionConfig;
  isNeedExco?: boolean;
  /**
   * 1 reviewer before the primary approver, 2 after (D3)
   */
  excoOrder?: 1 | 2;
  hasComment?: boolean;
  commentName?: string;
  commentContent?: string;
}
export interface AuditSectionConfig {
  isShow?: boolean;
  isRequired?: boolean;
  isCanEdit?: boolean;
  displayType?: number;
  /**
   * 1 none, 2 the user's approver, 3 the cost centre's approver (D3)
   */
  defaultValue?: 1 | 2 | 3;
  defaultInputText?: string;
  /**
   * 0 none, 1 email, 2 mobile, 3 name(phone) (D3)
   */
  validateType?: 0 | 1 | 2 | 3;
  hasAuditCondition?: boolean;
  auditConditionConfigDto?: AuditConditionConfig;
}
/**
 * Six-condition bitmask and one list per condition (D3). A list holding -1 passes any value.
 */
export interface AuditConditionConfig {
  conditionBits: number;
  tripTypes?: IntList;
  orderTypes?: IntList;
  paymentTypes?: IntList;
  userLevels?: IntList;
  carTypeLevels?: IntList;
}
export interface SpecialFieldConfig {
  specialId: number;
  configName: string;
  /**
   * spec §9 form field kind 1-8
   */
  showType: number;
  showTypeConfigInfo?: SpecialFieldOption[];
  isShow?: boolean;
  statusFlag?: number;
  bindType?: number;
  isMandatory?: boolean;
  isHaveMustCondition?: boolean;
  mustConditionConfigList?: MustCondition[];
  skipMustConditionConfigList?: SkipMustCondition[];
  isAssociation?: boolean;
  parentSpecialId?: number | null;
  associationParentInfo?: AssociationParentInfo[];
  businessTypeList?: number[];
  /**
   * The value a hidden (7) field submits when the booking has none (docs/rules.md); ignored for other kinds and never a substitute for a required value
   */
  defaultValue?: string | number | number[] | null;
}
export interface SpecialFieldOption {
  optionId: number;
  optionContent: string;
}
export interface MustCondition {
  /**
   * 1 own-car duration hours >= value, 2 tripType in a comma list (D4)
   */
  conditionType: 1 | 2;
  conditionValue: string;
}
export interface SkipMustCondition {
  passengerName: string;
}
export interface AssociationParentInfo {
  optionId: number;
  whetherHide: boolean;
}
export interface NoNeedToAuditList {
  businessType: BookingBusinessType;
  auditType: AuditType;
  bookerIds: string[];
}
export interface SpecialRequirement {
  id: number;
  name: string;
}
