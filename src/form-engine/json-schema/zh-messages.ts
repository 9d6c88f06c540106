/**
 * The Chinese message of each JSON Schema keyword error, in the words ajv-i18n `zh` uses
 * (node_modules/ajv-i18n/localize/zh/index.js), so the form engine reads as it did with ajv.
 *
 * Property names in `required` and `dependencies` messages are quoted (`'7'`), as
 * @rjsf/validator-ajv8 quotes them before localizing: RJSF then swaps `'7'` for `'项目编号'`, the
 * field's title (rjsf-errors.ts).
 */
import type { KeywordError } from './keyword-errors.ts';

const quoted = (name: unknown): string => `'${String(name)}'`;

/**
 * The message of one keyword error.
 *
 * @example zhMessage({ keyword: 'maxLength', params: { limit: 200 }, … }) // '不应多于 200 个字符'
 * @example zhMessage({ keyword: 'required', params: { missingProperty: '7' }, … }) // "应当有必需属性 '7'"
 */
export function zhMessage({ keyword, params }: Pick<KeywordError, 'keyword' | 'params'>): string {
  switch (keyword) {
    case 'additionalItems':
    case 'items':
      return `不允许超过${String(params['limit'])}个元素`;
    case 'additionalProperties':
      return '不允许有额外的属性';
    case 'anyOf':
      return '数据应为 anyOf 所指定的其中一个';
    case 'const':
      return '应当等于常量';
    case 'contains':
      return '应当包含一个有效项';
    case 'dependencies':
    case 'dependentRequired':
      return `应当拥有属性${quoted(params['property'])}的依赖属性${String(params['deps'])
        .split(', ')
        .map(quoted)
        .join(', ')}`;
    case 'enum':
      return '应当是预设定的枚举值之一';
    case 'false schema':
      return '布尔模式出错';
    case 'format':
      return `应当匹配格式 "${String(params['format'])}"`;
    case 'if':
      return `应当匹配模式 "${String(params['failingKeyword'])}" `;
    case 'maximum':
    case 'exclusiveMaximum':
    case 'minimum':
    case 'exclusiveMinimum':
      return `应当为 ${String(params['comparison'])} ${String(params['limit'])}`;
    case 'maxItems':
      return `不应多于 ${String(params['limit'])} 个项`;
    case 'maxLength':
      return `不应多于 ${String(params['limit'])} 个字符`;
    case 'maxProperties':
      return `不应有多于 ${String(params['limit'])} 个属性`;
    case 'minItems':
      return `不应少于 ${String(params['limit'])} 个项`;
    case 'minLength':
      return `不应少于 ${String(params['limit'])} 个字符`;
    case 'minProperties':
      return `不应有少于 ${String(params['limit'])} 个属性`;
    case 'multipleOf':
      return `应当是 ${String(params['multipleOf'])} 的整数倍`;
    case 'not':
      return '不应当匹配 "not" schema';
    case 'oneOf':
      return '只能匹配一个 "oneOf" 中的 schema';
    case 'pattern':
      return `应当匹配模式 "${String(params['pattern'])}"`;
    case 'propertyNames':
      return '属性名 无效';
    case 'required':
      return `应当有必需属性 ${quoted(params['missingProperty'])}`;
    case 'type':
      return `应当是 ${String(params['type'])} 类型`;
    case 'uniqueItems':
      return `不应当含有重复项 (第 ${String(params['j'])} 项与第 ${String(params['i'])} 项是重复的)`;
    default:
      return `应当通过 "${keyword} 关键词校验"`;
  }
}
