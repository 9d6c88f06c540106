import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundlePath, fixturePairs, FIXTURES } from '../../tests/support/fixtures.ts';
import { runCli, type CliIo } from './booking-rules.ts';

function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    readFile: (p) => readFileSync(p, 'utf8'),
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

describe('the installed bin', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const bin = join(root, 'bin', 'booking-rules.mjs');

  it('evaluates through node bin/booking-rules.mjs, as npx runs it', () => {
    const out = execFileSync(process.execPath, [bin, 'evaluate', huaxin, firstScenario], { encoding: 'utf8' });
    expect(JSON.parse(out).payment.options.length).toBeGreaterThan(0);
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
    expect(run(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('booking-rules evaluate BUNDLE SCENARIO') });
  });
  it('does not print the usage when the input, not the command line, is wrong', () => {
    const r = run(['evaluate', join(FIXTURES, 'invalid', 'unparsable-condition-value.json'), firstScenario]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('用法 / usage');
  });
});
