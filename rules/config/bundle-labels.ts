/**
 * The Chinese name of every setting of a config bundle (schemas/bundle.schema.json), declared once
 * (issue 24 §1 and §2): the sentences of the bundle's schema check name a setting by it
 * (`bundle-issue-text.ts`), and the config form view titles its fields with it
 * (src/features/config-preview/form-view/bundle-form.ts). The schema's own `title`s are type names
 * (`SpecialField`, read by the type generator), so the names live here, by the kind of object that
 * holds the setting: `isShow` is 启用此字段 on a special field and 显示 on an approver section.
 * A test walks the schema and finds a name for each of its properties.
 */

/** The kinds of object a bundle holds, each a `properties` block of the schema. */
export type BundleObjectKind =
  | 'bundle'
  | 'baseConfig'
  | 'config'
  | 'tripTypeConfig'
  | 'auditConfig'
  | 'auditSection'
  | 'auditCondition'
  | 'specialField'
  | 'option'
  | 'mustCondition'
  | 'skipMustCondition'
  | 'parentOption'
  | 'noNeedToAudit'
  | 'specialRequirement';

export const BUNDLE_LABELS = {
  bundle: {
    $schema: '配置格式声明',
    enterpriseId: '企业编号',
    enterpriseName: '企业名称',
    baseConfig: '基础设置',
    configs: '企业设置',
    tripTypeConfigs: '行程类型',
    auditConfigs: '审批',
    specialFields: '特殊字段',
    noNeedToAudit: '免审批名单',
    specialRequirements: '特殊要求',
  },
  baseConfig: { isNeedSmsNotify: '短信通知', isEnglishCustomer: '英文客户' },
  config: { configId: '设置编号', configValue: '设置值' },
  tripTypeConfig: {
    businessType: '业务类型',
    tripType: '行程类型',
    ownTripType: '自有车行程类型',
    enterpriseServiceTripTypeList: '提供的行程类型',
    defaultTripTypeConfigValue: '默认行程类型',
  },
  auditConfig: {
    businessType: '业务类型',
    isNeedAudit: '需要审批',
    auditType: '审批人来源',
    userInputDto: '用户填写的审批人',
    costCenterDto: '成本中心审批人',
    ownCostCenterDto: '自有车成本中心审批人',
    excoAuditDto: '行政审核人',
    isNeedExco: '需要行政审核',
    excoOrder: '行政审核的顺序',
    hasComment: '需要备注',
    commentName: '备注名称',
    commentContent: '备注内容',
  },
  auditSection: {
    isShow: '显示',
    isRequired: '必填',
    isCanEdit: '可修改',
    displayType: '显示方式',
    defaultValue: '审批人默认取自',
    defaultInputText: '默认填写的内容',
    validateType: '校验方式',
    hasAuditCondition: '按条件决定是否需要审批',
    auditConditionConfigDto: '审批条件',
  },
  auditCondition: {
    conditionBits: '需要同时满足的条件',
    tripTypes: '行程类型范围',
    orderTypes: '订单类型范围',
    paymentTypes: '支付方式范围',
    userLevels: '用户级别范围',
    carTypeLevels: '车型级别范围',
  },
  specialField: {
    specialId: '字段编号',
    configName: '字段名称',
    showType: '字段类型',
    showTypeConfigInfo: '选项',
    isShow: '启用此字段',
    statusFlag: '状态',
    bindType: '绑定方式',
    isMandatory: '必填',
    isHaveMustCondition: '有必填条件',
    mustConditionConfigList: '必填条件',
    skipMustConditionConfigList: '免填的乘车人',
    isAssociation: '按其他字段显示',
    parentSpecialId: '所依据的字段',
    associationParentInfo: '所依据字段的选项',
    businessTypeList: '适用于',
    defaultValue: '默认值',
  },
  option: { optionId: '选项编号', optionContent: '选项名称' },
  mustCondition: { conditionType: '条件类型', conditionValue: '条件内容' },
  skipMustCondition: { passengerName: '乘车人姓名' },
  parentOption: { optionId: '选项编号', whetherHide: '隐藏' },
  noNeedToAudit: { businessType: '业务类型', auditType: '审批人来源', bookerIds: '预订人' },
  specialRequirement: { id: '编号', name: '名称' },
} as const satisfies Readonly<Record<BundleObjectKind, Readonly<Record<string, string>>>>;

/** The kind of object a property of an object of kind `kind` holds (or of each item, for a list). */
const CHILD_KINDS: Readonly<Partial<Record<BundleObjectKind, Readonly<Record<string, BundleObjectKind>>>>> = {
  bundle: {
    baseConfig: 'baseConfig',
    configs: 'config',
    tripTypeConfigs: 'tripTypeConfig',
    auditConfigs: 'auditConfig',
    specialFields: 'specialField',
    noNeedToAudit: 'noNeedToAudit',
    specialRequirements: 'specialRequirement',
  },
  auditConfig: { userInputDto: 'auditSection', costCenterDto: 'auditSection', ownCostCenterDto: 'auditSection', excoAuditDto: 'auditSection' },
  auditSection: { auditConditionConfigDto: 'auditCondition' },
  specialField: {
    showTypeConfigInfo: 'option',
    mustConditionConfigList: 'mustCondition',
    skipMustConditionConfigList: 'skipMustCondition',
    associationParentInfo: 'parentOption',
  },
};

/**
 * The kind of object held at `property` of an object of kind `kind`, undefined for a plain value.
 *
 * @example childKind('bundle', 'specialFields') // 'specialField'
 */
export function childKind(kind: BundleObjectKind, property: string): BundleObjectKind | undefined {
  return CHILD_KINDS[kind]?.[property];
}

/**
 * The Chinese name of a setting, undefined for one the bundle does not have.
 *
 * @example bundleLabel('specialField', 'isMandatory') // '必填'
 * @example bundleLabel('auditSection', 'isShow')       // '显示'
 */
export function bundleLabel(kind: BundleObjectKind, property: string): string | undefined {
  const labels: Readonly<Record<string, string>> = BUNDLE_LABELS[kind];
  return Object.hasOwn(labels, property) ? labels[property] : undefined;
}
