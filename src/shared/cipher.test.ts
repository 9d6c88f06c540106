/**
 * The transport's cipher on both sides (spec §7): the server's node:crypto one and the portal's Web
 * Crypto one read and write the same wire format, which is the one crypto-js wrote before them (the
 * known answers below were made by crypto-js 4.2.0 and pasted here). The laws over any text are in
 * tests/properties/cipher.property.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { createNodeCipher } from '../server/protocol/node-cipher.ts';
import { createWebCipher, WebCryptoUnavailableError } from '../transport/web-cipher.ts';
import { cipherKeyBytes, CIPHER_ENVIRONMENTS, isCipherTextShape, type CipherEnvironment, type DecryptResult } from './cipher.ts';

/** Made by crypto-js 4.2.0 (AES.encrypt(text, Utf8.parse(key), { iv: Utf8.parse(iv), mode: CBC, padding: Pkcs7 })). */
const KNOWN = {
  text: '{"isSuccess":true,"errorCode":0,"message":"下单成功 🚗","result":{"城市":"上海","q":"a&b=c+d"}}',
  testing:
    'dnjH+4Bdbdw8zFKntqXUT9VQy0JJnN/4Vkk4q+/fNM7kxBqTCgT/SKpApBgzDOPGTgD+MSJPW9bKpbOUmuiIYhftZCdend539H5eZt9KcVpnqNskBBAMLba4MB9TcpKvCUdWjTFGvI7o1p8uj91fMA==',
  demo: 'Zdt74jxnuZVu0ym4SUsBalLuw0DdanhqgD4UTKH7t17tvS6jJ6hhvd3S/on/7jV/XNe28/x22ej40AN9Hxw0F3SVTO3+BKn6wfFzhgO7JjTlr4fetFgb3XiqJKbiwZQhJJJpCAlcTDo+5vB8LJXLQw==',
  /** '' is one block of padding. */
  emptyTesting: 'jWpa0nOfUd+GA1V19XirHw==',
  emptyDemo: 'lK6g5QHBYkXHu5+/DGJczw==',
  /** 16 bytes of text make two blocks: a whole block of padding follows. */
  sixteenTesting: 'OlqY4GHKnvHIC3axK3oR6vfx3XkDmbliUEuEL0Lnuh8=',
} as const;

/** Both ciphers of an environment behind one asynchronous face, so each case runs against both. */
const SIDES = [
  ['node:crypto (server)', (environment: CipherEnvironment) => {
    const cipher = createNodeCipher(environment);
    return { encrypt: async (text: string) => cipher.encrypt(text), decrypt: async (text: string) => cipher.decrypt(text) };
  }],
  ['Web Crypto (portal)', (environment: CipherEnvironment) => createWebCipher(environment)],
] as const;

const NOT_OURS: DecryptResult = { ok: false };

/** `cipherText` with its bytes changed by `change`, as Base64 again. */
function withBytes(cipherText: string, change: (bytes: Buffer) => Buffer): string {
  return change(Buffer.from(cipherText, 'base64')).toString('base64');
}

describe.each(SIDES)('the cipher through %s', (_name, make) => {
  const testing = make('testing');
  const demo = make('demo');

  it('encrypts to what crypto-js wrote, byte for byte (the wire format is unchanged)', async () => {
    expect(await testing.encrypt(KNOWN.text)).toBe(KNOWN.testing);
    expect(await demo.encrypt(KNOWN.text)).toBe(KNOWN.demo);
    expect(await testing.encrypt('')).toBe(KNOWN.emptyTesting);
    expect(await demo.encrypt('')).toBe(KNOWN.emptyDemo);
    expect(await testing.encrypt('0123456789abcdef')).toBe(KNOWN.sixteenTesting);
  });

  it('decrypts what crypto-js wrote', async () => {
    expect(await testing.decrypt(KNOWN.testing)).toEqual({ ok: true, text: KNOWN.text });
    expect(await demo.decrypt(KNOWN.demo)).toEqual({ ok: true, text: KNOWN.text });
    expect(await testing.decrypt(KNOWN.emptyTesting)).toEqual({ ok: true, text: '' });
    expect(await testing.decrypt(KNOWN.sixteenTesting)).toEqual({ ok: true, text: '0123456789abcdef' });
  });

  it('gives { ok: false } for the other key set\'s cipher text', async () => {
    expect(await testing.decrypt(KNOWN.demo)).toEqual(NOT_OURS);
    expect(await demo.decrypt(KNOWN.testing)).toEqual(NOT_OURS);
    expect(await testing.decrypt(KNOWN.emptyDemo)).toEqual(NOT_OURS);
  });

  it('gives { ok: false } for text that is not Base64, or not whole blocks of it', async () => {
    for (const text of ['', 'not our cipher text', '{"isSuccess":true}', '<html>', 'YWJj', 'jWpa0nOfUd+GA1V19XirHw', 'jWpa0nOfUd-GA1V19XirHw==', ` ${KNOWN.emptyTesting}`, `${KNOWN.testing}\n`]) {
      expect(await testing.decrypt(text), JSON.stringify(text)).toEqual(NOT_OURS);
    }
  });

  it('gives { ok: false } for cipher text cut short, a block dropped from its end, or a byte changed in its last block', async () => {
    expect(await testing.decrypt(KNOWN.testing.slice(0, -4))).toEqual(NOT_OURS);
    expect(await testing.decrypt(withBytes(KNOWN.testing, (bytes) => bytes.subarray(0, bytes.length - 16)))).toEqual(NOT_OURS);
    expect(await testing.decrypt(withBytes(KNOWN.sixteenTesting, (bytes) => bytes.subarray(0, 16)))).toEqual(NOT_OURS);
    const flipped = withBytes(KNOWN.emptyTesting, (bytes) => Buffer.from(bytes.map((byte, i) => (i === 15 ? byte ^ 0x01 : byte))));
    expect(await testing.decrypt(flipped)).toEqual(NOT_OURS);
  });

  it('keeps a leading byte order mark as part of the text', async () => {
    expect(await testing.decrypt(await testing.encrypt('\uFEFF上海'))).toEqual({ ok: true, text: '\uFEFF上海' });
  });

  it('round-trips a 2 MB answer of Chinese, emoji and ASCII', async () => {
    const text = '{"城市":"上海","icon":"🚗🚕","note":"a&b=c+d"},'.repeat(40_000);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(2 * 1024 * 1024);
    const cipherText = await testing.encrypt(text);
    expect(await testing.decrypt(cipherText)).toEqual({ ok: true, text });
  });
});

describe('the key sets (spec §9)', () => {
  it('are 16 bytes of key and 16 of IV in every environment (AES-128-CBC)', () => {
    expect(CIPHER_ENVIRONMENTS).toEqual(['testing', 'demo']);
    for (const environment of CIPHER_ENVIRONMENTS) {
      const { key, iv } = cipherKeyBytes(environment);
      expect([key.length, iv.length]).toEqual([16, 16]);
    }
  });
});

describe('the shape of our cipher text', () => {
  it('is padded Base64 of a whole, non-zero number of 16-byte blocks', () => {
    expect(isCipherTextShape(KNOWN.emptyTesting)).toBe(true);
    expect(isCipherTextShape(KNOWN.sixteenTesting)).toBe(true);
    expect(isCipherTextShape(KNOWN.testing)).toBe(true);
    expect(isCipherTextShape('')).toBe(false);
    expect(isCipherTextShape('YWJj')).toBe(false);
    expect(isCipherTextShape(Buffer.alloc(17).toString('base64'))).toBe(false);
    expect(isCipherTextShape(KNOWN.emptyTesting.replace('+', '-'))).toBe(false);
  });
});

describe('the portal\'s cipher without Web Crypto (a page opened over plain HTTP off localhost)', () => {
  it('fails loudly with the typed error on first use, and still refuses junk as { ok: false }', async () => {
    const cipher = createWebCipher('testing', null);
    await expect(cipher.encrypt('{}')).rejects.toBeInstanceOf(WebCryptoUnavailableError);
    await expect(cipher.encrypt('{}')).rejects.toThrow('此页面需通过 HTTPS 打开');
    await expect(cipher.decrypt(KNOWN.emptyTesting)).rejects.toBeInstanceOf(WebCryptoUnavailableError);
    await expect(cipher.decrypt('not our cipher text')).resolves.toEqual(NOT_OURS);
  });
});
