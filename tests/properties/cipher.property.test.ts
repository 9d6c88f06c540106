/**
 * Laws of the transport's cipher (spec §7) over any text: what the server's node:crypto cipher
 * writes, the portal's Web Crypto cipher reads, and back; both refuse alike what is not ours.
 * Known answers and the failure examples are in src/shared/cipher.test.ts.
 */
import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';

import { createNodeCipher } from '../../src/server/protocol/node-cipher.ts';
import { CIPHER_ENVIRONMENTS } from '../../src/shared/index.ts';
import { createWebCipher } from '../../src/transport/web-cipher.ts';
import { anyTextArb, blockShapedBase64Arb, illFormedTextArb, plainTextArb } from '../arbitraries/cipher.ts';

const environmentArb = fc.constantFrom(...CIPHER_ENVIRONMENTS);
const node = Object.fromEntries(CIPHER_ENVIRONMENTS.map((environment) => [environment, createNodeCipher(environment)]));
const web = Object.fromEntries(CIPHER_ENVIRONMENTS.map((environment) => [environment, createWebCipher(environment)]));

test.prop([plainTextArb, environmentArb])('what the server encrypts, the portal decrypts to the same text', async (text, environment) => {
  expect(await web[environment]!.decrypt(node[environment]!.encrypt(text))).toEqual({ ok: true, text });
});

test.prop([plainTextArb, environmentArb])('what the portal encrypts, the server decrypts to the same text', async (text, environment) => {
  expect(node[environment]!.decrypt(await web[environment]!.encrypt(text))).toEqual({ ok: true, text });
});

test.prop([plainTextArb, environmentArb])('both write the same cipher text for the same text (CBC with a fixed IV)', async (text, environment) => {
  expect(await web[environment]!.encrypt(text)).toBe(node[environment]!.encrypt(text));
});

test.prop([plainTextArb])('cipher text of one key set is { ok: false } under the other, on both sides', async (text) => {
  const cipherText = node.testing!.encrypt(text);
  expect(node.demo!.decrypt(cipherText)).toEqual({ ok: false });
  expect(await web.demo!.decrypt(cipherText)).toEqual({ ok: false });
});

test.prop([anyTextArb, environmentArb])('both sides give the same answer for any text, and neither throws', async (text, environment) => {
  expect(await web[environment]!.decrypt(text)).toEqual(node[environment]!.decrypt(text));
});

test.prop([blockShapedBase64Arb])('random blocks, shaped like cipher text, decrypt alike on both sides', async (text) => {
  expect(await web.testing!.decrypt(text)).toEqual(node.testing!.decrypt(text));
});

test.prop([illFormedTextArb])('a lone surrogate travels as U+FFFD, alike on both sides (UTF-8 cannot hold it)', async (text) => {
  const expected = { ok: true, text: text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD') };
  expect(node.testing!.decrypt(await web.testing!.encrypt(text))).toEqual(expected);
  expect(await web.testing!.decrypt(node.testing!.encrypt(text))).toEqual(expected);
});

it('the round trip holds both ways for \'\' and for a 2 MB answer of Chinese, emoji and ASCII', async () => {
  const big = '{"城市":"上海","icon":"🚗🚕","note":"a&b=c+d"},'.repeat(40_000);
  expect(new TextEncoder().encode(big).length).toBeGreaterThan(2 * 1024 * 1024);
  for (const text of ['', big]) {
    expect(await web.testing!.decrypt(node.testing!.encrypt(text))).toEqual({ ok: true, text });
    expect(node.testing!.decrypt(await web.testing!.encrypt(text))).toEqual({ ok: true, text });
  }
});
