// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizeZh from 'ajv-i18n/localize/zh';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { bookingScenario, bookingStep, compileForm, drawnErrors, evaluate, newBookingData } from '../../rules/index.ts';
import type { EnterpriseBundle, Scenario } from '../../rules/index.ts';
import { compiled, renderSchemaForm } from '../../tests/support/form-engine.tsx';
import { rulesFirst } from './rule-messages.ts';
import { formValidator, settleEmptyValueErrors, transformErrors, transformErrorsWithoutRequired } from './validator.ts';

/** A validator as @rjsf/validator-ajv8 makes it (Chinese, nothing settled): what ajv says on its own. */
const plainValidator = customizeValidator({}, localizeZh);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the form validator', () => {
  it('words a required error as the rules core does: {configName}为必填项', () => {
    const [error] = transformErrors(
      [{ name: 'required', property: '.7', message: "应当有必需属性 '项目编号'", stack: '', title: '项目编号', params: { missingProperty: '7' } }],
      {},
    ) as RJSFValidationError[];
    expect(error!.message).toBe('项目编号为必填项');
  });

  it('gives ajv messages in Chinese', () => {
    const { errors } = formValidator.validateFormData({ n: 'x' }, { type: 'object', properties: { n: { type: 'number' } } });
    expect(errors[0]!.message).toMatch(/应当是 number 类型/);
  });

  it('generates no validation code, however often the form validates and re-renders (as ajv compiling would)', async () => {
    const form = compiled({ type: 'object', required: ['7'], properties: { '7': { type: 'string', title: '项目编号' } } });
    const constructed = vi.spyOn(globalThis, 'Function');
    // Functions built with validation code (jsdom's selector engine builds others): ajv's all read `instancePath`.
    const validationCode = () => constructed.mock.calls.filter((args) => args.some((arg) => String(arg).includes('instancePath')));
    // The spy does see ajv's code generation: compiling a schema it has not seen goes through it.
    plainValidator.validateFormData({}, { type: 'object', properties: { fresh: { type: 'string', maxLength: 3 } } });
    expect(validationCode().length).toBeGreaterThan(0);
    constructed.mockClear();
    const { onSubmit } = renderSchemaForm({ form, formData: {} });
    for (const value of ['a', 'ab', 'abc']) {
      fireEvent.change(screen.getByLabelText('项目编号'), { target: { value } });
      fireEvent.blur(screen.getByLabelText('项目编号'));
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    }
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(validationCode()).toEqual([]);
  });
});

describe('the form validator trusts the compiler (issue 9 §2, mount)', () => {
  it('answers isValid on a compiled form without checking the schema first', () => {
    const form = compiled({ type: 'object', properties: { '8': { type: 'string', title: '成本中心' } } });
    expect(formValidator.isValid(form.schema, {}, form.schema)).toBe(true);
    expect(formValidator.isValid(form.schema, { '8': 8 }, form.schema)).toBe(false);
  });

  it('every compiled form of every fixture is a valid JSON Schema', () => {
    const checker = customizeValidator({}, localizeZh).ajv;
    // fixtures/enterprises/<enterprise>/{bundle.json, scenarios/*.json} (tests/support/fixtures.ts, which jsdom cannot load)
    const root = resolve('fixtures/enterprises');
    const pairs = readdirSync(root).flatMap((enterprise) =>
      readdirSync(resolve(root, enterprise, 'scenarios')).filter((f) => f.endsWith('.json')).map((scenario) => ({ enterprise, scenario, bundlePath: resolve(root, enterprise, 'bundle.json'), scenarioPath: resolve(root, enterprise, 'scenarios', scenario) })),
    );
    expect(pairs.length).toBeGreaterThan(5);
    for (const pair of pairs) {
      const bundle = JSON.parse(readFileSync(pair.bundlePath, 'utf8')) as EnterpriseBundle;
      const scenario = JSON.parse(readFileSync(pair.scenarioPath, 'utf8')) as Scenario;
      for (const kind of ['special-car', 'own-car', 'special-config', 'audit'] as const) {
        const { schema } = compileForm(bundle, scenario, kind);
        expect(checker.validateSchema(schema), `${pair.enterprise}/${pair.scenario} ${kind}: ${checker.errorsText()}`).toBe(true);
      }
    }
  });
});

/** The errors ajv gives (through RJSF's conversion, before any transform) for `data` against `schema`. */
function ajvErrors(data: unknown, schema: RJSFSchema): RJSFValidationError[] {
  return plainValidator.validateFormData(data, schema).errors;
}

const CAR_LEVEL: RJSFSchema = { type: 'integer', title: '车型等级', enum: [1, 2, 3] };
const EMAIL: RJSFSchema = { type: 'string', title: '行政审核人邮箱', minLength: 1, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };

describe('an empty field says one thing: that it is required, or nothing', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['firstCarType', 'reviewer'],
    properties: {
      firstCarType: CAR_LEVEL,
      secondCarType: { ...CAR_LEVEL, title: '备选车型' },
      reviewer: { type: 'object', title: '行政审核人', required: ['email'], properties: { email: EMAIL, city: { type: 'string', title: '城市', pattern: '^\\d{6}$' } } },
      tags: { type: 'array', title: '标签', minItems: 1, items: { type: 'integer', enum: [1, 2] } },
    },
  };
  const messagesAt = (errors: RJSFValidationError[], property: string) => errors.filter((e) => e.property === property).map((e) => e.message);

  it('ajv alone judges an empty choice by its type and its enum, and an empty text by its length', () => {
    const raw = ajvErrors({ firstCarType: null, reviewer: { email: '' } }, schema);
    expect(messagesAt(raw, '.firstCarType')).toEqual(['应当是 integer 类型', '应当是预设定的枚举值之一']);
    expect(messagesAt(raw, '.reviewer.email')).toEqual(['不应少于 1 个字符']);
  });

  it('a required choice left null has the one message {title}为必填项', () => {
    const settled = settleEmptyValueErrors(ajvErrors({ firstCarType: null, reviewer: { email: 'a@b.cn' } }, schema), { firstCarType: null, reviewer: { email: 'a@b.cn' } }, schema);
    expect(settled).toEqual([expect.objectContaining({ name: 'required', property: '.firstCarType', message: '车型等级为必填项' })]);
  });

  it('a text held to minLength 1 (how the compiler says "required") and left empty is required', () => {
    const data = { firstCarType: 1, reviewer: { email: '' } };
    expect(messagesAt(settleEmptyValueErrors(ajvErrors(data, schema), data, schema), '.reviewer.email')).toEqual(['行政审核人邮箱为必填项']);
  });

  it('an empty list held to minItems 1 is required', () => {
    const data = { firstCarType: 1, reviewer: { email: 'a@b.cn' }, tags: [] };
    expect(messagesAt(settleEmptyValueErrors(ajvErrors(data, schema), data, schema), '.tags')).toEqual(['标签为必填项']);
  });

  it('an optional field left empty has no error at all', () => {
    const data = { firstCarType: 1, secondCarType: null, reviewer: { email: 'a@b.cn', city: '' } };
    expect(ajvErrors(data, schema).length).toBeGreaterThan(0);
    expect(settleEmptyValueErrors(ajvErrors(data, schema), data, schema)).toEqual([]);
  });

  it('a filled-in value that is wrong keeps ajv’s message, but a pattern is told in words, never as a regular expression', () => {
    const data = { firstCarType: 7, reviewer: { email: 'not-an-email', city: '12' } };
    const settled = settleEmptyValueErrors(ajvErrors(data, schema), data, schema);
    expect(messagesAt(settled, '.firstCarType')).toEqual(['应当是预设定的枚举值之一']);
    expect(messagesAt(settled, '.reviewer.email')).toEqual(['行政审核人邮箱格式不正确']);
    expect(messagesAt(settled, '.reviewer.city')).toEqual(['城市格式不正确']);
  });

  it('a pattern error names the schema’s first example when it has one', () => {
    const dated: RJSFSchema = { type: 'object', properties: { purchaseDate: { type: 'string', title: '购买日期', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', examples: ['2024-03-15'] } } };
    const data = { purchaseDate: '2024/3/15' };
    expect(settleEmptyValueErrors(ajvErrors(data, dated), data, dated).map((e) => e.message)).toEqual(['购买日期格式不正确，例如 2024-03-15']);
  });

  it('a missing property has its required error once', () => {
    const data = { reviewer: { email: 'a@b.cn' } };
    expect(settleEmptyValueErrors(ajvErrors(data, schema), data, schema).map((e) => e.message)).toEqual(['车型等级为必填项']);
  });

  it('the shared validator settles empty values on every validation, then words them', () => {
    const { errors } = formValidator.validateFormData({ firstCarType: null, reviewer: { email: '' } }, schema, undefined, transformErrors);
    expect(errors.map((e) => e.message).sort()).toEqual(['行政审核人邮箱为必填项', '车型等级为必填项']);
  });
});

describe('a field shows the rules core’s message alone when it has one', () => {
  it('keeps only the rules core’s messages among a field’s lines, each once', () => {
    const rules = new Set(['所选车型不可用，请重新选择']);
    expect(rulesFirst(['车型等级为必填项', '所选车型不可用，请重新选择', '所选车型不可用，请重新选择'], rules)).toEqual(['所选车型不可用，请重新选择']);
  });

  it('shows the schema’s messages where the rules core says nothing', () => {
    expect(rulesFirst(['车型等级为必填项', '车型等级为必填项', ''], new Set(['别的字段的错误']))).toEqual(['车型等级为必填项']);
  });
});

describe('the special-car form of 上海华信 submitted empty (jsdom)', () => {
  const huaxin = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as EnterpriseBundle;
  const context = { offeredPaymentTypes: [2, 4], offeredCarTypeLevels: [1, 2, 3] };
  const data = newBookingData('special-car', huaxin, context, Date.parse('2026-11-23T10:00:00+08:00'));
  const scenario = bookingScenario('special-car', data, context);
  const form = compileForm(huaxin, scenario, 'special-car');
  const evaluation = evaluate(huaxin, scenario);
  const linesOf = (id: string) => [...(document.getElementById(`${id}__error`)?.querySelectorAll('p') ?? [])].map((line) => line.textContent);

  it('shows one message per field: the rules core’s, else {title}为必填项, never a type or enum message', async () => {
    renderSchemaForm({ form, formData: data, errors: [...evaluation.errors, ...evaluation.submitErrors] });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(document.getElementById('root_administrativeReviewerMsg_email__error')).not.toBeNull());
    // The car level: the rules core reports it (所选车型不可用); the schema's type and enum errors are gone.
    expect(linesOf('root_firstCarType')).toEqual(['所选车型不可用，请重新选择']);
    expect(linesOf('root_administrativeReviewerMsg_email')).toEqual(['行政审核人邮箱为必填项']);
    expect(linesOf('root_specialConfig_102')).toEqual(['出差事由为必填项']);
    expect(document.body.textContent).not.toMatch(/应当是|不应少于/);
  });

  it('without a rule error at the car level, the schema says it is required, once', async () => {
    renderSchemaForm({ form, formData: data });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(document.getElementById('root_firstCarType__error')).not.toBeNull());
    expect(linesOf('root_firstCarType')).toEqual(['车型等级为必填项']);
    expect(document.body.textContent).not.toMatch(/应当是|不应少于/);
  });

  it('a refused submit shows its errors at the fields and logs nothing (no "Form validation failed")', async () => {
    const logged = vi.spyOn(console, 'error');
    const { onSubmit } = renderSchemaForm({ form, formData: data });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(document.getElementById('root_firstCarType__error')).not.toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter(([first]) => first === 'Form validation failed')).toEqual([]);
  });
});

describe('a booking form has one error channel: the booking step (issue 22 §1)', () => {
  const huaxin = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as EnterpriseBundle;
  const context = { offeredPaymentTypes: [2, 4], offeredCarTypeLevels: [1, 2, 3] };
  const data = newBookingData('special-car', huaxin, context, Date.parse('2026-11-23T10:00:00+08:00'));
  const step = bookingStep(huaxin, context, { kind: 'special-car', from: 'opened' }, data);
  const linesOf = (id: string) => [...(document.getElementById(`${id}__error`)?.querySelectorAll('p') ?? [])].map((line) => line.textContent);

  it('drops the validator\'s required errors and keeps the others', () => {
    const errors = [
      { name: 'required', property: '.7', message: '', stack: '', title: '项目编号', params: { missingProperty: '7' } },
      { name: 'format', property: '.mail', message: '应当是正确的 email 格式', stack: '', params: {} },
    ] as RJSFValidationError[];
    expect((transformErrorsWithoutRequired(errors, {}) as RJSFValidationError[]).map((e) => e.name)).toEqual(['format']);
  });

  it('an empty submit draws the step\'s errors once each: a required car level left empty says so (not 所选车型不可用)', async () => {
    renderSchemaForm({ form: step.form, formData: step.data, errors: drawnErrors(step, true), requiredBy: 'rules' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(document.getElementById('root_firstCarType__error')).not.toBeNull());
    expect(linesOf('root_firstCarType')).toEqual(['车型等级为必填项']);
    expect(linesOf('root_administrativeReviewerMsg_email')).toEqual(['行政审核人邮箱为必填项']);
    expect(linesOf('root_specialConfig_102')).toEqual(['出差事由为必填项']);
    expect(step.errors.filter((e) => e.path === '/firstCarType').map((e) => e.code)).toEqual(['field.required']);
  });

  it('without the step\'s errors the schema says nothing of an empty required field: the step is the one source', async () => {
    const { onSubmit } = renderSchemaForm({ form: step.form, formData: step.data, requiredBy: 'rules' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(document.getElementById('root_firstCarType__error')?.textContent ?? '').toBe('');
  });
});
