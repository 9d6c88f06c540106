/**
 * The one symmetric cipher of the transport (spec §7), shared by the portal and the reference
 * server: AES-CBC with PKCS#7 padding through crypto-js, Base64 cipher text. The key set is
 * chosen by environment (spec §9: `testing` by default, `demo` also exists); the keys live
 * here and nowhere else.
 */
// Only the AES parts of crypto-js (issue 9: the whole library was about 27 KB gzip on /login):
// `aes` brings its cipher core (CBC mode, PKCS#7 padding) and Base64; `core` holds Utf8.
// The Web Crypto API would be smaller still, but it is asynchronous and this interface is not.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';

// Typed as the whole library by @types/crypto-js; at run time it holds what the imports above loaded.
const { mode } = CryptoJS;
const enc = { Utf8, Base64 };
const pad = { Pkcs7 };

/** Key sets by environment. Their values are not printed in the specification; these are the reference ones. */
const KEY_SETS = {
  testing: { key: 'EntSvcTesting#16', iv: 'TestingIv#2026!!' },
  demo: { key: 'EntSvcDemoKey#16', iv: 'DemoIv#2026!!!!!' },
} as const;

export type CipherEnvironment = keyof typeof KEY_SETS;
export const CIPHER_ENVIRONMENTS = Object.keys(KEY_SETS) as CipherEnvironment[];
export const DEFAULT_CIPHER_ENVIRONMENT: CipherEnvironment = 'testing';

export type DecryptResult = { ok: true; text: string } | { ok: false };

export interface Cipher {
  readonly environment: CipherEnvironment;
  encrypt(plainText: string): string;
  /** Never throws: text that is not our cipher text gives `{ ok: false }`. */
  decrypt(cipherText: string): DecryptResult;
}

export function isCipherEnvironment(value: unknown): value is CipherEnvironment {
  return typeof value === 'string' && value in KEY_SETS;
}

/**
 * @example
 * const cipher = createCipher('testing');
 * cipher.decrypt(cipher.encrypt('{"a":1}')) // { ok: true, text: '{"a":1}' }
 */
export function createCipher(environment: CipherEnvironment = DEFAULT_CIPHER_ENVIRONMENT): Cipher {
  const set = KEY_SETS[environment];
  const options = { iv: enc.Utf8.parse(set.iv), mode: mode.CBC, padding: pad.Pkcs7 };
  const key = enc.Utf8.parse(set.key);
  const encrypt = (plainText: string) => AES.encrypt(plainText, key, options).ciphertext.toString(enc.Base64);
  // crypto-js answers '' instead of failing when the padding is wrong (another key, junk):
  // only the cipher text of '' itself may decrypt to ''.
  const emptyCipherText = encrypt('');
  return {
    environment,
    encrypt,
    decrypt: (cipherText) => {
      try {
        if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText) || cipherText.length % 4 !== 0) return { ok: false };
        const text = AES.decrypt(cipherText, key, options).toString(enc.Utf8);
        if (text === '' && cipherText !== emptyCipherText) return { ok: false };
        return { ok: true, text };
      } catch {
        // crypto-js throws "Malformed UTF-8 data" for cipher text made with another key.
        return { ok: false };
      }
    },
  };
}
