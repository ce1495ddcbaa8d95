// 通讯录 (contract 4.2, 10.7): the colleagues of the company, by the initial of their name or by
// department. Both calls need 通讯录 › 查看 (oa.book.read) on the server. The entry type mirrors
// server/system/addressBook.ts's: the browser never imports server code (as types.ts mirrors the rest).
import { requestData } from './request.ts';

export interface AddressEntry {
  userId: number;
  realname: string | null;
  mobile: string | null;
  email: string | null;
  postName: string | null;
  deptName: string | null;
  img: string | null;
}

export interface DeptAddressBook { name: string; deptId: number; userList: AddressEntry[]; userNumber: number }

/** `{A: [...], …, '#': [...]}`, only the letters that have someone; `search` matches names and mobiles. */
export function queryAddressBook(search: string): Promise<Record<string, AddressEntry[]>> {
  return requestData('system/user/queryListName', { search });
}

/** Every department (by its order) with its people; with `name`, only where someone's name matches. */
export function queryAddressBookByDept(name: string): Promise<DeptAddressBook[]> {
  return requestData('system/user/queryListNameByDept', { name });
}
