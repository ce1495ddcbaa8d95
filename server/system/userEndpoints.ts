/**
 * `system/user/*` endpoints a logged-in user needs for themself and for pickers: who am I, the
 * staff list, my profile, my password, my avatar, the address book. Administration of other
 * users: users/.
 */
import { clientAddress, lockoutMessage, reserveAttempt, settleSuccess } from '../auth/lockout.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { deleteOtherSessions } from '../auth/sessions.ts';
import { resyncSessionCookie } from '../auth/sessionCookie.ts';
import type { AdminUserUpdate } from '../db/schema.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import {
  optionalChoice, optionalInt, optionalText, readPaging, requireInt, requireRawText,
} from '../http/params.ts';
import { isInlineImage } from '../files/fileNames.ts';
import { storeUpload } from '../files/fileStore.ts';
import { usersById } from '../examine/people.ts';
import { addressBookByDept, addressBookByInitial } from './addressBook.ts';
import { directReports } from './organisation.ts';
import { queryUserList } from './userList.ts';
import { loadUserProfile } from './userProfile.ts';
import { EMAIL_FORMAT, PASSWORD_MIN_LENGTH } from './users/employeeForm.ts';

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
const PHONE = /^[0-9+\-() ]*$/;

export const userEndpoints = [
  // The client asks for it on every page load that finds a stored token: the moment to give the
  // browser its file cookie back if a restart dropped it (auth/sessionCookie.ts).
  endpoint('system/user/queryLoginUser', async ({ db, userId, request, reply, session }) => {
    resyncSessionCookie(request, reply, session!.token);
    return loadUserProfile(db, userId);
  }),

  // A Page by default (contract 1.5); the pickers send pageType 0 for every match.
  endpoint('system/user/queryUserList', async ({ db, params }) => {
    const paging = readPaging(params);
    return queryUserList(db, {
      realname: optionalText(params, 'realname', '姓名', 100),
      deptId: optionalInt(params, 'deptId', '部门'),
      status: optionalChoice(params, 'status', '状态', [0, 1, 2]),
      roleId: optionalInt(params, 'roleId', '角色'),
    }, paging);
  }),

  // The caller's direct reports (admin_user.parent_id), for 下属的任务's one-subordinate choice
  // (task/queryTaskList mold 1 with userId). Not in the contract, which names no such list.
  endpoint('system/user/querySubordinateList', { readOnly: true }, async ({ db, userId }) => {
    const people = await usersById(db, await directReports(db, userId));
    return [...people.values()].sort((a, b) => a.realname.localeCompare(b.realname, 'zh-CN') || a.userId - b.userId);
  }),

  // 通讯录 (contract 4.2, 10.7): addressBook.ts
  endpoint('system/user/queryListName', { rights: ['oa.book.read'], readOnly: true }, async ({ db, params }) =>
    addressBookByInitial(db, optionalText(params, 'search', '搜索内容', 100) || undefined)),

  endpoint('system/user/queryListNameByDept', { rights: ['oa.book.read'], readOnly: true }, async ({ db, params }) =>
    addressBookByDept(db, optionalText(params, 'name', '姓名', 100) || undefined)),

  endpoint('system/user/queryUserByDeptId', async ({ db, params }) => {
    const deptId = requireInt(params, 'deptId', '部门');
    return db.selectFrom('admin_user').select(['user_id as id', 'realname'])
      .where('dept_id', '=', deptId).orderBy('user_id').execute();
  }),

  endpoint('system/user/updateUser', async ({ db, params, userId }) => {
    const me = await loadUserProfile(db, userId);
    const username = optionalText(params, 'username', '用户名', 100);
    if (username !== undefined && username !== me.username) throw new BusinessError('用户名不能修改！');

    const changes: AdminUserUpdate = {};
    const realname = optionalText(params, 'realname', '姓名', 100);
    if (realname !== undefined) {
      if (realname === '') throw new BusinessError('姓名不能为空');
      changes.realname = realname;
    }
    const email = optionalText(params, 'email', '邮箱', 100);
    if (email !== undefined) {
      if (email !== '' && !EMAIL_FORMAT.test(email)) throw new BusinessError('邮箱格式不正确');
      changes.email = email || null;
    }
    const mobile = optionalText(params, 'mobile', '手机号', 30);
    if (mobile !== undefined) {
      if (!PHONE.test(mobile)) throw new BusinessError('手机号格式不正确');
      changes.mobile = mobile || null;
    }
    const sex = optionalChoice(params, 'sex', '性别', [0, 1, 2]);
    if (sex !== undefined) changes.sex = sex;
    const post = optionalText(params, 'post', '岗位', 50);
    if (post !== undefined) changes.post = post || null;

    if (Object.keys(changes).length) await db.updateTable('admin_user').set(changes).where('user_id', '=', userId).execute();
  }),

  // Wrong old passwords count like wrong logins of the account from this address (auth/lockout.ts):
  // a stolen session cannot guess the password to take the account over.
  endpoint('system/user/updatePassword', async ({ db, params, userId, session, request }) => {
    const oldPwd = requireRawText(params, 'oldPwd', '原密码', 200);
    const newPwd = requireRawText(params, 'newPwd', '新密码', 200);
    if (newPwd.length < MIN_PASSWORD_LENGTH) throw new BusinessError(`密码长度不能少于${MIN_PASSWORD_LENGTH}位`);
    const stored = await db.selectFrom('admin_user').select(['username', 'password', 'salt']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const address = clientAddress(request);
    const reservation = await reserveAttempt(db, stored.username, address);
    if (reservation.attemptId === null) throw new BusinessError(lockoutMessage(reservation.waitSeconds));
    if (!(await verifyPassword(oldPwd, stored))) throw new BusinessError('密码输入错误'); // the reserved row stays as the failure
    await settleSuccess(db, stored.username, address);
    const hash = await hashPassword(newPwd);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('admin_user').set(hash).where('user_id', '=', userId).execute();
      // Everyone else holding this account's old password is logged out; this tab stays in.
      await deleteOtherSessions(trx, userId, session!.token);
    });
  }),

  // Always the caller's own avatar: setting someone else's is an administrator's job.
  endpoint('system/user/updateImg', async ({ db, dataDir, files, userId }) => {
    const upload = files.find((f) => f.fieldName === 'file') ?? files[0];
    if (!upload) throw new BusinessError('请选择要上传的图片');
    if (!isInlineImage(upload.originalName)) throw new BusinessError('头像只能是jpg、png、gif图片');
    const stored = await storeUpload(db, dataDir, upload, { userId, fileType: 'img' });
    await db.updateTable('admin_user').set({ img: stored.file_path }).where('user_id', '=', userId).execute();
    return stored.file_path;
  }),
];
