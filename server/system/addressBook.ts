/**
 * The address book of 办公 (contract 4.2, 10.7): for holders of `oa.book.read` (通讯录 › 查看), which
 * the server checks too; the original asked a session only, and the list is every colleague's phone:
 *
 *   system/user/queryListName        `search` (realname or mobile, contains) →
 *                                    `{A: [entry…], …, Z: […], '#': […]}`, only letters with entries
 *   system/user/queryListNameByDept  `name` (realname, contains) →
 *                                    `[{name: <dept>, deptId, userList: [entry…], userNumber}]`
 *
 * An entry is `{userId, realname, mobile, email, postName, deptName, img}` (postName = the `post`
 * column; `email` is ours: the page shows it beside the phone).
 * Enabled employees only (status ≠ 0). The letter is the capital initial of the realname's pinyin
 * (pinyin-pro; a surname read as a surname: 单 → S, 曾 → Z), a Latin letter as itself, anything
 * else `#`; entries in the pinyin order of their names (then by id).
 */
import type { Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { Database } from '../db/schema.ts';
import { escapeLike } from './userList.ts';

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

const LETTER = /^[A-Za-z]/;
const HAN = /^\p{Script=Han}/u;
const OTHER = '#';

/** The realname in pinyin, lower case, syllables spaced (`张三` → `zhang san`, `admin` → `admin`). */
export function pinyinKey(realname: string | null): string {
  const name = (realname ?? '').trim();
  if (!name) return '';
  return pinyin(name, { toneType: 'none', surname: 'head', nonZh: 'consecutive', v: true }).toLowerCase();
}

/** `A`..`Z` for a name starting with a Latin letter or a Chinese character, else `#`. */
export function initialOf(realname: string | null): string {
  const name = (realname ?? '').trim();
  if (LETTER.test(name)) return name[0].toUpperCase();
  if (!HAN.test(name)) return OTHER;
  const first = pinyinKey(name)[0];
  return first && first >= 'a' && first <= 'z' ? first.toUpperCase() : OTHER;
}

function sortByPinyin(entries: AddressEntry[]): AddressEntry[] {
  const keys = new Map(entries.map((e) => [e.userId, pinyinKey(e.realname)]));
  return [...entries].sort((a, b) => {
    const ka = keys.get(a.userId)!;
    const kb = keys.get(b.userId)!;
    return ka < kb ? -1 : ka > kb ? 1 : a.userId - b.userId;
  });
}

interface EntryFilter { search?: string; name?: string }

async function addressEntries(db: Kysely<Database>, filter: EntryFilter): Promise<(AddressEntry & { deptId: number | null })[]> {
  let query = db.selectFrom('admin_user as u')
    .leftJoin('admin_dept as d', 'd.dept_id', 'u.dept_id')
    .select(['u.user_id as userId', 'u.realname', 'u.mobile', 'u.email', 'u.post as postName', 'd.name as deptName', 'u.img', 'u.dept_id as deptId'])
    .where('u.status', '<>', 0);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('u.realname', 'ilike', pattern), eb('u.mobile', 'ilike', pattern)]));
  }
  if (filter.name) query = query.where('u.realname', 'ilike', `%${escapeLike(filter.name)}%`);
  return query.orderBy('u.user_id').execute();
}

const entryOf = ({ userId, realname, mobile, email, postName, deptName, img }: AddressEntry): AddressEntry =>
  ({ userId, realname, mobile, email, postName, deptName, img });

/** `queryListName`: grouped by initial, keys A..Z then `#`, empty letters left out. */
export async function addressBookByInitial(db: Kysely<Database>, search: string | undefined): Promise<Record<string, AddressEntry[]>> {
  const groups = new Map<string, AddressEntry[]>();
  for (const entry of sortByPinyin((await addressEntries(db, { search })).map(entryOf))) {
    const initial = initialOf(entry.realname);
    groups.set(initial, [...(groups.get(initial) ?? []), entry]);
  }
  const order = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', OTHER];
  return Object.fromEntries(order.filter((key) => groups.has(key)).map((key) => [key, groups.get(key)!]));
}

/**
 * `queryListNameByDept`: every department by `num`, then id, with its enabled employees; with
 * `name`, only the departments where someone's name matches, each with those people only.
 */
export async function addressBookByDept(db: Kysely<Database>, name: string | undefined): Promise<DeptAddressBook[]> {
  const [depts, entries] = await Promise.all([
    db.selectFrom('admin_dept').select(['dept_id', 'name']).orderBy('num').orderBy('dept_id').execute(),
    addressEntries(db, { name }),
  ]);
  return depts
    .map((dept) => {
      const userList = sortByPinyin(entries.filter((e) => e.deptId === dept.dept_id).map(entryOf));
      return { name: dept.name, deptId: dept.dept_id, userList, userNumber: userList.length };
    })
    .filter((dept) => !name || dept.userNumber > 0);
}
