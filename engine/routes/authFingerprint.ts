// A short fingerprint of a permission tree, computed the same way by the server (from the keys it
// checks calls against) and by the browser (from the tree it hides buttons with): the live channel
// (docs/permissions-cache.md, "Open screens") sends the server's, and the browser reloads its tree
// only when the two differ. Pure: no DOM, no Node.
import type { AuthTree } from './types.ts';

/** `crm.customer.index`-style keys of every `true` leaf, three levels deep as the contract builds it. */
export function authKeysOf(tree: AuthTree | null | undefined): string[] {
  const keys: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (node === true) {
      keys.push(path);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(tree, '');
  return keys;
}

/**
 * The fingerprint of a set of permission keys: their count and a 53-bit hash of the sorted list
 * (cyrb53). Equal sets give equal fingerprints whatever their order; a change that keeps both the
 * count and the hash is a 1-in-2^53 chance.
 */
export function fingerprintOfKeys(keys: Iterable<string>): string {
  const text = [...keys].sort().join('\n');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${text === '' ? 0 : text.split('\n').length}-${hash.toString(36)}`;
}

/** The fingerprint of a tree as the browser holds it. */
export function authFingerprint(tree: AuthTree | null | undefined): string {
  return fingerprintOfKeys(authKeysOf(tree));
}
