/**
 * Password hashes: scrypt with a random salt, `scrypt$<salt hex>$<hash hex>` (docs/security.md §2).
 * Hashing runs on libuv's thread pool (`crypto.scrypt`), never on the event loop, so wrong logins
 * do not hold up other requests; a phone without an account costs a hash too, so timing does not
 * tell which numbers have accounts.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** The key derivation: scrypt with Node's defaults (N 16384, r 8, p 1). Injected by tests to count hashes. */
export type PasswordKdf = (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>;

export const scryptKdf: PasswordKdf = (password, salt, keyLength) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** What an unknown phone (or a user without a password) is checked against: it never matches. */
const DUMMY = { salt: randomBytes(SALT_LENGTH), hash: randomBytes(KEY_LENGTH) };

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function hashPassword(password: string, kdf: PasswordKdf = scryptKdf): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, await kdf(password, salt, KEY_LENGTH));
}

/** The same hash, synchronously: only for the first-start seed, which runs before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, scryptSync(password, salt, KEY_LENGTH));
}

/** The salt and hash of a stored value, or undefined for no hash or another format. */
function parse(stored: string | null | undefined): { salt: Buffer; hash: Buffer } | undefined {
  const [scheme, saltHex, hashHex, ...rest] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !saltHex || !hashHex || rest.length > 0) return undefined;
  const salt = Buffer.from(saltHex, 'hex');
  const hash = Buffer.from(hashHex, 'hex');
  return salt.length > 0 && hash.length > 0 ? { salt, hash } : undefined;
}

/**
 * True when `password` matches the stored hash. No hash (an unknown phone, a user who never set a
 * password) or another format is checked against a dummy hash, so it costs the same and is false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined, kdf: PasswordKdf = scryptKdf): Promise<boolean> {
  const parsed = parse(stored);
  const { salt, hash } = parsed ?? DUMMY;
  const actual = await kdf(password, salt, hash.length);
  return timingSafeEqual(actual, hash) && parsed !== undefined;
}
