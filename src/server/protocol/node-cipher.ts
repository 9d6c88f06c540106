/**
 * The transport's cipher on the server (spec §7; src/shared/cipher.ts says what it is): native
 * AES-128-CBC from node:crypto, synchronous. The reference server, its tests and the tools that
 * speak to it use this one; the portal uses `src/transport/web-cipher.ts`, byte for byte the same.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

import {
  cipherKeyBytes,
  DEFAULT_CIPHER_ENVIRONMENT,
  isCipherTextShape,
  NOT_OUR_CIPHER_TEXT,
  plainTextOf,
  type Cipher,
  type CipherEnvironment,
} from '../../shared/cipher.ts';

/** AES-128 in CBC mode; node:crypto pads with PKCS#7 by default and checks the padding on decryption. */
const ALGORITHM = 'aes-128-cbc';

/**
 * @example
 * const cipher = createNodeCipher('testing');
 * cipher.encrypt('')                           // 'jWpa0nOfUd+GA1V19XirHw=='
 * cipher.decrypt(cipher.encrypt('{"a":1}'))    // { ok: true, text: '{"a":1}' }
 * cipher.decrypt('not our cipher text')         // { ok: false }
 */
export function createNodeCipher(environment: CipherEnvironment = DEFAULT_CIPHER_ENVIRONMENT): Cipher {
  const { key, iv } = cipherKeyBytes(environment);
  return {
    environment,
    encrypt: (plainText) => {
      const cipher = createCipheriv(ALGORITHM, key, iv);
      return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('base64');
    },
    decrypt: (cipherText) => {
      if (!isCipherTextShape(cipherText)) return NOT_OUR_CIPHER_TEXT;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv);
        return plainTextOf(Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]));
      } catch {
        // "bad decrypt": the padding is wrong, so another key made it, or it is not cipher text.
        return NOT_OUR_CIPHER_TEXT;
      }
    },
  };
}
