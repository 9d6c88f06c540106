/**
 * The transport's cipher in the browser (spec §7; src/shared/cipher.ts says what it is): Web Crypto's
 * AES-CBC, whose padding is PKCS#7, so the wire format is byte for byte that of the server's
 * node:crypto cipher (`src/server/protocol/node-cipher.ts`). Web Crypto is native and asynchronous;
 * it exists only in a secure context (HTTPS, or http://localhost and 127.0.0.1), which the portal
 * therefore needs (docs/transport.md "The cipher").
 */
import {
  cipherKeyBytes,
  DEFAULT_CIPHER_ENVIRONMENT,
  isCipherTextShape,
  NOT_OUR_CIPHER_TEXT,
  plainTextOf,
  type AsyncCipher,
  type CipherEnvironment,
} from '../shared/index.ts';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

/** The page has no Web Crypto: it was opened over plain HTTP from a host other than localhost. */
export class WebCryptoUnavailableError extends Error {
  override readonly name = 'WebCryptoUnavailableError';
  constructor() {
    super('此页面需通过 HTTPS 打开 / Web Crypto (crypto.subtle) needs a secure context: open the portal over HTTPS or on localhost');
  }
}

const encoder = new TextEncoder();

/**
 * @example
 * const cipher = createWebCipher('testing');
 * await cipher.encrypt('')                            // 'jWpa0nOfUd+GA1V19XirHw=='
 * await cipher.decrypt(await cipher.encrypt('{"a":1}')) // { ok: true, text: '{"a":1}' }
 * await cipher.decrypt('not our cipher text')          // { ok: false }
 */
export function createWebCipher(
  environment: CipherEnvironment = DEFAULT_CIPHER_ENVIRONMENT,
  /** Web Crypto's; `null` where the page has none (tests pass it to see that case). */
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): AsyncCipher {
  const { key, iv } = cipherKeyBytes(environment);
  const algorithm: AesCbcParams = { name: 'AES-CBC', iv };
  // Imported once, on first use (a transport made at module load costs nothing until it calls).
  let imported: Promise<{ subtle: SubtleCrypto; key: CryptoKey }> | undefined;
  const ready = () =>
    (imported ??= subtle
      ? subtle.importKey('raw', key, 'AES-CBC', false, ['encrypt', 'decrypt']).then((cryptoKey) => ({ subtle, key: cryptoKey }))
      : Promise.reject(new WebCryptoUnavailableError()));
  return {
    environment,
    encrypt: async (plainText) => {
      const web = await ready();
      return bytesToBase64(new Uint8Array(await web.subtle.encrypt(algorithm, web.key, encoder.encode(plainText))));
    },
    decrypt: async (cipherText) => {
      if (!isCipherTextShape(cipherText)) return NOT_OUR_CIPHER_TEXT;
      const web = await ready();
      try {
        return plainTextOf(new Uint8Array(await web.subtle.decrypt(algorithm, web.key, base64ToBytes(cipherText))));
      } catch {
        // OperationError: the padding is wrong, so another key made it, or it is not cipher text.
        return NOT_OUR_CIPHER_TEXT;
      }
    },
  };
}
