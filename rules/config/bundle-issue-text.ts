/**
 * The schema check of a config bundle in sentences (issue 24 §1 and §2): ajv's words
 * (`不允许有额外的属性: extra`, `应当是 integer 类型`) name neither the setting nor where it is. Each
 * keyword the bundle's schema (schemas/bundle.schema.json) can fail is said here as a sentence that
 * names the place by the admin's own names (`特殊字段「项目编号」`, `专车的审批配置`) and the setting by
 * its Chinese name (`bundle-labels.ts`): never a property name, a JSON Pointer or a keyword. The one
 * word of the admin's own that is said as it is: a setting the bundle does not have, quoted.
 *
 * Pure; the linter (`lint-bundle.ts`) words the schema's issues with it, so the JSON view's lint, the
 * page's summary and the server's refusal say the same sentence. The English text stays for logs.
 */
import { auditTypeLabels, businessTypeLabels, MustConditionType, showTypeLabels } from '../model/constants.ts';
import type { Issue } from '../model/issue.ts';
import { bundleLabel, childKind, type BundleObjectKind } from './bundle-labels.ts';

const at = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

const unescapeToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');
const tokensOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken));
const isIndex = (token: string | undefined): token is string => token !== undefined && /^\d+$/.test(token);
const nth = (token: string) => Number(token) + 1;

/** The objects held as one object, not a list of them. */
const SINGLE_OBJECTS: ReadonlySet<BundleObjectKind> = new Set(['baseConfig', 'auditSection', 'auditCondition']);

const ROOT = '配置';

const nonEmpty = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** The words for the item `index` (a token) of a list of objects of `kind`, inside the place `outer`. */
function itemPlace(kind: BundleObjectKind, outer: string, item: unknown, index: string): string {
  const business = businessTypeLabels[String(at(item, 'businessType'))];
  switch (kind) {
    case 'specialField': {
      const name = at(item, 'configName');
      return nonEmpty(name) ? `特殊字段「${name}」` : `第 ${nth(index)} 个特殊字段`;
    }
    case 'option': {
      const name = at(item, 'optionContent');
      return nonEmpty(name) ? `${outer}的选项「${name}」` : `${outer}的第 ${nth(index)} 个选项`;
    }
    case 'mustCondition':
      return `${outer}的第 ${nth(index)} 个必填条件`;
    case 'skipMustCondition':
      return `${outer}的第 ${nth(index)} 位免填的乘车人`;
    case 'parentOption':
      return `${outer}的第 ${nth(index)} 个所依据字段的选项`;
    case 'auditConfig':
      return business ? `${business}的审批配置` : `第 ${nth(index)} 个审批配置`;
    case 'tripTypeConfig':
      return business ? `${business}的行程类型配置` : `第 ${nth(index)} 个行程类型配置`;
    case 'config':
      return `第 ${nth(index)} 项企业设置`;
    case 'noNeedToAudit':
      return `第 ${nth(index)} 个免审批名单`;
    default:
      return `第 ${nth(index)} 个特殊要求`;
  }
}

interface Place {
  /** The object's words (`特殊字段「项目编号」`; `配置` for the bundle itself). */
  words: string;
  kind: BundleObjectKind;
  /** The tokens after the object: the setting an issue is about, if any. */
  rest: string[];
}

/** The deepest object of the bundle that `tokens` pass through, in words. */
function placeOf(value: unknown, tokens: readonly string[]): Place {
  let kind: BundleObjectKind = 'bundle';
  let words = ROOT;
  let node = value;
  let i = 0;
  while (i < tokens.length) {
    const property = tokens[i]!;
    const child = childKind(kind, property);
    if (!child) break;
    const next = at(node, property);
    if (SINGLE_OBJECTS.has(child)) {
      words = child === 'baseConfig' ? bundleLabel('bundle', 'baseConfig')! : child === 'auditSection' ? `${words}中的「${bundleLabel(kind, property)}」` : `${words}的${bundleLabel(kind, property)}`;
      node = next;
      i += 1;
    } else if (isIndex(tokens[i + 1])) {
      const index = tokens[i + 1]!;
      const item = at(next, index);
      words = itemPlace(child, words, item, index);
      node = item;
      i += 2;
    } else break;
    kind = child;
  }
  return { words, kind, rest: tokens.slice(i) };
}

/** A setting of an object of `kind` in words: its name, or the key quoted when the bundle has no such setting. */
const settingWords = (kind: BundleObjectKind, property: string): string => {
  const label = bundleLabel(kind, property);
  return label === undefined ? `“${property}”` : `「${label}」`;
};

/** What an issue at `place` is about: the object itself, one of its settings, or an item of a setting that is a list. */
function subjectOf(place: Place): string {
  const [property, index] = place.rest;
  const of = place.words === ROOT ? '' : `${place.words}的`;
  if (property === undefined) return place.words;
  const setting = settingWords(place.kind, property);
  return isIndex(index) ? `${of}${setting}的第 ${nth(index)} 项` : `${of}${setting}`;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: '整数',
  number: '数字',
  string: '文字',
  boolean: '是或否',
  array: '列表',
  object: '一组设置',
  null: '空',
};

/*
 * What ajv's parameters were (the expected type, the limit, the missing property) is read back from
 * its words: the Chinese ajv-i18n makes from them (`应当是 integer 类型`, `应当为 <= 8`, `应当有必需属性
 * configName`), which the browser's checker gives too, else the English (left empty in the browser,
 * src/form-engine/json-schema/interpreted-validators.ts).
 */

/** `应当是 integer,null 类型` (or `must be integer,null`) → `整数或空`. */
function typeWords(issue: Issue): string {
  const types = (/应当是 ([\w,]+) 类型/.exec(issue.message) ?? /must be ([\w,]+)/.exec(issue.messageEn ?? ''))?.[1]?.split(',') ?? [];
  const words = types.map((type) => TYPE_WORDS[type]).filter((word): word is string => word !== undefined);
  return words.length === 0 ? '正确的类型' : words.join('或');
}

/** The number an ajv limit is stated with (`应当为 >= 1`, `不应少于 1 个字符`, `must be >= 1`). */
const limitOf = (issue: Issue): string => (/(-?\d+(?:\.\d+)?)/.exec(issue.message) ?? /(-?\d+(?:\.\d+)?)/.exec(issue.messageEn ?? ''))?.[1] ?? '';

/** The property a `required` issue misses (`应当有必需属性 configName`, `must have required property 'configName'`). */
const missingOf = (issue: Issue): string => (/必需属性 (\S+)/.exec(issue.message) ?? /required property '([^']*)'/.exec(issue.messageEn ?? ''))?.[1] ?? '';

/** What the default value of a special field may be (its schema's `anyOf`). */
const DEFAULT_VALUE_SHAPES = '文字、数字或数字的列表';

/**
 * A schema issue of a bundle as a sentence. `value`: the bundle as checked (the names of its fields,
 * options and business types name the places). Issues of other codes are said as they are.
 *
 * @example bundleIssueText(bundle, { code: 'schema.additionalProperties', path: '/specialFields/0/extra', message: '不允许有额外的属性: extra' })
 * // '特殊字段「项目编号」里有一项本配置不认识的设置“extra”，请删除它'
 * @example bundleIssueText(bundle, { code: 'schema.type', path: '/specialFields/0/isMandatory', message: '应当是 boolean 类型', messageEn: 'must be boolean' })
 * // '特殊字段「项目编号」的「必填」应为是或否'
 */
export function bundleIssueText(value: unknown, issue: Issue): string {
  if (issue.code === 'schema.moreErrorsNotListed') return issue.message;
  if (!issue.code.startsWith('schema.')) return lintIssueText(value, issue);
  const keyword = issue.code.slice('schema.'.length);
  const tokens = tokensOf(issue.path);
  if (keyword === 'additionalProperties') {
    const place = placeOf(value, tokens.slice(0, -1));
    const where = place.rest.length === 0 ? place.words : subjectOf(place);
    return `${where}里有一项本配置不认识的设置“${tokens.at(-1) ?? ''}”，请删除它`;
  }
  if (keyword === 'required') {
    const place = placeOf(value, tokens);
    const missing = missingOf(issue);
    return `${subjectOf(place)}缺少${settingWords(place.rest.length === 0 ? place.kind : 'bundle', missing)}，请补上`;
  }
  const place = placeOf(value, tokens);
  const subject = subjectOf(place);
  const limit = limitOf(issue);
  switch (keyword) {
    case 'type':
      return `${subject}应为${typeWords(issue)}`;
    case 'enum':
    case 'const':
      return `${subject}不是可选的值，请从可选的值中选择`;
    case 'minimum':
      return `${subject}应不小于 ${limit}`;
    case 'exclusiveMinimum':
      return `${subject}应大于 ${limit}`;
    case 'maximum':
      return `${subject}应不大于 ${limit}`;
    case 'exclusiveMaximum':
      return `${subject}应小于 ${limit}`;
    case 'minLength':
      return limit === '1' ? `${subject}不能为空` : `${subject}至少应有 ${limit} 个字`;
    case 'maxLength':
      return `${subject}不能多于 ${limit} 个字`;
    case 'minItems':
      return `${subject}至少应有 ${limit} 项`;
    case 'maxItems':
      return `${subject}不能多于 ${limit} 项`;
    case 'uniqueItems':
      return `${subject}里有重复的项`;
    case 'anyOf':
    case 'oneOf':
      return place.kind === 'specialField' && place.rest[0] === 'defaultValue' && place.rest.length === 1
        ? `${subject}应为${DEFAULT_VALUE_SHAPES}`
        : `${subject}的写法不对，请按说明填写`;
    default:
      return `${subject}不符合要求`;
  }
}

/** A special field's name in the bundle by its id, or its id said as such when none has it. */
function fieldById(value: unknown, id: unknown): string {
  const fields = at(value, 'specialFields');
  const field = Array.isArray(fields) ? fields.find((f) => at(f, 'specialId') === id) : undefined;
  const name = at(field, 'configName');
  return nonEmpty(name) ? `「${name}」` : `编号为 ${String(id)} 的字段`;
}

/** The special field at `/specialFields/<i>` (the first tokens), if the bundle has it. */
const fieldAt = (value: unknown, tokens: readonly string[]): unknown => (tokens[0] === 'specialFields' && isIndex(tokens[1]) ? at(at(value, 'specialFields'), tokens[1]) : undefined);

/**
 * The rules' own issues (D10: a duplicate id, a choice without options, a parent that is missing or
 * not a choice, a cycle, an audit section missing or never shown; the caps) as sentences that name
 * their place in words and say every code by its name (issue 24 §2): the rules core keeps its
 * shorter texts for the booking page, which loads no words (lint-bundle.ts).
 */
function lintIssueText(value: unknown, issue: Issue): string {
  const tokens = tokensOf(issue.path);
  const place = placeOf(value, tokens);
  const field = fieldAt(value, tokens);
  const parent = at(field, 'parentSpecialId');
  const business = (index: string | undefined) => {
    const type = at(at(at(value, 'auditConfigs'), index ?? ''), 'businessType');
    return businessTypeLabels[String(type)] ?? '';
  };
  switch (issue.code) {
    case 'duplicate-special-id': {
      const id = at(field, 'specialId');
      const fields = at(value, 'specialFields');
      const first = Array.isArray(fields) ? fields.findIndex((f) => at(f, 'specialId') === id) : -1;
      const other = first >= 0 && String(first) !== tokens[1] ? itemPlace('specialField', ROOT, (fields as unknown[])[first], String(first)) : '另一个特殊字段';
      // Two fields of one name are told apart by their places.
      const [self, them] = other === place.words ? [`第 ${nth(tokens[1] ?? '0')} 个${place.words}`, `第 ${first + 1} 个${other}`] : [place.words, other];
      return `${self}与${them}的编号相同（都是 ${String(id)}），每个特殊字段的编号应各不相同`;
    }
    case 'choice-without-options':
      return `${place.words}是${showTypeLabels[String(at(field, 'showType'))] ?? '选择类字段'}，但没有选项，请添加选项`;
    case 'duplicate-option-id':
      return `${place.words}与同一字段的另一个选项编号相同，每个选项的编号应各不相同`;
    case 'unparsable-condition': {
      const type = at(at(at(field, 'mustConditionConfigList'), tokens[3] ?? ''), 'conditionType');
      return `${place.words}的写法不对：应为${type === MustConditionType.OWN_CAR_DURATION_HOURS ? '用车时长（小时数）' : '行程类型，多个时用逗号分隔'}`;
    }
    case 'missing-parent':
      return `${place.words}所依据的字段（编号 ${parent === null || parent === undefined ? '未填' : String(parent)}）不存在，请重新选择何时显示此字段`;
    case 'parent-not-choice':
      return `${place.words}所依据的字段${fieldById(value, parent)}不是下拉框、单选或多选，${place.words}永远不会显示`;
    case 'unknown-parent-option':
      return `${placeOf(value, tokens.slice(0, 2)).words}所依据的字段${fieldById(value, parent)}没有这个选项，请重新选择`;
    case 'association-cycle': {
      const chain = (/（([\d →…]+)/.exec(issue.message)?.[1] ?? '').split(' → ').filter((id) => /^\d+$/.test(id));
      const names = chain.map((id) => fieldById(value, Number(id)));
      return `${place.words}所依据的字段一层层依据回到了它自己（${names.join(' → ')}），请解开这个循环`;
    }
    case 'duplicate-audit-config':
      return `${business(tokens[1]) || place.words}的审批配置重复，每种业务只能有一个审批配置`;
    case 'missing-audit-type':
      return `${place.words}需要审批，但没有选择「审批人来源」`;
    case 'missing-audit-section': {
      const config = at(at(value, 'auditConfigs'), tokens[1] ?? '');
      const source = auditTypeLabels[String(at(config, 'auditType'))] ?? '';
      const section = bundleLabel('auditConfig', tokens[2] ?? '') ?? '审批栏';
      return `${placeOf(value, tokens.slice(0, 2)).words}的审批人来源为「${source}」，要用到「${section}」，但配置中没有这一栏，它不会显示`;
    }
    case 'audit-condition-never-passes':
      return `${placeOf(value, tokens.slice(0, 3)).words}开启了条件“${/（(.+?)）/.exec(issue.message)?.[1] ?? ''}”，但所选范围为空，此审批栏永远不会显示`;
    case 'audit-condition-no-bits':
      return `${placeOf(value, tokens.slice(0, 3)).words}设置了审批条件，但没有勾选任何条件，条件总是通过`;
    default:
      return place.words === ROOT ? issue.message : `${place.words}：${issue.message}`;
  }
}

/**
 * The issues of a bundle in sentences (`bundleIssueText`: the schema's and the rules' own), each keeping its code, path and
 * English text. ajv reports each branch of an `anyOf` that a value fails beside the `anyOf` itself
 * (`应为文字`, `应为数字`, … and then `anyOf`): only the `anyOf` is kept, it says what the value may be.
 */
export function bundleIssuesInWords<T extends Issue>(value: unknown, issues: readonly T[]): T[] {
  const alternatives = new Set(issues.filter((i) => i.code === 'schema.anyOf' || i.code === 'schema.oneOf').map((i) => i.path));
  return issues
    .filter((i) => !(alternatives.has(i.path) && i.code !== 'schema.anyOf' && i.code !== 'schema.oneOf'))
    .map((i) => ({ ...i, message: bundleIssueText(value, i) }));
}
