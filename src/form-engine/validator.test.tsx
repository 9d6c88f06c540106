// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFValidationError } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { compiled, renderSchemaForm } from '../../tests/support/form-engine.tsx';
import { formValidator, transformErrors } from './validator.ts';

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

  it('compiles a schema object once, however often the form validates and re-renders with it', async () => {
    const form = compiled({ type: 'object', required: ['7'], properties: { '7': { type: 'string', title: '项目编号' } } });
    const compile = vi.spyOn(formValidator.ajv, 'compile');
    const { onSubmit } = renderSchemaForm({ form, formData: {} });
    for (const value of ['a', 'ab', 'abc']) {
      fireEvent.change(screen.getByLabelText('项目编号'), { target: { value } });
      fireEvent.blur(screen.getByLabelText('项目编号'));
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    }
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    // ajv answers a schema object it has seen from its cache: every call hands back the one compiled function
    const compiledFunctions = new Set(compile.mock.results.map((result) => result.value));
    expect(compile).toHaveBeenCalled();
    expect(compiledFunctions.size).toBe(1);
  });
});
