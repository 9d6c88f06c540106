/** Password hashes: scrypt with a random salt, `scrypt$<salt hex>$<hash hex>`. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

/** True when `password` matches the stored hash; false for no hash or another format. */
export function verifyPassword(password: string, stored: string | null): boolean {
  const [scheme, saltHex, hashHex] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
