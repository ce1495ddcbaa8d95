// Session calls: login, logout and the permission tree (server contract section 2).
import { request, requestData, type RequestOptions } from './request.ts';
import { RequestError } from './errors.ts';
import { pauseLiveChannel, resumeLiveChannel } from './liveChannel.ts';
import type { AuthTree, LoginUser } from './types.ts';

export interface LoginForm {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: LoginUser;
  auth: AuthTree;
}

/** Logs in. The username is trimmed (spec section 5); the payload is at the envelope's top level. */
export async function login({ username, password }: LoginForm): Promise<LoginResult> {
  const envelope = await request('login', { username: username.trim(), password });
  const token = envelope['Admin-Token'];
  if (typeof token !== 'string' || !token) {
    throw new RequestError({ code: envelope.code, msg: 'login answered without a token', kind: 'envelope', body: envelope });
  }
  return { token, user: envelope.user as LoginUser, auth: (envelope.auth ?? {}) as AuthTree };
}

export async function logout(options?: RequestOptions): Promise<void> {
  // The live channel would otherwise tell this very page that its session ended elsewhere.
  pauseLiveChannel();
  try {
    await request('logout', undefined, options);
  } catch (error) {
    resumeLiveChannel(); // still signed in (logoutByUser keeps the user on the page)
    throw error;
  }
}

/** The same tree login returns, for a reload with a token but nothing in memory. */
export function queryAuthTree(options?: RequestOptions): Promise<AuthTree> {
  return requestData<AuthTree>('system/role/auth', undefined, options);
}
