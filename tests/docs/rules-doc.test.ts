import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as bundleCaps from '../../rules/config/bundle-caps.ts';
import { BOOKING_ERRORS } from '../../rules/evaluate.ts';
import { REASON_TEMPLATES } from '../../rules/model/reasons.ts';

const rulesDoc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const section = rulesDoc.slice(rulesDoc.indexOf('## Errors and reasons'));

describe('docs/rules.md "Errors and reasons" lists every code the rules use', () => {
  it.each(BOOKING_ERRORS.map((d) => [d.code, d.message]))('booking error %s with its message', (code, message) => {
    expect(section).toContain(`| \`${code}\` |`);
    expect(section).toContain(message);
  });
  it.each(Object.entries(REASON_TEMPLATES))('reason %s with its Chinese and English templates', (code, { zh, en }) => {
    expect(section).toContain(`| \`${code}\` | ${zh} | ${en} |`);
  });
});

describe('docs/rules.md "Caps" lists every cap of rules/config/bundle-caps.ts with its value (issue 21 §6)', () => {
  const caps = rulesDoc.slice(rulesDoc.indexOf('### Caps (issue 21 §6)'));
  it.each(Object.entries(bundleCaps).filter(([name]) => name.startsWith('MAX_')))('%s', (name, value) => {
    const shown = name === 'MAX_BUNDLE_BYTES' ? '600 KB (614,400 bytes)' : (value as number).toLocaleString('en-US');
    expect(caps).toContain(`| \`${name}\` | ${shown} |`);
  });
  it.each(Object.values(bundleCaps.CapCode))('error code %s', (code) => {
    expect(rulesDoc).toContain(`| \`${code}\` | error |`);
  });
});
