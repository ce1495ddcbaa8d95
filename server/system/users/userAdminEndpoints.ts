/**
 * 员工管理 of the admin backend (contract 4.2; permission keys of 3.7 declared with each endpoint):
 * the full staff list, add and edit an employee, enable/disable, reset passwords, change a login
 * name. Rules and messages: docs/server.md, "Employees and departments".
 */
import { requireIds } from '../../http/idList.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalChoice, requireInt, requireText } from '../../http/params.ts';
import { queryUserList } from '../userList.ts';
import { changeUsername, resetPasswords, setAccountsStatus } from './accountActions.ts';
import { readEmployeeForm, readMobileUsername, readNewPassword } from './employeeForm.ts';
import { addEmployee, updateEmployee } from './employeeSave.ts';

export const userAdminEndpoints = [
  // Same rows as queryUserList, every user, disabled ones included.
  endpoint('system/user/queryAllUserList', { rights: ['manage.users.read'] }, async ({ db }) => queryUserList(db, {}, { page: 1, limit: 10, pageType: 0 })),

  endpoint('system/user/addUser', { rights: ['manage.users.userSave'] }, async ({ db, params, userId }) => {
    const username = readMobileUsername(params);
    const password = readNewPassword(params);
    await addEmployee(db, userId, { username, password, ...readEmployeeForm(params) });
  }),

  endpoint('system/user/setUser', { rights: ['manage.users.userUpdate'] }, async ({ db, params, userId }) => {
    const target = requireInt(params, 'userId', '员工');
    const username = requireText(params, 'username', '用户名', 50);
    await updateEmployee(db, userId, { userId: target, username, ...readEmployeeForm(params) });
  }),

  endpoint('system/user/setUserStatus', { rights: ['manage.users.userEnables'] }, async ({ db, params, userId }) => {
    const userIds = requireIds(params, 'userIds', '员工');
    const status = optionalChoice(params, 'status', '状态', [0, 1]);
    if (status === undefined) throw new BusinessError('状态不能为空');
    await setAccountsStatus(db, userId, userIds, status as 0 | 1);
  }),

  endpoint('system/user/resetPassword', { rights: ['manage.users.userEnables'] }, async ({ db, params, userId, session }) => {
    const userIds = requireIds(params, 'userIds', '员工');
    const password = readNewPassword(params);
    await resetPasswords(db, userId, session?.token, userIds, password);
  }),

  endpoint('system/user/usernameEdit', { rights: ['manage.users.userUpdate'] }, async ({ db, params, userId, session }) => {
    const target = requireInt(params, 'id', '员工');
    const username = readMobileUsername(params);
    const password = readNewPassword(params);
    await changeUsername(db, userId, session?.token, target, username, password);
  }),
];
