/**
 * `booking-rules`: the rules core on the command line (D11). The same code the portal runs.
 *
 *   booking-rules lint BUNDLE [--json]      errors and warnings; exit 0 clean, 1 errors, 2 unusable input
 *   booking-rules evaluate BUNDLE SCENARIO [--lang zh|en]
 *                                           the D11 JSON, each `because` in Chinese (default) or
 *                                           English beside its `reasons` codes; exit 0 when the
 *                                           inputs were usable, else 2
 *   booking-rules schema BUNDLE SCENARIO --form special-car|own-car|special-config|audit
 *                                           the compiled form { schema, uiSchema, fieldStates }
 *                                           (issue 8 §1); exit 0 when the inputs were usable, else 2
 *   booking-rules diff OLD NEW [--orders FILE] [--json]
 *                                           the impact of replacing bundle OLD by NEW (issue 10 §2):
 *                                           every special field, audit section, payment option set
 *                                           and trip-type set whose state changes, the scenarios where
 *                                           (compressed conditions), before and after and why; with
 *                                           --orders, the stored orders (a JSON array of
 *                                           { orderId, businessType, bookerId?, userLevel?,
 *                                           permissions?, offeredPaymentTypes?, payload }) replayed
 *                                           under both; exit 0 when nothing changes, 1 when something
 *                                           does, 2 on unusable input
 *
 * Messages are in Chinese and English. Nothing here decides a rule: it reads files, calls
 * rules/, prints.
 */
import {
  checkScenarioSchema,
  compileForm,
  diffAndReplay,
  diffBundles,
  evaluate,
  FORM_KINDS,
  lintBundle,
  OWN_CAR,
  SPECIAL_CAR,
  type EnterpriseBundle,
  type FormKind,
  type Issue,
  type Lang,
  type LintIssue,
  type Scenario,
  type StoredOrder,
} from '../../rules/index.ts';
import { presentDiffJson, presentDiffTable, unreadableLine } from './present-diff.ts';
import { presentEvaluation } from './present-evaluation.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../shared/json-depth.ts';
import { MAX_INPUT_BYTES, readTextCapped, TOO_LARGE } from './read-input.ts';

export interface CliIo {
  /** The file's text; an error with code `EFBIG` when it holds more than `maxBytes` bytes (never reading much more). */
  readFile(path: string, maxBytes: number): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const EXIT = { OK: 0, LINT_ERRORS: 1, UNUSABLE: 2, CHANGES: 1 } as const;

const USAGE = `用法 / usage:
  booking-rules lint BUNDLE [--json]        检查企业配置 / lint an enterprise bundle (exit 0 clean, 1 errors)
  booking-rules evaluate BUNDLE SCENARIO [--lang zh|en]
                                            计算预订规则 / evaluate the rules for a booking (prints JSON);
                                            because 为中文（默认）或英文 / because in Chinese (default) or English
  booking-rules schema BUNDLE SCENARIO --form special-car|own-car|special-config|audit
                                            编译表单 / the compiled form as JSON: { schema, uiSchema, fieldStates }
  booking-rules diff OLD NEW [--orders FILE] [--json]
                                            配置变更的影响 / the impact of a config change, with stored
                                            orders replayed (exit 0 no change, 1 changes, 2 unusable input)
`;

/** An input the command cannot use: exit 2 with this message. */
class UnusableInput extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
    /** The command line itself was wrong: show the usage after the message. */
    readonly showUsage = false,
  ) {
    super(`${zh} / ${en}`);
  }
}

function readJson(io: CliIo, path: string, what: { zh: string; en: string }): unknown {
  let text: string;
  try {
    text = io.readFile(path, MAX_INPUT_BYTES);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === TOO_LARGE) {
      throw new UnusableInput(
        `${what.zh}文件过大：${path}（上限 ${MAX_INPUT_BYTES / 1024 / 1024} MB，即 ${MAX_INPUT_BYTES} 字节）`,
        `${what.en} file is too large: ${path} (the cap is ${MAX_INPUT_BYTES / 1024 / 1024} MB, ${MAX_INPUT_BYTES} bytes)`,
      );
    }
    if (code === 'ENOENT') throw new UnusableInput(`找不到${what.zh}文件：${path}`, `${what.en} file not found: ${path}`);
    if (code === 'EISDIR') throw new UnusableInput(`${what.zh}路径是目录，不是文件：${path}`, `${what.en} path is a directory: ${path}`);
    throw new UnusableInput(`无法读取${what.zh}文件：${path}（${code ?? String(e)}）`, `cannot read ${what.en} file: ${path} (${code ?? String(e)})`);
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new UnusableInput(
      `${what.zh}文件的 JSON 嵌套超过 ${MAX_JSON_DEPTH} 层：${path}`,
      `${what.en} file nests JSON deeper than ${MAX_JSON_DEPTH} levels: ${path}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new UnusableInput(`${what.zh}文件不是合法的 JSON：${path}（${reason}）`, `${what.en} file is not JSON: ${path} (${reason})`);
  }
}

function formatIssue(issue: Issue | LintIssue): string {
  const where = issue.path === '' ? '(根 root)' : issue.path;
  const en = issue.messageEn && issue.messageEn !== issue.message ? ` / ${issue.messageEn}` : '';
  return `  ${where}: ${issue.message}${en}`;
}

function schemaFailure(path: string, what: { zh: string; en: string }, issues: readonly Issue[]): UnusableInput {
  const lines = issues.map(formatIssue).join('\n');
  return new UnusableInput(
    `${what.zh}文件不符合其 JSON Schema：${path}\n${lines}\n`,
    `${what.en} file fails its JSON Schema: ${path}`,
  );
}

const BUNDLE = { zh: '企业配置', en: 'bundle' };
const SCENARIO = { zh: '场景', en: 'scenario' };

function lint(io: CliIo, args: string[]): number {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  if (files.length !== 1) throw new UnusableInput('lint 需要一个企业配置文件', 'lint takes one bundle file', true);
  const path = files[0] as string;
  const result = lintBundle(readJson(io, path, BUNDLE));
  if (json) {
    io.stdout(JSON.stringify(result, null, 2) + '\n');
  } else {
    for (const issue of [...result.errors, ...result.warnings]) {
      const label = issue.severity === 'error' ? '错误 error' : '警告 warning';
      io.stdout(`${label} [${issue.code}] ${formatIssue(issue).trimStart()}\n`);
    }
    io.stdout(
      `${path}: ${result.errors.length} 个错误 errors, ${result.warnings.length} 个警告 warnings\n`,
    );
  }
  return result.ok ? EXIT.OK : EXIT.LINT_ERRORS;
}

const LANGS: readonly Lang[] = ['zh', 'en'];

/** Takes `--lang zh|en` (or `--lang=en`) out of the arguments; Chinese when it is not given. */
function takeLang(args: readonly string[]): { lang: Lang; rest: string[] } {
  let lang: string = 'zh';
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--lang') {
      lang = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--lang=')) {
      lang = arg.slice('--lang='.length);
    } else {
      rest.push(arg);
    }
  }
  if (!(LANGS as readonly string[]).includes(lang)) {
    throw new UnusableInput(`--lang 只能是 zh 或 en（收到「${lang}」）`, `--lang takes zh or en (got "${lang}")`, true);
  }
  return { lang: lang as Lang, rest };
}

/**
 * The bundle and the scenario of `evaluate` and `schema`, both usable: read, JSON, the bundle
 * lint-clean (D10), the scenario schema-valid; the bundle's warnings go to standard error.
 */
function usableInputs(io: CliIo, bundlePath: string, scenarioPath: string): { bundle: EnterpriseBundle; scenario: Scenario } {
  const bundleJson = readJson(io, bundlePath, BUNDLE);
  const scenarioJson = readJson(io, scenarioPath, SCENARIO);
  const linted = usableBundle(bundlePath, bundleJson);
  const scenario = checkScenarioSchema(scenarioJson);
  if (!scenario.ok) throw schemaFailure(scenarioPath, SCENARIO, scenario.issues);
  for (const w of linted.warnings) io.stderr(`警告 warning [${w.code}] ${formatIssue(w).trimStart()}\n`);
  return { bundle: bundleJson as EnterpriseBundle, scenario: scenario.value };
}

/** A bundle's lint result when it is usable (no errors, D10); else the command stops with exit 2. */
function usableBundle(bundlePath: string, bundleJson: unknown): ReturnType<typeof lintBundle> {
  const linted = lintBundle(bundleJson);
  if (!linted.ok) {
    const schemaBroken = linted.errors.some((e) => e.code.startsWith('schema.'));
    if (schemaBroken) throw schemaFailure(bundlePath, BUNDLE, linted.errors);
    throw new UnusableInput(
      `企业配置有错误，不能使用（D10）：${bundlePath}\n${linted.errors.map(formatIssue).join('\n')}\n请先运行 booking-rules lint 修正`,
      `bundle has lint errors and cannot be used (D10): ${bundlePath}; run booking-rules lint`,
    );
  }
  return linted;
}

function evaluateCommand(io: CliIo, argv: string[]): number {
  const { lang, rest: args } = takeLang(argv);
  if (args.length !== 2) throw new UnusableInput('evaluate 需要企业配置文件和场景文件', 'evaluate takes a bundle file and a scenario file', true);
  const [bundlePath, scenarioPath] = args as [string, string];
  const { bundle, scenario } = usableInputs(io, bundlePath, scenarioPath);
  const result = evaluate(bundle, scenario);
  io.stdout(JSON.stringify(presentEvaluation(result, lang), null, 2) + '\n');
  return EXIT.OK;
}

const FORM_LIST = FORM_KINDS.join('|');

/** Takes `--form KIND` (or `--form=KIND`) out of the arguments; it must be one of the four forms. */
function takeForm(args: readonly string[]): { form: FormKind; rest: string[] } {
  let form: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--form') {
      form = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--form=')) {
      form = arg.slice('--form='.length);
    } else {
      rest.push(arg);
    }
  }
  if (form === undefined) throw new UnusableInput(`schema 需要 --form ${FORM_LIST}`, `schema takes --form ${FORM_LIST}`, true);
  if (!(FORM_KINDS as readonly string[]).includes(form)) {
    throw new UnusableInput(`--form 只能是 ${FORM_LIST}（收到「${form}」）`, `--form takes ${FORM_LIST} (got "${form}")`, true);
  }
  return { form: form as FormKind, rest };
}

function schemaCommand(io: CliIo, argv: string[]): number {
  const { form, rest: args } = takeForm(argv);
  if (args.length !== 2) throw new UnusableInput('schema 需要企业配置文件和场景文件', 'schema takes a bundle file and a scenario file', true);
  const [bundlePath, scenarioPath] = args as [string, string];
  const { bundle, scenario } = usableInputs(io, bundlePath, scenarioPath);
  const { schema, uiSchema, fieldStates } = compileForm(bundle, scenario, form);
  io.stdout(JSON.stringify({ schema, uiSchema, fieldStates }, null, 2) + '\n');
  return EXIT.OK;
}

const ORDERS = { zh: '订单', en: 'orders' };

/** The first problem of one stored order's shape, or undefined when it has the shape of `StoredOrder`. */
function storedOrderProblem(item: unknown): { key: string; zh: string; en: string } | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return { key: '', zh: '应为对象', en: 'must be an object' };
  const o = item as Record<string, unknown>;
  if (typeof o.orderId !== 'string' || o.orderId === '') return { key: 'orderId', zh: '应为非空文本', en: 'must be a non-empty string' };
  if (o.businessType !== SPECIAL_CAR && o.businessType !== OWN_CAR) return { key: 'businessType', zh: '应为 4 或 5', en: 'must be 4 or 5' };
  if (typeof o.payload !== 'object' || o.payload === null || Array.isArray(o.payload)) return { key: 'payload', zh: '应为对象', en: 'must be an object' };
  if (o.bookerId !== undefined && typeof o.bookerId !== 'string') return { key: 'bookerId', zh: '应为文本', en: 'must be a string' };
  if (o.userLevel !== undefined && !Number.isInteger(o.userLevel)) return { key: 'userLevel', zh: '应为整数', en: 'must be an integer' };
  const list = (v: unknown, ok: (x: unknown) => boolean) => v === undefined || (Array.isArray(v) && v.every(ok));
  if (!list(o.permissions, (x) => typeof x === 'string')) return { key: 'permissions', zh: '应为文本数组', en: 'must be an array of strings' };
  if (!list(o.offeredPaymentTypes, Number.isInteger)) return { key: 'offeredPaymentTypes', zh: '应为整数数组', en: 'must be an array of integers' };
  return undefined;
}

/** The orders file: a JSON array of stored orders (src/server/store/orders.ts records fit). */
function storedOrders(path: string, json: unknown): StoredOrder[] {
  if (!Array.isArray(json)) throw new UnusableInput(`订单文件应为 JSON 数组：${path}`, `orders file must hold a JSON array: ${path}`);
  json.forEach((item, i) => {
    const problem = storedOrderProblem(item);
    if (problem) {
      const where = `/${i}${problem.key === '' ? '' : `/${problem.key}`}`;
      throw new UnusableInput(`订单文件 ${path} 的 ${where} ${problem.zh}`, `orders file ${path}: ${where} ${problem.en}`);
    }
  });
  return json as StoredOrder[];
}

/** Takes a flag with a value (`--orders FILE` or `--orders=FILE`) out of the arguments. */
function takeValue(args: readonly string[], flag: string): { value: string | undefined; rest: string[] } {
  let value: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === flag) {
      value = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith(`${flag}=`)) {
      value = arg.slice(flag.length + 1);
    } else {
      rest.push(arg);
    }
  }
  if (value === '') throw new UnusableInput(`${flag} 需要一个文件`, `${flag} takes a file`, true);
  return { value, rest };
}

function diffCommand(io: CliIo, argv: string[]): number {
  const json = argv.includes('--json');
  const { value: ordersPath, rest: args } = takeValue(argv.filter((a) => a !== '--json'), '--orders');
  if (args.length !== 2) throw new UnusableInput('diff 需要两个企业配置文件（旧、新）', 'diff takes two bundle files (old, new)', true);
  const [oldPath, newPath] = args as [string, string];
  const oldJson = readJson(io, oldPath, BUNDLE);
  const newJson = readJson(io, newPath, BUNDLE);
  const orders = ordersPath === undefined ? undefined : storedOrders(ordersPath, readJson(io, ordersPath, ORDERS));
  for (const [path, bundleJson] of [[oldPath, oldJson], [newPath, newJson]] as const) {
    for (const w of usableBundle(path, bundleJson).warnings) io.stderr(`警告 warning ${path} [${w.code}] ${formatIssue(w).trimStart()}\n`);
  }
  const oldBundle = oldJson as EnterpriseBundle;
  const newBundle = newJson as EnterpriseBundle;
  // One walk of the scenario space answers both the diff and the replay.
  const result = orders === undefined ? diffBundles(oldBundle, newBundle) : diffAndReplay(oldBundle, newBundle, orders);
  if (!result.ok) {
    const issue = result.issues[0] as Issue;
    throw new UnusableInput(issue.message, issue.messageEn ?? issue.message);
  }
  const [diff, replay] = 'replay' in result.value ? [result.value.diff, result.value.replay] : [result.value, undefined];
  for (const issue of replay?.unreadable ?? []) io.stderr(unreadableLine(issue));
  io.stdout(json ? `${JSON.stringify(presentDiffJson(diff, replay), null, 2)}\n` : presentDiffTable(diff, replay));
  const changed = diff.changes.length > 0 || (replay?.effects.length ?? 0) > 0;
  return changed ? EXIT.CHANGES : EXIT.OK;
}

/**
 * Runs the command with its arguments (without `node` and the script) and returns the exit code.
 *
 * @example runCli(['lint', 'fixtures/enterprises/minimal/bundle.json'], nodeIo) // 0
 */
export function runCli(argv: readonly string[], io: CliIo): number {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'lint':
        return lint(io, args);
      case 'evaluate':
        return evaluateCommand(io, args);
      case 'schema':
        return schemaCommand(io, args);
      case 'diff':
        return diffCommand(io, args);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        (command === undefined ? io.stderr : io.stdout)(USAGE);
        return command === undefined ? EXIT.UNUSABLE : EXIT.OK;
      default:
        throw new UnusableInput(`未知命令：${command}`, `unknown command: ${command}`, true);
    }
  } catch (e) {
    if (e instanceof UnusableInput) {
      io.stderr(`booking-rules: ${e.zh}\nbooking-rules: ${e.en}\n`);
      if (e.showUsage) io.stderr(USAGE);
      return EXIT.UNUSABLE;
    }
    throw e;
  }
}

export const nodeIo: CliIo = {
  readFile: readTextCapped,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
