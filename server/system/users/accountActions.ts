/**
 * What an administrator does to accounts (contract 4.2, 1.4): disable or enable
 * (`setUserStatus`), set a new password (`resetPassword`), change the login name with a new
 * password (`usernameEdit`). One transaction each; the checks come before the first write.
 *
 * Sessions: disabling ends the users' sessions; a new password ends every session of the account
 * except the caller's own current one (an administrator resetting their own password stays in, as
 * with updatePassword). Deleting sessions bumps the session generation and a status change the
 * permission version (migrations 0010, 0011), so a cached session is refused on its next call in
 * every process.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { lockOrganisation } from '../organisation.ts';
import { actsAsSuperAdmin, checkMayChange, checkUsersExist } from './employeeChecks.ts';
import { usernameTaken } from './employeeSave.ts';

/** status 0 禁用, 1 启用 (a not-yet-activated account, 2, becomes 1 too). */
export async function setAccountsStatus(db: Kysely<Database>, actorId: number, userIds: number[], status: 0 | 1): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkUsersExist(trx, userIds);
    if (status === 0) {
      if (userIds.includes(SUPER_ADMIN_USER_ID)) throw new BusinessError('超级管理员不可被禁用');
      if (userIds.includes(actorId)) throw new BusinessError('不能禁用自己');
    }
    await checkMayChange(trx, await actsAsSuperAdmin(trx, actorId), userIds);
    await trx.updateTable('admin_user').set({ status }).where('user_id', 'in', userIds).execute();
    if (status === 0) await deleteUserSessions(trx, userIds);
  });
}

/** Ends the accounts' sessions, except the caller's own current one; clears their login lockout. */
async function afterNewPassword(trx: Kysely<Database>, userIds: number[], keepToken: string | undefined): Promise<void> {
  let sessions = trx.deleteFrom('admin_session').where('user_id', 'in', userIds);
  if (keepToken) sessions = sessions.where('token', '<>', keepToken);
  await sessions.execute();
  // An account locked by wrong guesses of the forgotten password can use the new one at once.
  const accounts = await trx.selectFrom('admin_user').select('username').where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('admin_login_attempt').where('username', 'in', accounts.map((a) => a.username)).execute();
}

/** The same new password for every account; each gets its own salt. */
export async function resetPasswords(
  db: Kysely<Database>, actorId: number, keepToken: string | undefined, userIds: number[], password: string,
): Promise<void> {
  await checkUsersExist(db, userIds); // before the scrypt work, and again below
  const hashes = await Promise.all(userIds.map(() => hashPassword(password)));
  await db.transaction().execute(async (trx) => {
    await checkUsersExist(trx, userIds);
    await checkMayChange(trx, await actsAsSuperAdmin(trx, actorId), userIds);
    for (const [i, userId] of userIds.entries()) {
      await trx.updateTable('admin_user').set(hashes[i]).where('user_id', '=', userId).execute();
    }
    await afterNewPassword(trx, userIds, keepToken);
  });
}

/** A new login name (a mobile number, which `mobile` follows) and a new password. */
export async function changeUsername(
  db: Kysely<Database>, actorId: number, keepToken: string | undefined, userId: number, username: string, password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    await checkUsersExist(trx, [userId]);
    await checkMayChange(trx, await actsAsSuperAdmin(trx, actorId), [userId]);
    if (await usernameTaken(trx, username, userId)) throw new BusinessError('手机号重复！');
    await trx.updateTable('admin_user').set({ username, mobile: username, ...hash }).where('user_id', '=', userId).execute();
    await afterNewPassword(trx, [userId], keepToken);
  });
}
