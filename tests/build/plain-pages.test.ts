/**
 * Issue 9 §2 (/login ≤ 180 KB of JavaScript): the shell and the sign-in pages are drawn with the
 * plain parts of `src/components/ui` (ui.css), and Chakra is fetched only for the pages drawn with it
 * (`plain` in src/app/routes.ts; src/app/chakra-outlet.tsx). This walks the static imports (dynamic
 * `import()` is where the split happens) from the entry and from each plain page, as the bundler does.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

import { ROUTES } from '../../src/app/routes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const routesSource = readFileSync(resolve(ROOT, 'src/app/routes.ts'), 'utf8');
/** Packages that only the Chakra-drawn pages may load. */
const HEAVY = /node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@rjsf|ajv|@codemirror)\//;

/** Every package file the static imports of `entries` reach (from our files, and inside `walkInto`'s packages, a pattern of package names). */
async function staticPackages(entries: string[], walkInto?: string): Promise<string[]> {
  return packagesReached(entries, { walkInto, dynamic: false });
}

/** Every package file the imports of `entries` reach; with `dynamic`, through `import()` too (every page of the app). */
async function packagesReached(entries: string[], options: { walkInto?: string | undefined; dynamic: boolean }): Promise<string[]> {
  const { walkInto, dynamic } = options;
  const tree = await parseDependencyTree(entries, {
    context: ROOT,
    transform: true,
    skipDynamicImports: !dynamic,
    // Packages are not walked (their first file is listed), except those matching `walkInto`.
    exclude: walkInto === undefined ? /node_modules/ : new RegExp(`node_modules/(?!${walkInto}/)`),
    tsconfig: resolve(ROOT, 'tsconfig.json'),
  });
  return Object.values(tree)
    .flatMap((deps) => deps ?? [])
    .map((dep) => dep.id ?? '')
    .filter((id) => id.includes('node_modules/'));
}

/** Our own files (not packages) the static imports of `entries` reach, relative to the root. */
async function staticOwnFiles(entries: string[]): Promise<string[]> {
  const tree = await parseDependencyTree(entries, {
    context: ROOT,
    transform: true,
    skipDynamicImports: true,
    exclude: /node_modules/,
    tsconfig: resolve(ROOT, 'tsconfig.json'),
  });
  return Object.keys(tree).filter((id) => !id.includes('node_modules/'));
}

/** The names a file imports from a package, read from its source (`import { A, B as C } from 'pkg'`). */
function namesImported(file: string, pkg: string): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  const from = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g');
  return [...source.matchAll(from)].flatMap((m) => m[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean));
}

/** The module a route entry's `load` fetches, read from its source. */
function pageModules(): string[] {
  return ROUTES.filter((entry) => entry.plain === true).map((entry) => {
    // Read from the source, as the test runner rewrites `import()` in the function it hands us.
    const name = /\bload: (?<name>\w+)/.exec(routesSource.split('\n').find((line) => line.includes(`path: '${entry.path}'`)) ?? '')?.groups?.['name'];
    const match = new RegExp(`const ${name} = [^\\n]*import\\('(?<path>[^']+)'\\)`).exec(routesSource);
    if (!name || !match?.groups) throw new Error(`${entry.path}: no import() for its load function in src/app/routes.ts`);
    return resolve(ROOT, 'src/app', match.groups['path']!);
  });
}

describe('pages drawn without Chakra (issue 9 §2)', () => {
  it('are the four sign-in pages', () => {
    expect(ROUTES.filter((entry) => entry.plain === true).map((entry) => entry.path)).toEqual(['/login', '/forgetPwd', '/resetPwd', '/activeUser']);
  });

  it('load, with the entry, no Chakra, RJSF, ajv or CodeMirror until a page drawn with them is opened', async () => {
    const entries = [resolve(ROOT, 'src/main.tsx'), ...pageModules()];
    const packages = await staticPackages(entries);
    // The walk does reach packages (react-dom, the router): a walk that found nothing proves nothing.
    expect(packages.some((id) => id.includes('node_modules/react-router'))).toBe(true);
    expect(packages.filter((id) => HEAVY.test(id))).toEqual([]);
  }, 60_000);

  it('include a page drawn with Chakra, which does load it (the walk can see Chakra)', async () => {
    const packages = await staticPackages([resolve(ROOT, 'src/pages/booking-page.tsx')]);
    expect(packages.some((id) => /node_modules\/@chakra-ui\//.test(id))).toBe(true);
  }, 60_000);
});

describe('the booking page (issue 9 §2: ≤ 330 KB)', () => {
  it('loads none of the RJSF Chakra widgets the forms never draw (slider, number spinner, Chakra select)', async () => {
    const packages = await staticPackages([resolve(ROOT, 'src/pages/booking-page.tsx')], '@rjsf/chakra-ui');
    expect(packages.some((id) => id.includes('node_modules/@rjsf/chakra-ui/lib/TitleField/'))).toBe(true);
    expect(packages.filter((id) => /@zag-js\/(slider|number-input|select)\/|@rjsf\/chakra-ui\/lib\/(Widgets|RangeWidget|UpDownWidget|SelectWidget)\//.test(id))).toEqual([]);
  }, 60_000);
});

describe('the transport\'s cipher in the browser (issue 9: Web Crypto, src/transport/web-cipher.ts)', () => {
  it('no page loads crypto-js: the whole app, through every import(), reaches no AES in JavaScript', async () => {
    const packages = await packagesReached([resolve(ROOT, 'src/main.tsx')], { dynamic: true });
    // The walk follows import(): it reaches Chakra, which only the lazily loaded pages import.
    expect(packages.some((id) => /node_modules\/@chakra-ui\//.test(id))).toBe(true);
    expect(packages.filter((id) => /node_modules\/crypto-js\//.test(id))).toEqual([]);
  }, 120_000);
});

describe('the form engine (issue 9: ajv was about 48 KB gzip of the booking page)', () => {
  /** ajv and what only ajv's RJSF validator brings. */
  const AJV = /node_modules\/(ajv|ajv-formats|ajv-i18n|fast-uri|@rjsf\/validator-ajv8)\//;

  /** The files whose static imports reach a package file matching `pattern`, walking from `entries` (and inside `walkInto`). */
  async function importersOf(entries: string[], pattern: RegExp, walkInto: string): Promise<string[]> {
    const tree = await parseDependencyTree(entries, {
      context: ROOT,
      transform: true,
      skipDynamicImports: true,
      exclude: new RegExp(`node_modules/(?!${walkInto}/)`),
      tsconfig: resolve(ROOT, 'tsconfig.json'),
    });
    const importers = Object.entries(tree).filter(([, deps]) => (deps ?? []).some((dep) => pattern.test(dep.id ?? '')));
    return [...new Set(importers.map(([file]) => file))].sort();
  }

  it('loads no ajv: its validator is @cfworker/json-schema, and the bundle check runs it too in the browser', async () => {
    const entries = [resolve(ROOT, 'src/form-engine/schema-form.tsx'), resolve(ROOT, 'src/pages/booking-page.tsx')];
    // RJSF's own packages are walked too: none of them may bring ajv either.
    const walkInto = '@rjsf/(?:core|utils|chakra-ui)';
    expect(await importersOf(entries, /node_modules\/@cfworker\/json-schema\//, walkInto)).toEqual(['src/form-engine/json-schema/keyword-errors.ts', 'src/form-engine/json-schema/schema-validator.ts']);
    // What is left is ajv-i18n's table of Chinese words (the forms' messages and the enterprise bundle
    // check's, src/features/booking/api/check-bundle.ts) and, in Node, the bundle check's compiler,
    // which the browser build swaps for the interpreting validators (`interpretedValidators`;
    // tests/build/bundle-check-chunks.test.ts checks the built chunks).
    expect(await importersOf(entries, AJV, walkInto)).toEqual(['rules/config/schema-check.ts', 'rules/config/schema-compile.ts', 'src/form-engine/json-schema/schema-validator.ts']);
    expect(await importersOf(entries, /node_modules\/(ajv|fast-uri|ajv-formats)\//, walkInto)).toEqual(['rules/config/schema-compile.ts']);
  }, 60_000);

  it('the bench’s plain-RJSF baseline does load ajv (the walk can see it)', async () => {
    expect(await importersOf([resolve(ROOT, 'src/pages/form-lab/baseline-lab.tsx')], AJV, '@rjsf/(?:core|utils|chakra-ui)')).toEqual(['src/pages/form-lab/baseline-lab.tsx']);
  }, 60_000);
});

describe('the booking page loads only what it draws (issue 9 §2: ≤ 330 KB)', () => {
  const bookingPage = resolve(ROOT, 'src/pages/booking-page.tsx');

  it('loads no dialog until one is opened: the 放弃草稿 trigger is there, the Chakra Dialog (zag dialog, focus trap, portal) is not', async () => {
    const files = await staticOwnFiles([bookingPage]);
    // The walk does see the confirm dialog's light part (the trigger of 放弃草稿).
    expect(files).toContain('src/components/ui/confirm-dialog.tsx');
    expect(files).toContain('src/features/booking/drafts/discard-draft-button.tsx');
    expect(files).not.toContain('src/components/ui/confirm-dialog-body.tsx');
    const dialogParts = files.filter((file) => namesImported(file, '@chakra-ui/react').some((name) => /^(Dialog|Portal|Drawer|Popover|Menu)$/.test(name)));
    expect(dialogParts).toEqual([]);
  }, 60_000);

  it('loads the own-car form and its machine only on the own-car page', async () => {
    const files = await staticOwnFiles([bookingPage]);
    expect(files).toContain('src/features/booking/components/booking-form.tsx');
    expect(files.filter((file) => /own-car-(booking-form|machine)\.tsx?$/.test(file))).toEqual([]);
  }, 60_000);

  it('loads the order summary and the order reader/builder once the booker goes on (or a copy or update is read), not at mount', async () => {
    const files = await staticOwnFiles([bookingPage]);
    expect(files).toContain('src/features/booking/order-wire-load.ts');
    expect(files.filter((file) => /features\/booking\/(order-summary|order-wire)\.ts$/.test(file))).toEqual([]);
  }, 60_000);

  it('loads no download header parser (content-disposition) until a file is downloaded, with the entry neither', async () => {
    const packages = await staticPackages([resolve(ROOT, 'src/main.tsx'), bookingPage]);
    expect(packages.some((id) => id.includes('node_modules/react-router'))).toBe(true);
    expect(packages.filter((id) => id.includes('node_modules/content-disposition/'))).toEqual([]);
  }, 60_000);

  it('loads the upload progress bar (Chakra Progress, zag progress) only once a file is being uploaded', async () => {
    // The attachment widget is itself fetched when a form first draws it (below); from it, the bar is fetched on upload.
    const files = await staticOwnFiles([bookingPage, resolve(ROOT, 'src/form-engine/widgets/attachment-widget.tsx')]);
    expect(files).toContain('src/form-engine/widgets/attachment-widget.tsx');
    expect(files).not.toContain('src/form-engine/widgets/upload-progress.tsx');
    expect(files.filter((file) => namesImported(file, '@chakra-ui/react').includes('Progress'))).toEqual([]);
  }, 60_000);

  it('loads the fields only some enterprises, payment types or pages draw (credit card, gift e-cards, letter of commitment, special cost centre, own car, attachment upload) when a form first draws one', async () => {
    const files = await staticOwnFiles([bookingPage]);
    expect(files).toContain('src/form-engine/fields/lazy-field.tsx');
    expect(files.filter((file) => /form-engine\/(fields\/(credit-card|gift-cards|letter-of-commitment|special-cost-centre|own-car)-field|widgets\/attachment-widget)\.tsx$/.test(file))).toEqual([]);
  }, 60_000);

  it('loads the summary of a refused 下一步 (its Chakra list and links) once one is refused, not at mount', async () => {
    const files = await staticOwnFiles([bookingPage]);
    expect(files).toContain('src/form-engine/error-summary.tsx');
    expect(files).not.toContain('src/form-engine/error-summary-list.tsx');
  }, 60_000);

  it('loads the route of the confirm step (its query, its sketch) once the booker goes on, not at mount; the place box is on the page (issue 23 §2)', async () => {
    const files = await staticOwnFiles([bookingPage]);
    expect(files).toContain('src/form-engine/fields/place-combobox.tsx');
    expect(files).toContain('src/features/booking/components/booking-step-view.tsx');
    expect(files.filter((file) => /features\/booking\/(components\/route-view\.tsx|api\/route\.ts)$/.test(file))).toEqual([]);
  }, 60_000);

  it('loads none of the RJSF Chakra templates ours replace (input, field, object, error)', async () => {
    const packages = await staticPackages([bookingPage], '@rjsf/chakra-ui');
    expect(packages.some((id) => id.includes('node_modules/@rjsf/chakra-ui/lib/TitleField/'))).toBe(true);
    expect(packages.filter((id) => /@rjsf\/chakra-ui\/lib\/(Templates|BaseInputTemplate|FieldTemplate|ObjectFieldTemplate|FieldErrorTemplate)\//.test(id))).toEqual([]);
  }, 60_000);

  it('reads the dialog body as importing Chakra Dialog (the check above can see it)', () => {
    expect(namesImported('src/components/ui/confirm-dialog-body.tsx', '@chakra-ui/react')).toEqual(['Dialog', 'Portal']);
    expect(namesImported('src/form-engine/widgets/upload-progress.tsx', '@chakra-ui/react')).toContain('Progress');
  });
});
