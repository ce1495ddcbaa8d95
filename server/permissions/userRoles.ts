/** The roles a user holds (enabled ones only: a disabled role grants nothing). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const SUPER_ADMIN_ROLE_ID = 1;
/** The seeded administrator: bypasses data scope like role 1 (contract 3.5/3.6). */
export const SUPER_ADMIN_USER_ID = 3;
/** Roles with this label may create projects (menu 153, remarks `projectSave`). */
export const PROJECT_ADMIN_ROLE_LABEL = 1;

export interface HeldRole { roleId: number; dataType: number; label: number | null }

export async function rolesOfUser(db: Kysely<Database>, userId: number): Promise<HeldRole[]> {
  const rows = await db.selectFrom('admin_user_role as ur')
    .innerJoin('admin_role as r', 'r.role_id', 'ur.role_id')
    .select(['r.role_id', 'r.data_type', 'r.label'])
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 1)
    .orderBy('r.role_id')
    .execute();
  return rows.map((r) => ({ roleId: r.role_id, dataType: r.data_type, label: r.label }));
}

export const isSuperAdmin = (roles: HeldRole[]) => roles.some((r) => r.roleId === SUPER_ADMIN_ROLE_ID);
