/**
 * Password hashing with scrypt (node:crypto), a random salt per user. The stored string carries
 * its own cost parameters so they can be raised later without breaking existing hashes.
 * The original's md5(username + password + "erp" + salt) is deliberately not supported.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

let derivations = 0;
/** How many scrypt derivations this process has run: the seam tests use to see that every path pays one. */
export function passwordDerivations(): number {
  return derivations;
}

function deriveKey(password: string, salt: string, options: ScryptOptions): Promise<Buffer> {
  derivations++;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key));
  });
}

export interface PasswordHash {
  /** `scrypt$N$r$p$<hex>`: goes into admin_user.password */
  password: string;
  /** hex: goes into admin_user.salt */
  salt: string;
}

export async function hashPassword(plain: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await deriveKey(plain, salt, COST);
  return { password: `scrypt$${COST.N}$${COST.r}$${COST.p}$${key.toString('hex')}`, salt };
}

/**
 * A stored hash at the current cost that no password matches in practice (random key, random
 * salt, made once per process): login verifies against it when the username is unknown, so an
 * unknown user costs the same scrypt work as a known one and the answer time does not tell them
 * apart (docs/security.md, "Login: lockout, timing, password changes").
 */
const DUMMY_HASH = {
  password: `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(KEY_LENGTH).toString('hex')}`,
  salt: randomBytes(16).toString('hex'),
};

export async function verifyPassword(plain: string, stored: { password: string; salt: string }): Promise<boolean> {
  const [scheme, n, r, p, hex] = stored.password.split('$');
  if (scheme !== 'scrypt' || !hex) {
    await verifyPassword(plain, DUMMY_HASH); // the same work as a real check
    return false;
  }
  const expected = Buffer.from(hex, 'hex');
  const actual = await deriveKey(plain, stored.salt, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** verifyPassword against the user's hash, or against the dummy one (always false) when there is none. */
export async function verifyPasswordOrDummy(plain: string, stored: { password: string; salt: string } | undefined): Promise<boolean> {
  const matches = await verifyPassword(plain, stored ?? DUMMY_HASH);
  return stored !== undefined && matches;
}
