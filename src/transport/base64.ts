/**
 * Base64 ↔ bytes in the browser, for the cipher text of `web-cipher.ts`. Answers run to megabytes,
 * so bytes become a string in chunks (`String.fromCharCode(...all)` overflows the stack there).
 * Where the browser has `Uint8Array.fromBase64` / `toBase64` (Chromium 140+), they are used.
 */

/** Bytes per `String.fromCharCode.apply` call: well under every engine's argument limit. */
const CHUNK_BYTES = 0x8000;

interface NativeBase64 {
  fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
}
interface NativeBase64Bytes {
  toBase64?: () => string;
}

/**
 * Standard, padded Base64 of `bytes`.
 *
 * @example bytesToBase64(new Uint8Array([104, 105])) // 'aGk='
 */
export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as NativeBase64Bytes).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  return fallbackBytesToBase64(bytes);
}

/**
 * The bytes of standard Base64 text; the caller has checked its shape (`isCipherTextShape`).
 *
 * @example base64ToBytes('aGk=') // Uint8Array [104, 105]
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as NativeBase64).fromBase64;
  if (typeof native === 'function') return native(text);
  return fallbackBase64ToBytes(text);
}

/** Without `toBase64`: `btoa` over a binary string built a chunk at a time. */
export function fallbackBytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(start, start + CHUNK_BYTES) as unknown as number[]));
  }
  return btoa(parts.join(''));
}

/** Without `fromBase64`: `atob`, then one byte per character. */
export function fallbackBase64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
