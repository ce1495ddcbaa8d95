/**
 * Related lists on a detail page (contract 7.4-7.8: a customer's contacts, a contract's
 * receivables...): a JFinal Page by default (contract 1.5: `pageType` 1), the whole array with
 * `pageType` 0. The parent record must be readable by the user.
 */
import type { SelectQueryBuilder } from 'kysely';
import { type Params, readPaging, toPage } from '../http/params.ts';

export async function relatedList<T>(
  params: Params, query: SelectQueryBuilder<any, any, any>, order: (q: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>,
): Promise<T[] | ReturnType<typeof toPage<T>>> {
  const paging = readPaging(params);
  if (paging.pageType === 0) return (await order(query).execute()) as T[];
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await order(query).offset((paging.page - 1) * paging.limit).limit(paging.limit).execute();
  return toPage(rows as T[], Number(counted?.total ?? 0), paging);
}
