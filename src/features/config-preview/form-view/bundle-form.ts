/**
 * The config bundle as a form (issue 24 §1, docs/config-preview.md "Form view"): what the admin
 * edits in the form view, its JSON Schema for the form engine, and the way back to the bundle.
 *
 * The form's data mirrors the bundle's paths wherever the bundle says a thing plainly
 * (`/specialFields/0/configName`, `/auditConfigs/0/userInputDto/isRequired`), so a lint error's
 * JSON Pointer lands under the same field in the form (`formErrorPath`). What the bundle says in
 * ids and numbers the form says in names: the parent of an association is chosen among the choice
 * fields and its options by their names (`showWhen`), the must conditions are trip types ticked by
 * name and a number of hours, the audit condition bitmask is six named checkboxes, trip types and
 * payment types are the code tables' Chinese names (rules/model/constants.ts). Everything the form
 * does not draw is kept as the bundle has it (each `with…` starts from the draft).
 *
 * The form is drawn in parts (issue 24 §4): each special field is a form of its own
 * (`specialFieldForm`, `specialFieldData`, written back by `withSpecialField`), the trip types and
 * the audit one form (`restForm`, `restFormData`, `withRestForm`), so an edit of one field rebuilds
 * one field's object and leaves the others' as they were.
 */
import {
  AUDIT_CONDITION_LABELS,
  AuditDefaultSource,
  auditTypeLabels,
  BUNDLE_LABELS,
  businessTypeLabels,
  CHOICE_SHOW_TYPES,
  conditionBitsList,
  conditionBitsOf,
  MustConditionType,
  OWN_CAR,
  parseMustCondition,
  paymentTypeLabels,
  regionTypeLabels,
  serviceTypeLabels,
  showTypeLabels,
  SPECIAL_CAR,
  SPECIAL_FIELD_ENABLED,
  type AuditConfig,
  type AuditSectionConfig,
  type CompiledForm,
  type EnterpriseBundle,
  type MustCondition,
  type SpecialFieldConfig,
  type TripTypeConfig,
} from '../../../../rules/index.ts';
import { ANY_VALUE } from '../../../../rules/model/constants.ts';

/**
 * A list of the form with more items than this draws them folded to their title rows, each opened
 * by 展开 (issue 24 §1.4: a bundle at the caps, 500 special fields, stays usable).
 */
export const FOLD_OVER = 20;

/** "Always shown": the parent choice of a field that is not associated. */
export const NO_PARENT = 0;

export interface OptionForm {
  optionId?: number;
  optionContent: string;
}

export interface SpecialFieldForm {
  specialId?: number;
  configName: string;
  showType: number;
  businessTypeList: number[];
  isShow: boolean;
  showTypeConfigInfo: OptionForm[];
  isMandatory: boolean;
  /** Required only for these trip types (`mustConditionConfigList` kind 2); empty: no such condition. */
  requiredTripTypes: number[];
  /** Required only for an own-car booking of at least these hours (kind 1). */
  requiredMinHours?: number;
  /** Shown only when the parent field (`NO_PARENT`: always) has one of these options chosen. */
  showWhen: { parentId: number; optionIds?: number[] };
}

export interface AuditSectionForm {
  isShow: boolean;
  isRequired: boolean;
  defaultValue?: number;
  hasAuditCondition: boolean;
  auditConditionConfigDto: { conditionBits: number[]; tripTypes: number[]; paymentTypes: number[] };
}

const SECTION_KEYS = ['userInputDto', 'costCenterDto', 'ownCostCenterDto', 'excoAuditDto'] as const;
type SectionKey = (typeof SECTION_KEYS)[number];
/** The settings' names, declared once (rules/config/bundle-labels.ts): the form's titles and the check's sentences say the same. */
const FIELD = BUNDLE_LABELS.specialField;
const SECTION = BUNDLE_LABELS.auditSection;
const CONDITION = BUNDLE_LABELS.auditCondition;
const SECTION_TITLES: Readonly<Record<SectionKey, string>> = BUNDLE_LABELS.auditConfig;

export type AuditForm = { businessType: number; isNeedAudit: boolean; auditType?: number } & Partial<Record<SectionKey, AuditSectionForm>>;

export interface TripTypesForm {
  businessType: number;
  enterpriseServiceTripTypeList: number[];
  defaultTripTypeConfigValue?: number;
}

/** The rest of the form: the trip types and the audit (the special fields are a form each). */
export interface RestFormData {
  tripTypeConfigs: TripTypesForm[];
  auditConfigs: AuditForm[];
}

const tripLabelsOf = (businessType: number) => (businessType === OWN_CAR ? regionTypeLabels : serviceTypeLabels);

/** A trip type of a must condition, named for both business types where their codes share a number. */
function mustTripTypeTitle(value: number): string {
  const own = regionTypeLabels[String(value)];
  const special = serviceTypeLabels[String(value)] ?? String(value);
  return own ? `${special}（自有车：${own}）` : special;
}

const choicesOf = (labels: Readonly<Record<string, string>>, title: (value: number) => string = (v) => labels[String(v)] ?? String(v)) =>
  Object.keys(labels).map((key) => ({ const: Number(key), title: title(Number(key)) }));

const tickList = (title: string, oneOf: readonly { const: number; title: string }[]) => ({
  type: 'array',
  title,
  uniqueItems: true,
  items: { type: 'integer', oneOf },
});

const isChoice = (showType: number) => CHOICE_SHOW_TYPES.includes(showType);

// ---- bundle → form ----

function mustConditionsForm(list: readonly MustCondition[] | undefined): Pick<SpecialFieldForm, 'requiredTripTypes' | 'requiredMinHours'> {
  const out: Pick<SpecialFieldForm, 'requiredTripTypes' | 'requiredMinHours'> = { requiredTripTypes: [] };
  for (const condition of list ?? []) {
    const parsed = parseMustCondition(condition);
    if (parsed?.kind === 'tripTypes') out.requiredTripTypes = [...new Set([...out.requiredTripTypes, ...parsed.tripTypes])];
    else if (parsed?.kind === 'durationHours') out.requiredMinHours = parsed.hours;
  }
  return out;
}

function fieldForm(field: SpecialFieldConfig): SpecialFieldForm {
  const associated = field.isAssociation === true && typeof field.parentSpecialId === 'number';
  return {
    specialId: field.specialId,
    configName: field.configName,
    showType: field.showType,
    businessTypeList: [...(field.businessTypeList ?? [])],
    isShow: field.isShow === true,
    showTypeConfigInfo: (field.showTypeConfigInfo ?? []).map((o) => ({ optionId: o.optionId, optionContent: o.optionContent })),
    isMandatory: field.isMandatory === true,
    ...(field.isHaveMustCondition ? mustConditionsForm(field.mustConditionConfigList) : { requiredTripTypes: [] }),
    showWhen: associated
      ? { parentId: field.parentSpecialId as number, optionIds: (field.associationParentInfo ?? []).filter((e) => !e.whetherHide).map((e) => e.optionId) }
      : { parentId: NO_PARENT },
  };
}

function sectionForm(section: AuditSectionConfig): AuditSectionForm {
  const conditions = section.auditConditionConfigDto;
  return {
    isShow: section.isShow === true,
    isRequired: section.isRequired === true,
    ...(section.defaultValue !== undefined ? { defaultValue: section.defaultValue } : {}),
    hasAuditCondition: section.hasAuditCondition === true,
    auditConditionConfigDto: {
      conditionBits: conditionBitsList(conditions?.conditionBits ?? 0),
      tripTypes: [...(conditions?.tripTypes ?? [])],
      paymentTypes: [...(conditions?.paymentTypes ?? [])],
    },
  };
}

function auditForm(config: AuditConfig): AuditForm {
  const out: AuditForm = { businessType: config.businessType, isNeedAudit: config.isNeedAudit === true };
  if (config.auditType !== undefined) out.auditType = config.auditType;
  for (const key of SECTION_KEYS) {
    const section = config[key];
    if (section) out[key] = sectionForm(section);
  }
  return out;
}

/** The trip types and audit of a draft as the rest of the form (`restForm`) shows them. */
export function restFormData(bundle: Pick<EnterpriseBundle, 'tripTypeConfigs' | 'auditConfigs'>): RestFormData {
  return {
    tripTypeConfigs: (bundle.tripTypeConfigs ?? []).map((t) => ({
      businessType: t.businessType,
      enterpriseServiceTripTypeList: [...(t.enterpriseServiceTripTypeList ?? [])],
      ...(t.defaultTripTypeConfigValue !== undefined ? { defaultTripTypeConfigValue: t.defaultTripTypeConfigValue } : {}),
    })),
    auditConfigs: (bundle.auditConfigs ?? []).map(auditForm),
  };
}

// ---- form → bundle ----

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

function mustConditions(base: SpecialFieldConfig | undefined, form: SpecialFieldForm): Pick<SpecialFieldConfig, 'isHaveMustCondition' | 'mustConditionConfigList'> | undefined {
  const before = base?.isHaveMustCondition ? mustConditionsForm(base.mustConditionConfigList) : { requiredTripTypes: [] as number[] };
  const hours = form.requiredMinHours;
  const tripTypes = form.requiredTripTypes ?? [];
  if (sameSet(before.requiredTripTypes, tripTypes) && before.requiredMinHours === hours) return undefined;
  const list: MustCondition[] = [];
  if (hours !== undefined) list.push({ conditionType: MustConditionType.OWN_CAR_DURATION_HOURS, conditionValue: String(hours) });
  if (tripTypes.length > 0) list.push({ conditionType: MustConditionType.TRIP_TYPE_IN, conditionValue: [...tripTypes].sort((a, b) => a - b).join(',') });
  return { isHaveMustCondition: list.length > 0, mustConditionConfigList: list };
}

function association(base: SpecialFieldConfig | undefined, form: SpecialFieldForm): Partial<SpecialFieldConfig> | undefined {
  const before = base ? fieldForm(base).showWhen : { parentId: NO_PARENT };
  const parentId = form.showWhen?.parentId ?? NO_PARENT;
  const optionIds = parentId === NO_PARENT ? [] : (form.showWhen.optionIds ?? []);
  if (before.parentId === parentId && sameSet(before.optionIds ?? [], optionIds)) return undefined;
  if (parentId === NO_PARENT) return { isAssociation: false, parentSpecialId: null, associationParentInfo: [] };
  return { isAssociation: true, parentSpecialId: parentId, associationParentInfo: optionIds.map((optionId) => ({ optionId, whetherHide: false })) };
}

function options(base: SpecialFieldConfig | undefined, form: SpecialFieldForm): SpecialFieldConfig['showTypeConfigInfo'] {
  let next = Math.max(0, ...(base?.showTypeConfigInfo ?? []).map((o) => o.optionId), ...form.showTypeConfigInfo.map((o) => o.optionId ?? 0)) + 1;
  return form.showTypeConfigInfo.map((o) => ({ optionId: o.optionId ?? next++, optionContent: o.optionContent ?? '' }));
}

function fieldOf(base: SpecialFieldConfig | undefined, form: SpecialFieldForm, specialId: number): SpecialFieldConfig {
  const out: SpecialFieldConfig = base
    ? { ...base }
    : { specialId, configName: '', showType: form.showType, statusFlag: SPECIAL_FIELD_ENABLED, bindType: 1, isHaveMustCondition: false, isAssociation: false, parentSpecialId: null };
  out.configName = form.configName ?? '';
  out.showType = form.showType;
  out.businessTypeList = [...(form.businessTypeList ?? [])];
  out.isShow = form.isShow === true;
  if (isChoice(form.showType) || (base?.showTypeConfigInfo?.length ?? 0) > 0 || form.showTypeConfigInfo.length > 0) out.showTypeConfigInfo = options(base, form);
  out.isMandatory = form.isMandatory === true;
  Object.assign(out, mustConditions(base, form) ?? {}, association(base, form) ?? {});
  return out;
}

function sectionOf(base: AuditSectionConfig | undefined, form: AuditSectionForm): AuditSectionConfig {
  const out: AuditSectionConfig = { ...base };
  out.isShow = form.isShow === true;
  out.isRequired = form.isRequired === true;
  if (form.defaultValue !== undefined) out.defaultValue = form.defaultValue as AuditSectionConfig['defaultValue'];
  out.hasAuditCondition = form.hasAuditCondition === true;
  const conditions = form.auditConditionConfigDto;
  const before = base?.auditConditionConfigDto;
  const bits = conditionBitsOf(conditions?.conditionBits ?? []);
  const tripTypes = conditions?.tripTypes ?? [];
  const paymentTypes = conditions?.paymentTypes ?? [];
  const unchanged =
    (before?.conditionBits ?? 0) === bits && sameSet(before?.tripTypes ?? [], tripTypes) && sameSet(before?.paymentTypes ?? [], paymentTypes);
  if (!unchanged) {
    const dto = { ...before, conditionBits: bits };
    if (tripTypes.length > 0 || before?.tripTypes) dto.tripTypes = [...tripTypes];
    if (paymentTypes.length > 0 || before?.paymentTypes) dto.paymentTypes = [...paymentTypes];
    out.auditConditionConfigDto = dto;
  }
  return out;
}

/** The next free special field id of a draft. */
const nextSpecialId = (bundle: EnterpriseBundle) => Math.max(0, ...(bundle.specialFields ?? []).map((f) => f.specialId)) + 1;

/** A special field's form, as the form view draws one field alone (`specialFieldForm`). */
export const specialFieldData: (field: SpecialFieldConfig) => SpecialFieldForm = fieldForm;

/**
 * The draft with its special field at `index` as the form `form` says (the form view's one field
 * edited: the other fields keep their objects, so nothing else is drawn or checked again).
 */
export function withSpecialField(bundle: EnterpriseBundle, index: number, form: SpecialFieldForm): EnterpriseBundle {
  const fields = bundle.specialFields ?? [];
  const base = fields[index];
  if (!base) return bundle;
  const next = [...fields];
  next[index] = fieldOf(base, form, base.specialId);
  return { ...bundle, specialFields: next };
}

/** What a new special field holds: the schema's defaults (`specialFieldSchema`). */
const NEW_FIELD: SpecialFieldForm = {
  configName: '',
  showType: 2,
  businessTypeList: [SPECIAL_CAR],
  isShow: true,
  showTypeConfigInfo: [],
  isMandatory: false,
  requiredTripTypes: [],
  showWhen: { parentId: NO_PARENT },
};

/** The draft with a new, unnamed special field at the end (its id the next free one). */
export function withNewSpecialField(bundle: EnterpriseBundle): EnterpriseBundle {
  const id = nextSpecialId(bundle);
  return { ...bundle, specialFields: [...(bundle.specialFields ?? []), fieldOf(undefined, NEW_FIELD, id)] };
}

/** The draft without its special field at `index`. */
export function withoutSpecialField(bundle: EnterpriseBundle, index: number): EnterpriseBundle {
  const fields = bundle.specialFields ?? [];
  if (index < 0 || index >= fields.length) return bundle;
  return { ...bundle, specialFields: fields.filter((_, i) => i !== index) };
}

/** The draft with its trip types and audit as the rest of the form (`restForm`) says; its special fields as they were. */
export function withRestForm(base: EnterpriseBundle, data: RestFormData): EnterpriseBundle {
  const out: EnterpriseBundle = { ...base };
  if (base.tripTypeConfigs) {
    out.tripTypeConfigs = base.tripTypeConfigs.map((t, i): TripTypeConfig => {
      const form = data.tripTypeConfigs?.[i];
      if (!form) return t;
      const next: TripTypeConfig = { ...t, enterpriseServiceTripTypeList: [...(form.enterpriseServiceTripTypeList ?? [])] };
      if (form.defaultTripTypeConfigValue !== undefined) next.defaultTripTypeConfigValue = form.defaultTripTypeConfigValue;
      return next;
    });
  }
  if (base.auditConfigs) {
    out.auditConfigs = base.auditConfigs.map((config, i): AuditConfig => {
      const form = data.auditConfigs?.[i];
      if (!form) return config;
      const next: AuditConfig = { ...config, isNeedAudit: form.isNeedAudit === true };
      if (form.auditType !== undefined) next.auditType = form.auditType as AuditConfig['auditType'];
      for (const key of SECTION_KEYS) {
        const section = form[key];
        if (section) next[key] = sectionOf(config[key], section);
      }
      return next;
    });
  }
  return out;
}

// ---- the schema ----

function specialFieldSchema(fields: readonly SpecialFieldConfig[]) {
  const parents = fields.filter((f) => isChoice(f.showType));
  const nameOf = (f: SpecialFieldConfig) => f.configName || '（未命名字段）';
  return {
    type: 'object',
    required: ['configName', 'showType'],
    properties: {
      specialId: { type: 'integer' },
      configName: { type: 'string', title: FIELD.configName, minLength: 1, default: '' },
      showType: { type: 'integer', title: FIELD.showType, oneOf: choicesOf(showTypeLabels), default: 2 },
      businessTypeList: { ...tickList(FIELD.businessTypeList, [SPECIAL_CAR, OWN_CAR].map((v) => ({ const: v, title: businessTypeLabels[String(v)]! }))), default: [SPECIAL_CAR] },
      isShow: { type: 'boolean', title: FIELD.isShow, default: true },
      showTypeConfigInfo: {
        type: 'array',
        title: `${FIELD.showTypeConfigInfo}（下拉框、单选、多选）`,
        default: [],
        items: { type: 'object', required: ['optionContent'], properties: { optionId: { type: 'integer' }, optionContent: { type: 'string', title: BUNDLE_LABELS.option.optionContent, minLength: 1, default: '' } } },
      },
      isMandatory: { type: 'boolean', title: FIELD.isMandatory, default: false },
      requiredTripTypes: {
        ...tickList('仅在这些行程类型时必填（都不选：任何行程类型都必填）', choicesOf(serviceTypeLabels, mustTripTypeTitle)),
        default: [],
      },
      requiredMinHours: { type: 'number', title: '仅在自有车用车时长不少于（小时）时必填', minimum: 0 },
      showWhen: {
        type: 'object',
        title: '何时显示此字段',
        default: { parentId: NO_PARENT },
        properties: {
          parentId: {
            type: 'integer',
            title: '显示条件',
            oneOf: [{ const: NO_PARENT, title: '总是显示' }, ...parents.map((p) => ({ const: p.specialId, title: `当「${nameOf(p)}」为所选选项时显示` }))],
            default: NO_PARENT,
          },
        },
        dependencies: {
          parentId: {
            oneOf: [
              { properties: { parentId: { const: NO_PARENT } } },
              ...parents.map((p) => ({
                properties: {
                  parentId: { const: p.specialId },
                  optionIds: tickList(
                    `「${nameOf(p)}」为以下选项时显示`,
                    (p.showTypeConfigInfo ?? []).map((o) => ({ const: o.optionId, title: o.optionContent })),
                  ),
                },
              })),
            ],
          },
        },
      },
    },
  };
}

function sectionSchema(title: string, businessType: number) {
  const anyTrip = [{ const: ANY_VALUE, title: '任意' }, ...choicesOf(tripLabelsOf(businessType))];
  const anyPayment = [{ const: ANY_VALUE, title: '任意' }, ...choicesOf(paymentTypeLabels)];
  return {
    type: 'object',
    title,
    properties: {
      isShow: { type: 'boolean', title: SECTION.isShow },
      isRequired: { type: 'boolean', title: SECTION.isRequired },
      defaultValue: {
        type: 'integer',
        title: SECTION.defaultValue,
        oneOf: Object.values(AuditDefaultSource).map((s) => ({ const: s.value, title: s.label })),
      },
      hasAuditCondition: { type: 'boolean', title: SECTION.hasAuditCondition },
      auditConditionConfigDto: {
        type: 'object',
        title: SECTION.auditConditionConfigDto,
        properties: {
          conditionBits: tickList(CONDITION.conditionBits, AUDIT_CONDITION_LABELS.map((c) => ({ const: c.bit, title: c.label }))),
          tripTypes: tickList(CONDITION.tripTypes, anyTrip),
          paymentTypes: tickList(CONDITION.paymentTypes, anyPayment),
        },
      },
    },
  };
}

const businessName = (businessType: number) => businessTypeLabels[String(businessType)] ?? '';

const TICK_BOXES = { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } };
const HIDDEN = { 'ui:widget': 'hidden' };

/** How a special field is drawn: its options' list, its hidden id, its lists of choices as check boxes. */
const SPECIAL_FIELD_UI = {
  specialId: HIDDEN,
  businessTypeList: TICK_BOXES,
  requiredTripTypes: TICK_BOXES,
  showTypeConfigInfo: { 'ui:options': { orderable: true, itemLabel: '选项', itemNameKey: 'optionContent', collapseOver: FOLD_OVER }, items: { optionId: HIDDEN } },
  showWhen: { optionIds: TICK_BOXES },
};

/**
 * The form of one special field of a draft, as the form view draws each field alone (issue 24 §4:
 * a bundle at the caps is 500 small forms, an edit redraws one). Its schema depends on the draft's
 * choice fields and their options (the parents an association may name), nothing else (`formKey`).
 */
export function specialFieldForm(bundle: EnterpriseBundle): CompiledForm {
  return { schema: specialFieldSchema(bundle.specialFields ?? []), uiSchema: SPECIAL_FIELD_UI, fieldStates: {} };
}

/** The form of the rest of a draft: its trip types and its audit (the form view draws it after the special fields). */
export function restForm(bundle: EnterpriseBundle): CompiledForm {
  const sectionUi = { auditConditionConfigDto: { conditionBits: TICK_BOXES, tripTypes: TICK_BOXES, paymentTypes: TICK_BOXES } };
  return {
    schema: {
      type: 'object',
      properties: {
        tripTypeConfigs: {
          type: 'array',
          title: BUNDLE_LABELS.bundle.tripTypeConfigs,
          items: (bundle.tripTypeConfigs ?? []).map((t) => ({
            type: 'object',
            title: `${businessName(t.businessType)}的行程类型`,
            properties: {
              businessType: { type: 'integer' },
              enterpriseServiceTripTypeList: tickList(`${BUNDLE_LABELS.tripTypeConfig.enterpriseServiceTripTypeList}（都不选：全部提供）`, choicesOf(tripLabelsOf(t.businessType))),
              defaultTripTypeConfigValue: { type: 'integer', title: BUNDLE_LABELS.tripTypeConfig.defaultTripTypeConfigValue, oneOf: choicesOf(tripLabelsOf(t.businessType)) },
            },
          })),
        },
        auditConfigs: {
          type: 'array',
          title: BUNDLE_LABELS.bundle.auditConfigs,
          items: (bundle.auditConfigs ?? []).map((a) => ({
            type: 'object',
            title: `${businessName(a.businessType)}的审批`,
            properties: {
              businessType: { type: 'integer' },
              isNeedAudit: { type: 'boolean', title: BUNDLE_LABELS.auditConfig.isNeedAudit },
              auditType: { type: 'integer', title: BUNDLE_LABELS.auditConfig.auditType, oneOf: choicesOf(auditTypeLabels) },
              ...Object.fromEntries(SECTION_KEYS.filter((key) => a[key]).map((key) => [key, sectionSchema(SECTION_TITLES[key], a.businessType)])),
            },
          })),
        },
      },
    },
    uiSchema: {
      tripTypeConfigs: {
        'ui:options': { orderable: false, addable: false, removable: false },
        items: { businessType: HIDDEN, enterpriseServiceTripTypeList: TICK_BOXES },
      },
      auditConfigs: {
        'ui:options': { orderable: false, addable: false, removable: false },
        items: { businessType: HIDDEN, ...Object.fromEntries(SECTION_KEYS.map((key) => [key, sectionUi])) },
      },
    },
    fieldStates: {},
  };
}

/**
 * What the forms' schemas depend on (the choice fields and their options, which audit sections and
 * trip type lists the draft has), as a text to compare: a page builds the forms again only when it changes.
 */
export function formKey(bundle: EnterpriseBundle): string {
  const parents = (bundle.specialFields ?? []).filter((f) => isChoice(f.showType)).map((f) => [f.specialId, f.configName, f.showTypeConfigInfo]);
  const audits = (bundle.auditConfigs ?? []).map((a) => [a.businessType, SECTION_KEYS.filter((key) => a[key])]);
  const trips = (bundle.tripTypeConfigs ?? []).map((t) => t.businessType);
  return JSON.stringify([parents, audits, trips]);
}

const FIELD_PROPS: ReadonlySet<string> = new Set(['configName', 'showType', 'businessTypeList', 'isShow', 'showTypeConfigInfo', 'isMandatory']);
const MUST_PROPS: ReadonlySet<string> = new Set(['isHaveMustCondition', 'mustConditionConfigList', 'skipMustConditionConfigList']);
const ASSOCIATION_PROPS: ReadonlySet<string> = new Set(['isAssociation', 'parentSpecialId', 'associationParentInfo']);

/**
 * Where a bundle's JSON Pointer is drawn in the form: the same pointer when the form shows that
 * property, else the form field that says it (an association's ids under 何时显示此字段, a must
 * condition under 仅在这些行程类型时必填, a field's id under its name), else the list holding it,
 * else the form itself (`''`).
 *
 * @example formErrorPath('/specialFields/1/specialId') // '/specialFields/1/configName'
 * @example formErrorPath('/specialFields/2/parentSpecialId') // '/specialFields/2/showWhen'
 */
export function formErrorPath(pointer: string): string {
  const tokens = pointer.split('/').slice(1);
  const [list, index, prop, ...rest] = tokens;
  if (list === 'specialFields' && index !== undefined) {
    const at = `/specialFields/${index}`;
    if (prop === undefined) return `${at}/configName`;
    if (prop === 'showTypeConfigInfo') return rest.length >= 1 ? `${at}/showTypeConfigInfo/${rest[0]}/optionContent` : `${at}/showTypeConfigInfo`;
    if (FIELD_PROPS.has(prop)) return `${at}/${prop}`;
    if (MUST_PROPS.has(prop)) return `${at}/requiredTripTypes`;
    if (ASSOCIATION_PROPS.has(prop)) return `${at}/showWhen/parentId`;
    return `${at}/configName`;
  }
  if (list === 'tripTypeConfigs' && index !== undefined) {
    return prop === 'defaultTripTypeConfigValue' ? `/tripTypeConfigs/${index}/defaultTripTypeConfigValue` : `/tripTypeConfigs/${index}/enterpriseServiceTripTypeList`;
  }
  if (list === 'auditConfigs' && index !== undefined) {
    const at = `/auditConfigs/${index}`;
    if (prop === 'isNeedAudit' || prop === 'auditType') return `${at}/${prop}`;
    if (prop !== undefined && (SECTION_KEYS as readonly string[]).includes(prop)) {
      const [sectionProp, condition] = rest;
      if (sectionProp === 'auditConditionConfigDto') {
        return `${at}/${prop}/auditConditionConfigDto/${condition === 'tripTypes' || condition === 'paymentTypes' ? condition : 'conditionBits'}`;
      }
      return ['isShow', 'isRequired', 'defaultValue', 'hasAuditCondition'].includes(sectionProp ?? '') ? `${at}/${prop}/${sectionProp}` : `${at}/${prop}/isShow`;
    }
    return `${at}/isNeedAudit`;
  }
  return '';
}

/** Where a list of the form is, as the form engine gives it: the special fields, or one field's options. */
export type ListPath = readonly (string | number)[];

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
};

/**
 * The draft with one item of a list moved from `from` to `to` (a drop of the drag to reorder, issue
 * 24 §1), and the item's name as the admin reads it; `undefined` for a path the form has no list at
 * or a place outside the list.
 *
 * @example moveListItem(bundle, ['specialFields'], 2, 0)?.name // '用车说明'
 * @example moveListItem(bundle, ['specialFields', 1, 'showTypeConfigInfo'], 3, 0)?.name // '其他'
 */
export function moveListItem(bundle: EnterpriseBundle, path: ListPath, from: number, to: number): { bundle: EnterpriseBundle; name: string } | undefined {
  const fields = bundle.specialFields ?? [];
  const inside = (length: number) => from !== to && from >= 0 && to >= 0 && from < length && to < length;
  if (path.length === 1 && path[0] === 'specialFields') {
    if (!inside(fields.length)) return undefined;
    return { bundle: { ...bundle, specialFields: moved(fields, from, to) }, name: fields[from]!.configName };
  }
  const [list, index, prop] = path;
  const field = typeof index === 'number' ? fields[index] : undefined;
  if (path.length !== 3 || list !== 'specialFields' || prop !== 'showTypeConfigInfo' || !field) return undefined;
  const options = field.showTypeConfigInfo ?? [];
  if (!inside(options.length)) return undefined;
  const next = fields.map((f, i) => (i === index ? { ...f, showTypeConfigInfo: moved(options, from, to) } : f));
  return { bundle: { ...bundle, specialFields: next }, name: options[from]!.optionContent };
}
