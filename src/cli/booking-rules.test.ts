import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundlePath, fixturePairs, FIXTURES } from '../../tests/support/fixtures.ts';
import { generateChainBundle, generateChainScenario, generateCycleBundle } from '../../tests/bench/generate-bundle.ts';
import { runCli, type CliIo } from './booking-rules.ts';
import { MAX_JSON_DEPTH } from '../shared/json-depth.ts';
import { MAX_INPUT_BYTES, readTextCapped } from './read-input.ts';

function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    readFile: readTextCapped,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  };
  const code = runCli(argv, io);
  return { code, stdout, stderr };
}

const tmp = mkdtempSync(join(tmpdir(), 'booking-rules-'));
const write = (name: string, text: string) => {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
};
const huaxin = bundlePath('huaxin-tech');
const firstScenario = fixturePairs()[0]!.scenarioPath;
/** 华信科技, a local one-way trip (1) with field 101 required for trip types 1 and 3. */
const huaxinLocalOneWay = join(FIXTURES, 'enterprises', 'huaxin-tech', 'scenarios', '01-local-oneway-airport-pickup.json');

describe('booking-rules lint (D11)', () => {
  it('exits 0 on a clean bundle and says so', () => {
    const r = run(['lint', huaxin]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('0 个错误 errors');
  });

  it('exits 1 with JSON Pointers in Chinese and English on a broken bundle', () => {
    const r = run(['lint', join(FIXTURES, 'invalid', 'missing-parent.json')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/错误 error \[missing-parent\] \/specialFields\/\d+\/parentSpecialId: 关联字段「.+」的父字段 \d+ 不存在 \/ associated field/);
  });

  it('prints the result as JSON with --json', () => {
    const r = run(['lint', '--json', join(FIXTURES, 'invalid', 'schema-break.json')]);
    expect(r.code).toBe(1);
    const result = JSON.parse(r.stdout);
    expect(result.ok).toBe(false);
    expect(result.errors.map((e: { path: string }) => e.path)).toContain('/enterpriseId');
  });
});

describe('booking-rules evaluate (D11)', () => {
  it('prints the D11 JSON and exits 0, booking errors included', () => {
    const r = run(['evaluate', huaxin, firstScenario]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining(['specialFields', 'audit', 'payment', 'tripTypes', 'priceReady', 'rechargeAmount', 'errors']),
    );
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('prints every because in Chinese by default, with the reasons as codes beside it', () => {
    const result = JSON.parse(run(['evaluate', huaxin, huaxinLocalOneWay]).stdout);
    const field = result.specialFields[0];
    expect(field.because.length).toBeGreaterThan(0);
    expect(field.because.length).toBe(field.reasons.length);
    for (const text of [...field.because, ...result.payment.because]) expect(text).toMatch(/[\u4e00-\u9fff]/);
    for (const r of [...field.reasons, ...result.payment.reasons]) expect(r).toEqual({ code: expect.stringMatching(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/), params: expect.any(Object) });
    expect(result.audit.sections.every((s: { because: string[]; reasons: unknown[] }) => s.because.length === s.reasons.length)).toBe(true);
  });

  it('names a must condition in plain Chinese', () => {
    const result = JSON.parse(run(['evaluate', huaxin, huaxinLocalOneWay]).stdout);
    expect(result.specialFields[0].because).toEqual(['显示：适用于本次预订', '必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中']);
    expect(result.specialFields[0].reasons).toEqual([
      { code: 'field.applies', params: {} },
      { code: 'mustCondition.tripTypeIn', params: { businessType: 4, tripType: 1, tripTypes: [1, 3] } },
    ]);
  });

  it('prints because in English with --lang en, and the same reasons', () => {
    const zh = JSON.parse(run(['evaluate', huaxin, huaxinLocalOneWay]).stdout);
    const en = run(['evaluate', '--lang', 'en', huaxin, huaxinLocalOneWay]);
    expect(en.code).toBe(0);
    const result = JSON.parse(en.stdout);
    expect(result.specialFields[0].because).toEqual(['shown: applies to this booking', 'mandatory: trip type 1 is in 1, 3']);
    for (const text of result.payment.because) expect(text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(result.specialFields.map((f: { reasons: unknown }) => f.reasons)).toEqual(zh.specialFields.map((f: { reasons: unknown }) => f.reasons));
    expect(result.errors).toEqual(zh.errors);
    expect(JSON.parse(run(['evaluate', huaxin, huaxinLocalOneWay, '--lang=en']).stdout)).toEqual(result);
  });

  it('prints each error with its field, message, code and JSON Pointer into the form', () => {
    const result = JSON.parse(run(['evaluate', huaxin, huaxinLocalOneWay]).stdout);
    expect(result.errors).toContainEqual({
      field: 'pickUp.addressType',
      message: '同城单程上车地址不能选择机场，请重新选择地址',
      code: 'trip.localOneWayAirportPickup',
      path: '/pickUp/addressType',
    });
    for (const error of result.errors) {
      expect(Object.keys(error).sort()).toEqual(['code', 'field', 'message', 'path']);
      expect(error.path).toMatch(/^(\/[^/]+)+$/);
    }
  });

  it('refuses a language it does not speak, with exit 2 and the usage', () => {
    const r = run(['evaluate', '--lang', 'fr', huaxin, firstScenario]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--lang 只能是 zh 或 en（收到「fr」）');
    expect(r.stderr).toContain('--lang takes zh or en (got "fr")');
    expect(r.stderr).toContain('用法 / usage');
    expect(r.stdout).toBe('');
  });

  it('refuses a bundle the linter refuses, with exit 2', () => {
    const r = run(['evaluate', join(FIXTURES, 'invalid', 'association-cycle.json'), firstScenario]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('企业配置有错误，不能使用');
    expect(r.stdout).toBe('');
  });

  it('refuses a scenario that fails its schema, naming the pointer', () => {
    const r = run(['evaluate', huaxin, write('bad-scenario.json', '{"tripType":"1"}')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('场景文件不符合其 JSON Schema');
    expect(r.stderr).toContain('/tripType: 应当是 integer 类型 / must be integer');
  });
});

describe('booking-rules schema (issue 8 §1)', () => {
  const required = join(FIXTURES, 'enterprises', 'huaxin-tech', 'scenarios', '07-required-field-missing.json');

  it('prints the compiled special-config form as { schema, uiSchema, fieldStates } and exits 0', () => {
    const r = run(['schema', huaxin, required, '--form', 'special-config']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['schema', 'uiSchema', 'fieldStates']);
    expect(out.schema.properties['101']).toEqual({ type: 'string', title: '项目编号', maxLength: 2000 });
    expect(out.schema.required).toContain('101');
    expect(out.uiSchema['ui:order']).toEqual(['101', '102', '104', '105']);
    expect(out.fieldStates['/101']).toMatchObject({ visible: true, required: true, editable: true });
    expect(out.fieldStates['/103']).toMatchObject({ visible: false });
  });

  it.each(['special-car', 'own-car', 'audit'])('prints the %s form, --form=KIND spelt either way', (form) => {
    const spaced = run(['schema', '--form', form, huaxin, required]);
    const joined = run(['schema', huaxin, required, `--form=${form}`]);
    expect(spaced.code).toBe(0);
    expect(joined.stdout).toBe(spaced.stdout);
    expect(JSON.parse(spaced.stdout).schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('keys booking-form states by the pointers its errors use', () => {
    const out = JSON.parse(run(['schema', huaxin, huaxinLocalOneWay, '--form', 'special-car']).stdout);
    const evaluation = JSON.parse(run(['evaluate', huaxin, huaxinLocalOneWay]).stdout);
    expect(evaluation.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/pickUp/addressType']));
    for (const error of evaluation.errors) expect(Object.keys(out.fieldStates)).toContain(error.path);
  });

  it.each([
    ['no --form', ['schema', huaxin, firstScenario], 'schema 需要 --form special-car|own-car|special-config|audit', 'schema takes --form'],
    ['an unknown --form', ['schema', huaxin, firstScenario, '--form', 'taxi'], '--form 只能是 special-car|own-car|special-config|audit（收到「taxi」）', '(got "taxi")'],
    ['an empty --form', ['schema', huaxin, firstScenario, '--form'], '（收到「」）', '(got "")'],
    ['missing files', ['schema', '--form', 'audit', huaxin], 'schema 需要企业配置文件和场景文件', 'schema takes a bundle file and a scenario file'],
  ])('refuses %s with exit 2 and the usage', (_, argv, zh, en) => {
    const r = run(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(zh);
    expect(r.stderr).toContain(en);
    expect(r.stderr).toContain('用法 / usage');
  });

  it.each([
    ['a missing bundle', [join(tmp, 'nope.json'), firstScenario], '找不到企业配置文件', 'bundle file not found'],
    ['a scenario that is not JSON', [huaxin, write('schema-broken.json', '{ tripType: 1')], '场景文件不是合法的 JSON', 'scenario file is not JSON'],
    ['a bundle that fails its schema', [join(FIXTURES, 'invalid', 'schema-break.json'), firstScenario], '企业配置文件不符合其 JSON Schema', 'bundle file fails its JSON Schema'],
    ['a scenario that fails its schema', [huaxin, write('schema-bad-scenario.json', '{"tripType":"1"}')], '/tripType: 应当是 integer 类型', 'scenario file fails its JSON Schema'],
  ])('refuses %s with exit 2 in Chinese and English, no stack trace', (_, files, zh, en) => {
    const r = run(['schema', ...files, '--form', 'special-config']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(zh);
    expect(r.stderr).toContain(en);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('booking-rules with unusable input: exit 2 and one clear message', () => {
  it.each([
    ['a missing file', ['lint', join(tmp, 'nope.json')], '找不到企业配置文件', 'bundle file not found'],
    ['a file that is not JSON', ['lint', write('broken.json', '{ enterpriseId: 1')], '不是合法的 JSON', 'is not JSON'],
    ['a directory', ['lint', tmp], '路径是目录', 'is a directory'],
    ['a missing scenario', ['evaluate', huaxin, join(tmp, 'nope.json')], '找不到场景文件', 'scenario file not found'],
    ['a schema failure', ['evaluate', join(FIXTURES, 'invalid', 'schema-break.json'), firstScenario], '不符合其 JSON Schema', 'fails its JSON Schema'],
    ['an unknown command', ['frobnicate'], '未知命令：frobnicate', 'unknown command'],
    ['missing arguments', ['evaluate', huaxin], 'evaluate 需要企业配置文件和场景文件', 'evaluate takes'],
  ])('%s', (_, argv, zh, en) => {
    const r = run(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(zh);
    expect(r.stderr).toContain(en);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('booking-rules with input too large or endless (issue 7, point 8): exit 2, file and cap named', () => {
  const cap = `${MAX_INPUT_BYTES / 1024 / 1024} MB`;

  it('stops reading /dev/zero at the cap', () => {
    const r = run(['lint', '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`企业配置文件过大：/dev/zero（上限 ${cap}，即 ${MAX_INPUT_BYTES} 字节）`);
    expect(r.stderr).toContain(`bundle file is too large: /dev/zero (the cap is ${cap}, ${MAX_INPUT_BYTES} bytes)`);
    expect(r.stdout).toBe('');
  });

  it('refuses an endless scenario the same way', () => {
    const r = run(['evaluate', huaxin, '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('场景文件过大：/dev/zero');
    expect(r.stderr).toContain('scenario file is too large: /dev/zero');
  });

  it('refuses a file one byte over the cap, and reads one at the cap', () => {
    const over = run(['lint', write('over.json', ' '.repeat(MAX_INPUT_BYTES + 1))]);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('企业配置文件过大');
    expect(over.stderr).toContain(join(tmp, 'over.json'));
    const at = run(['lint', write('at.json', ' '.repeat(MAX_INPUT_BYTES))]);
    expect(at.code).toBe(2);
    expect(at.stderr).toContain('不是合法的 JSON');
    expect(at.stderr).not.toContain('过大');
  });

  it('reads at most one byte past the cap of a device', () => {
    expect(() => readTextCapped('/dev/zero', 16)).toThrow(expect.objectContaining({ code: 'EFBIG' }));
    expect(readTextCapped(huaxin, MAX_INPUT_BYTES)).toBe(readFileSync(huaxin, 'utf8'));
  });
});

describe('booking-rules with JSON nested too deep (issue 7, point 8)', () => {
  it('refuses a bundle nested deeper than the cap before parsing it, and reads the fixtures', () => {
    const r = run(['lint', write('deep.json', '{"enterpriseId":1,"x":' + '['.repeat(500_000) + ']'.repeat(500_000) + '}')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`企业配置文件的 JSON 嵌套超过 ${MAX_JSON_DEPTH} 层：`);
    expect(r.stderr).toContain(`bundle file nests JSON deeper than ${MAX_JSON_DEPTH} levels`);
    for (const { bundlePath: bundle, scenarioPath } of fixturePairs()) expect(run(['evaluate', bundle, scenarioPath]).code).toBe(0);
  });
});

describe('booking-rules on long chains (issue 7, point 8): output bounded, one issue per cycle and per cap', () => {
  const chain = write('chain.json', JSON.stringify(generateChainBundle(20_000)));
  const cycle = write('cycle.json', JSON.stringify(generateCycleBundle(3000)));

  it('lints a 20,000-field chain as over the caps, one line per cap (issue 21 §6), in under 2 KB', () => {
    const r = run(['lint', chain]);
    expect(r.code).toBe(1);
    expect(r.stdout.match(/^错误 error \[cap\.[a-z-]+\]/gm)).toHaveLength(7);
    expect(r.stdout).toContain('错误 error [cap.association-depth] /specialFields/19999/parentSpecialId: 关联字段「字段20000」的父字段链共 20000 层，超过上限 10 层');
    expect(r.stdout).toContain(`${chain}: 7 个错误 errors, 0 个警告 warnings\n`);
    expect(r.stdout.length).toBeLessThan(2048);
  });

  it('lints a 3,000-field cycle as one cycle issue besides its caps, in under 2 KB, with --json too', () => {
    const text = run(['lint', cycle]);
    expect(text.code).toBe(1);
    expect(text.stdout.match(/\[association-cycle\]/g)).toHaveLength(1);
    expect(text.stdout).toContain('… 共 3000 个');
    expect(text.stdout.length).toBeLessThan(2048);
    const json = run(['lint', '--json', cycle]);
    expect(JSON.parse(json.stdout).errors.filter((e: { code: string }) => !e.code.startsWith('cap.'))).toHaveLength(1);
    expect(json.stdout.length).toBeLessThan(4096);
  });

  it('refuses to evaluate the chain and the cycle (over the caps: lint errors, D10), with a bounded message', () => {
    const r = run(['evaluate', chain, write('chain-scenario.json', JSON.stringify(generateChainScenario(20_000)))]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('特殊字段共 20000 个，超过上限 1000 个');
    expect(r.stderr.length).toBeLessThan(4096);
    const refused = run(['evaluate', cycle, firstScenario]);
    expect(refused.code).toBe(2);
    expect(refused.stderr.length).toBeLessThan(4096);
  });
});

describe('the installed bin', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const bin = join(root, 'bin', 'booking-rules.mjs');

  it('evaluates through node bin/booking-rules.mjs, as npx runs it', () => {
    const out = execFileSync(process.execPath, [bin, 'evaluate', huaxin, firstScenario], { encoding: 'utf8' });
    expect(JSON.parse(out).payment.options.length).toBeGreaterThan(0);
  });

  it('ends on /dev/zero with exit 2', () => {
    const r = spawnSync(process.execPath, [bin, 'lint', '/dev/zero'], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('bundle file is too large: /dev/zero');
  });

  it('exits 2 without a stack trace on a missing file', () => {
    const r = spawnSync(process.execPath, [bin, 'lint', join(tmp, 'nope.json')], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('booking-rules: 找不到企业配置文件');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('booking-rules usage', () => {
  it('prints the usage and exits 2 without a command, and 0 for --help', () => {
    const none = run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('用法 / usage');
    expect(run(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('booking-rules evaluate BUNDLE SCENARIO [--lang zh|en]') });
    expect(run(['--help']).stdout).toContain('booking-rules schema BUNDLE SCENARIO --form special-car|own-car|special-config|audit');
  });
  it('does not print the usage when the input, not the command line, is wrong', () => {
    const r = run(['evaluate', join(FIXTURES, 'invalid', 'unparsable-condition-value.json'), firstScenario]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('用法 / usage');
  });
});
