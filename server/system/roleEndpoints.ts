/** `system/role/auth`: the caller's auth tree, the same one login returned (contract 3.2). */
import { endpoint } from '../http/endpoint.ts';
import { buildAuthTree } from '../permissions/authTree.ts';

export const roleEndpoints = [
  endpoint('system/role/auth', async ({ db, userId }) => buildAuthTree(db, userId)),
];
