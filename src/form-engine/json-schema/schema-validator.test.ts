import type { FormValidation, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizeZh from 'ajv-i18n/localize/zh';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { settleEmptyValueErrors } from '../validator.ts';
import { jsonLike, SchemaValidator } from './schema-validator.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const validator = new SchemaValidator();
/** What the portal used before (@rjsf/validator-ajv8, ajv-i18n zh): the reference every answer here is held to. */
const ajvValidator = customizeValidator({}, localizeZh);

/** An error as a comparable line: everything RJSF and the form engine read of it. */
const line = (error: RJSFValidationError) => JSON.stringify([error.property, error.name, error.message, error.params, error.title, error.stack, error.schemaPath]);

/** Our errors, after checking they are ajv's (order aside). */
function errorsAsAjv(schema: RJSFSchema, data: unknown, uiSchema?: UiSchema): RJSFValidationError[] {
  const ours = validator.validateFormData(data, schema, undefined, undefined, uiSchema).errors;
  const theirs = ajvValidator.validateFormData(data, schema, undefined, undefined, uiSchema).errors;
  expect(ours.map(line).sort()).toEqual(theirs.map(line).sort());
  return ours;
}

const field = (schema: RJSFSchema): RJSFSchema => ({ type: 'object', properties: { f: { title: '字段', ...schema } } });

describe('each keyword’s message is ajv-i18n’s Chinese', () => {
  it.each([
    ['type', { type: 'integer' }, 'x', '应当是 integer 类型'],
    ['type (several)', { type: ['string', 'null'] }, 1, '应当是 string,null 类型'],
    ['const', { const: 1 }, 2, '应当等于常量'],
    ['enum', { enum: [1, 2] }, 3, '应当是预设定的枚举值之一'],
    ['minLength', { type: 'string', minLength: 2 }, 'a', '不应少于 2 个字符'],
    ['maxLength', { type: 'string', maxLength: 2 }, '三个字', '不应多于 2 个字符'],
    ['pattern', { type: 'string', pattern: '^\\d{6}$' }, '12', '应当匹配模式 "^\\d{6}$"'],
    ['format', { type: 'string', format: 'email' }, 'not-mail', '应当匹配格式 "email"'],
    ['minimum', { type: 'number', minimum: -180 }, -181, '应当为 >= -180'],
    ['maximum', { type: 'number', maximum: 180 }, 181, '应当为 <= 180'],
    ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, 0, '应当为 > 0'],
    ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 10 }, 10, '应当为 < 10'],
    ['multipleOf', { type: 'number', multipleOf: 5 }, 7, '应当是 5 的整数倍'],
    ['minItems', { type: 'array', minItems: 1 }, [], '不应少于 1 个项'],
    ['maxItems', { type: 'array', maxItems: 1 }, [1, 2], '不应多于 1 个项'],
    ['uniqueItems', { type: 'array', uniqueItems: true, items: { type: 'integer' } }, [1, 2, 1], '不应当含有重复项 (第 2 项与第 0 项是重复的)'],
    ['uniqueItems (objects)', { type: 'array', uniqueItems: true }, [{ a: 1 }, { a: 1 }], '不应当含有重复项 (第 0 项与第 1 项是重复的)'],
    ['minProperties', { type: 'object', minProperties: 1 }, {}, '不应有少于 1 个属性'],
    ['maxProperties', { type: 'object', maxProperties: 0 }, { a: 1 }, '不应有多于 0 个属性'],
    ['not', { not: { type: 'string' } }, 'x', '不应当匹配 "not" schema'],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'integer' }] }, true, '数据应为 anyOf 所指定的其中一个'],
    ['oneOf', { oneOf: [{ const: 1, title: '是' }, { const: 0, title: '否' }] }, 2, '只能匹配一个 "oneOf" 中的 schema'],
    ['if', { if: { type: 'integer' }, then: { minimum: 1 } }, 0, '应当匹配模式 "then" '],
    ['contains', { type: 'array', contains: { const: 1 } }, [2], '应当包含一个有效项'],
    ['additionalProperties', { type: 'object', additionalProperties: false }, { extra: 1 }, '不允许有额外的属性'],
    ['additionalItems', { type: 'array', items: [{ type: 'integer' }], additionalItems: false }, [1, 2], '不允许超过1个元素'],
    ['false schema', { type: 'object', properties: { g: false } }, { g: 1 }, '布尔模式出错'],
  ] as [string, RJSFSchema, unknown, string][])('%s', (keyword, schema, value, message) => {
    const errors = errorsAsAjv(field(schema), { f: value });
    expect(errors.map((error) => error.message)).toContain(message);
  });

  it('required: ajv’s words with the field’s title (RJSF swaps the quoted name for it)', () => {
    const schema: RJSFSchema = { type: 'object', required: ['7', '8'], properties: { '7': { type: 'string', title: '项目编号' }, '8': { type: 'string' } } };
    const errors = errorsAsAjv(schema, {});
    expect(errors.map((error) => [error.property, error.message, error.title])).toEqual([
      ['7', "应当有必需属性 '项目编号'", '项目编号'],
      ['8', "应当有必需属性 '8'", ''],
    ]);
  });

  it('dependencies: ajv’s words, each missing property once', () => {
    const schema: RJSFSchema = { type: 'object', properties: { a: { title: '甲' }, b: { title: '乙' }, c: {} }, dependencies: { a: ['b', 'c'] } };
    expect(errorsAsAjv(schema, { a: 1 }).map((error) => error.message)).toEqual(["应当拥有属性'甲'的依赖属性'乙', 'c'", "应当拥有属性'甲'的依赖属性'乙', 'c'"]);
  });
});

describe('only the keyword that failed is an error, never the ones holding it', () => {
  it('properties, items, allOf and $ref that hold a failing value add no error of their own', () => {
    const schema: RJSFSchema = {
      type: 'object',
      definitions: { code: { type: 'string', title: '代码', maxLength: 2 } },
      allOf: [{ properties: { list: { type: 'array', items: { $ref: '#/definitions/code' } } } }],
    };
    const errors = errorsAsAjv(schema, { list: ['ok', 'long'] });
    expect(errors.map((error) => [error.property, error.name, error.schemaPath])).toEqual([['.list.1', 'maxLength', '#/definitions/code/maxLength']]);
  });

  it('a choice that matches no option: the options’ error (once: the same words) and the oneOf error, at the field', () => {
    const errors = errorsAsAjv(field({ type: 'integer', oneOf: [{ const: 1, title: '经济型' }, { const: 2, title: '舒适型' }] }), { f: 3 });
    expect(errors.map((error) => error.name).sort()).toEqual(['const', 'oneOf']);
    expect(new Set(errors.map((error) => error.property))).toEqual(new Set(['.f']));
  });
});

describe('the data and schemas RJSF hands it', () => {
  it('a member whose value is undefined is absent (required), as with ajv', () => {
    const schema: RJSFSchema = { type: 'object', required: ['a'], properties: { a: { type: 'string', title: '甲' } } };
    expect(errorsAsAjv(schema, { a: undefined }).map((error) => error.message)).toEqual(["应当有必需属性 '甲'"]);
    expect(validator.isValid(schema, { a: undefined }, schema)).toBe(false);
  });

  it('the data are not changed: undefined members are left out of a copy', () => {
    const data = { a: undefined, b: [undefined, { c: undefined, d: 1 }] };
    expect(jsonLike(data)).toEqual({ b: [null, { d: 1 }] });
    expect(data).toEqual({ a: undefined, b: [undefined, { c: undefined, d: 1 }] });
    const plain = { b: [1, { d: 1 }] };
    expect(jsonLike(plain)).toBe(plain);
  });

  it.each([
    [{ const: 1, title: '是' }, false],
    [{ type: 'string' }, false],
    [{ enum: [1] }, false],
    [{}, true],
    [{ minLength: 1, required: ['a'], properties: { a: { type: 'string' } } }, true],
    [{ not: { const: 1 } }, true],
    [{ anyOf: [{ type: 'string' }, {}] }, true],
    [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, false],
  ] as [RJSFSchema, boolean][])('an unset value (undefined) against %j is judged as ajv judges it: %s', (schema, verdict) => {
    expect(validator.isValid(schema, undefined, schema)).toBe(verdict);
    expect(ajvValidator.isValid(schema, undefined, schema)).toBe(verdict);
  });

  it('an option with a $ref is judged against the root schema’s definitions', () => {
    const root: RJSFSchema = { definitions: { level: { type: 'integer', minimum: 1 } }, oneOf: [{ $ref: '#/definitions/level' }, { type: 'string' }] };
    const option = (root.oneOf as RJSFSchema[])[0]!;
    expect(validator.isValid(option, 2, root)).toBe(true);
    expect(validator.isValid(option, 0, root)).toBe(false);
  });

  it('a title from the uiSchema names the field in the stack', () => {
    const schema = field({ type: 'string', maxLength: 1 });
    const [error] = errorsAsAjv(schema, { f: 'ab' }, { f: { 'ui:title': '备注' } });
    expect(error).toMatchObject({ title: '备注', stack: "'备注' 不应多于 1 个字符" });
  });

  it('a key that is not ASCII is a property as it is and an encoded schema path, as with ajv', () => {
    const [error] = errorsAsAjv({ type: 'object', properties: { 出差事由: { type: 'string', maxLength: 1 } } }, { 出差事由: 'ab' });
    expect(error).toMatchObject({ property: '.出差事由', schemaPath: `#/properties/${encodeURIComponent('出差事由')}/maxLength` });
  });

  it('a schema it cannot use is reported, not thrown: a bad pattern', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schema = field({ type: 'string', pattern: '(' });
    const { errors, errorSchema } = validator.validateFormData({ f: 'x' }, schema);
    expect(errors).toHaveLength(1);
    expect(errorSchema).toHaveProperty('$schema');
    expect(validator.isValid(schema, { f: 'x' }, schema)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('customValidate adds its errors, and transformErrors sees the schema’s first', () => {
    const schema: RJSFSchema = { type: 'object', properties: { a: { type: 'string', title: '甲', maxLength: 1 }, b: { type: 'string' } } };
    const transform = vi.fn((errors: RJSFValidationError[]) => errors.map((error) => ({ ...error, message: `改写：${error.message ?? ''}` })));
    const customValidate = (data: { b?: string } | undefined, handler: FormValidation) => {
      if (data?.b === 'z') handler.b!.addError('乙不能是 z');
      return handler;
    };
    const { errors, errorSchema } = validator.validateFormData({ a: 'xy', b: 'z' }, schema, customValidate, transform);
    expect(transform).toHaveBeenCalledOnce();
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.a', '改写：不应多于 1 个字符'],
      ['.b', '乙不能是 z'],
    ]);
    expect(errorSchema).toMatchObject({ a: { __errors: ['改写：不应多于 1 个字符'] }, b: { __errors: ['乙不能是 z'] } });
    expect({ errors, errorSchema }).toEqual(ajvValidator.validateFormData({ a: 'xy', b: 'z' }, schema, customValidate, transform));
  });
});

describe('the empty-value settling works on these errors as on ajv’s', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['firstCarType'],
    properties: {
      firstCarType: { type: 'integer', title: '车型等级', enum: [1, 2, 3] },
      email: { type: 'string', title: '行政审核人邮箱', minLength: 1, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
      note: { type: 'string', title: '备注', pattern: '^\\d+$' },
    },
  };

  it.each([
    [{ firstCarType: null, email: '', note: '' }, ['行政审核人邮箱为必填项', '车型等级为必填项']],
    [{ firstCarType: 7, email: 'x', note: 'a' }, ['备注格式不正确', '应当是预设定的枚举值之一', '行政审核人邮箱格式不正确']],
    [{ email: 'a@b.cn' }, ['车型等级为必填项']],
  ] as [Record<string, unknown>, string[]][])('%j', (data, messages) => {
    const settled = settleEmptyValueErrors(errorsAsAjv(schema, data), data, schema);
    expect(settled.map((error) => error.message).sort()).toEqual([...messages].sort());
  });
});
