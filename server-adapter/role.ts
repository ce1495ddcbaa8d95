// Role calls the shell needs: the admin sidebar lists role types as role-auth entries.
import { requestData, type RequestOptions } from './request.ts';
import type { RoleType } from './types.ts';

export function getRoleTypeList(options?: RequestOptions): Promise<RoleType[]> {
  return requestData<RoleType[]>('system/role/getRoleTypeList', undefined, options);
}
