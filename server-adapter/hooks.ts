// SWR hooks for the data the shell's screens read. Keys are the call paths, so a mutate() after
// a save names the same string the screen reads.
import useSWR from 'swr';
import { queryLoginUser, querySysConfig } from './system.ts';
import { getRoleTypeList } from './role.ts';

export const SYS_CONFIG_KEY = 'sysConfig/querySysConfig';
export const LOGIN_USER_KEY = 'system/user/queryLoginUser';
export const ROLE_TYPES_KEY = 'system/role/getRoleTypeList';

// The system name and logo change only when an admin saves them.
export function useSysConfig() {
  return useSWR(SYS_CONFIG_KEY, querySysConfig, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function useLoginUser() {
  return useSWR(LOGIN_USER_KEY, queryLoginUser, { revalidateOnFocus: false });
}

// A list call: it fails quietly (spec section 8); the admin sidebar then simply lists no roles.
export function useRoleTypes(enabled = true) {
  return useSWR(enabled ? ROLE_TYPES_KEY : null, () => getRoleTypeList({ silent: true }), { revalidateOnFocus: false });
}
