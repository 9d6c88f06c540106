/**
 * The one symmetric cipher of the transport (spec §7): AES-128-CBC, PKCS#7 padding, the cipher
 * text in standard Base64, the plain text in UTF-8. What both sides share lives here: the key sets,
 * the environment names, the shape of a decryption's result and the rule that text which is not
 * our cipher text gives `{ ok: false }`. The two implementations run where they are native:
 * `src/server/protocol/node-cipher.ts` (node:crypto, synchronous) for the reference server, its
 * tests and tools; `src/transport/web-cipher.ts` (Web Crypto, asynchronous) for the portal.
 * The key set is chosen by environment (spec §9: `testing` by default, `demo` also exists).
 */

/**
 * Key sets by environment: 16 ASCII characters each, used as their UTF-8 bytes (AES-128 key and
 * CBC IV). Their values are not printed in the specification; these are the reference ones.
 */
const KEY_SETS = {
  testing: { key: 'EntSvcTesting#16', iv: 'TestingIv#2026!!' },
  demo: { key: 'EntSvcDemoKey#16', iv: 'DemoIv#2026!!!!!' },
} as const;

export type CipherEnvironment = keyof typeof KEY_SETS;
export const CIPHER_ENVIRONMENTS = Object.keys(KEY_SETS) as CipherEnvironment[];
export const DEFAULT_CIPHER_ENVIRONMENT: CipherEnvironment = 'testing';

/** AES works on blocks of 16 bytes; the cipher text is a whole number of them (PKCS#7 always pads). */
export const CIPHER_BLOCK_BYTES = 16;

export type DecryptResult = { ok: true; text: string } | { ok: false };

/** What a decryption of text that is not our cipher text gives (another key, junk, cut short). */
export const NOT_OUR_CIPHER_TEXT: DecryptResult = Object.freeze({ ok: false });

/** The server's cipher (node:crypto): synchronous. */
export interface Cipher {
  readonly environment: CipherEnvironment;
  encrypt(plainText: string): string;
  /** Never throws: text that is not our cipher text gives `{ ok: false }`. */
  decrypt(cipherText: string): DecryptResult;
}

/** The portal's cipher (Web Crypto): the same wire format, asynchronous. */
export interface AsyncCipher {
  readonly environment: CipherEnvironment;
  encrypt(plainText: string): Promise<string>;
  /** Never rejects for the text it is given: text that is not our cipher text gives `{ ok: false }`. */
  decrypt(cipherText: string): Promise<DecryptResult>;
}

export function isCipherEnvironment(value: unknown): value is CipherEnvironment {
  return typeof value === 'string' && value in KEY_SETS;
}

/**
 * The key and IV of an environment as bytes (their UTF-8 encoding), fresh on every call.
 *
 * @example cipherKeyBytes('testing').key.length // 16
 */
export function cipherKeyBytes(environment: CipherEnvironment): { key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> } {
  const set = KEY_SETS[environment];
  const encoder = new TextEncoder();
  return { key: encoder.encode(set.key), iv: encoder.encode(set.iv) };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether a text can be our cipher text at all: padded standard Base64 of a whole, non-zero number
 * of AES blocks. Both ciphers check this first (Base64 decoders skip what they do not know).
 *
 * @example isCipherTextShape('jWpa0nOfUd+GA1V19XirHw==') // true (16 bytes)
 * @example isCipherTextShape('YWJj')                     // false (3 bytes)
 * @example isCipherTextShape('not our cipher text')      // false
 */
export function isCipherTextShape(text: string): boolean {
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) return false;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = (text.length / 4) * 3 - padding;
  return bytes % CIPHER_BLOCK_BYTES === 0;
}

// `ignoreBOM`: a leading U+FEFF is part of the text (both ciphers encode it as given).
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The plain text of decrypted bytes: UTF-8, strictly (bytes that are not UTF-8 come from another
 * key or from junk whose padding happened to look right, and are not ours).
 *
 * @example plainTextOf(new TextEncoder().encode('上海')) // { ok: true, text: '上海' }
 * @example plainTextOf(new Uint8Array([0xff]))          // { ok: false }
 */
export function plainTextOf(bytes: Uint8Array): DecryptResult {
  try {
    return { ok: true, text: utf8Decoder.decode(bytes) };
  } catch {
    return NOT_OUR_CIPHER_TEXT;
  }
}
