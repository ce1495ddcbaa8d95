/**
 * Product categories (contract 7.9): a tree by `pid` (0 = root). The product form's cascader needs
 * the path from the root to a product's category.
 *
 * Rights: the reads (queryList, querylist, queryById) need a session only: every form with a
 * product or category picker reads the tree. The writes are part of managing products, so they
 * take the product module's keys (contract 3.3 menu 15): creating or renaming a category needs
 * `crm.product.save` or `crm.product.update` (saveAndUpdate does both, like CrmProduct/saveAndUpdate);
 * deleting one needs `crm.product.update` (no menu grants `crm.product.delete`, contract 3.3, so that
 * key would refuse everyone). Not `manage.crm.setting`: no system-settings page of the client edits
 * categories (schemas/routes.json has none); the original kept them beside the product list.
 * Role 1 holds every key, so admin keeps managing them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt, requireInt, requireText } from '../../http/params.ts';

interface CategoryNode { categoryId: number; name: string; pid: number; level: number; label: string; children?: CategoryNode[] }

/** Root → leaf; stops at a cycle saved by mistake. */
export async function categoryPath(db: Kysely<Database>, categoryId: number | null): Promise<{ category_id: number; name: string }[]> {
  if (categoryId === null) return [];
  const all = await db.selectFrom('crm_product_category').selectAll().execute();
  const byId = new Map(all.map((c) => [c.category_id, c]));
  const path: { category_id: number; name: string }[] = [];
  const seen = new Set<number>();
  for (let c = byId.get(categoryId); c && !seen.has(c.category_id); c = byId.get(c.pid)) {
    seen.add(c.category_id);
    path.unshift({ category_id: c.category_id, name: c.name });
  }
  return path;
}

async function categoryTree(db: Kysely<Database>): Promise<CategoryNode[]> {
  const all = await db.selectFrom('crm_product_category').selectAll().orderBy('category_id').execute();
  const build = (pid: number, level: number, seen: Set<number>): CategoryNode[] => all
    .filter((c) => c.pid === pid && !seen.has(c.category_id))
    .map((c) => {
      const children = build(c.category_id, level + 1, new Set([...seen, c.category_id]));
      return { categoryId: c.category_id, name: c.name, pid: c.pid, level, label: c.name, ...(children.length ? { children } : {}) };
    });
  return build(0, 1, new Set());
}

const CATEGORY_WRITE = ['crm.product.save', 'crm.product.update'] as const;
const CATEGORY_DELETE = ['crm.product.update'] as const;

export const productCategoryEndpoints = [
  endpoint('CrmProductCategory/queryList', async ({ db, params }) => {
    if (params.type === 'tree') return categoryTree(db);
    return db.selectFrom('crm_product_category').selectAll().orderBy('category_id').execute();
  }),
  endpoint('CrmProductCategory/querylist', async ({ db, params }) =>
    db.selectFrom('crm_product_category').selectAll().where('pid', '=', optionalInt(params, 'pid', '上级类别') ?? 0).orderBy('category_id').execute()),
  endpoint('CrmProductCategory/queryById', async ({ db, params }) => {
    const row = await db.selectFrom('crm_product_category').selectAll().where('category_id', '=', requireInt(params, 'id', '产品类别')).executeTakeFirst();
    if (!row) throw new BusinessError('该产品类别不存在或已被删除');
    return row;
  }),
  endpoint('CrmProductCategory/saveAndUpdate', { rights: CATEGORY_WRITE }, async ({ db, params }) => {
    const categoryId = optionalInt(params, 'categoryId', '产品类别');
    const name = requireText(params, 'name', '类别名称', 100);
    const pid = optionalInt(params, 'pid', '上级类别') ?? 0;
    if (pid !== 0) {
      const path = await categoryPath(db, pid);
      if (!path.length) throw new BusinessError('上级类别不存在');
      if (categoryId !== undefined && path.some((c) => c.category_id === categoryId)) throw new BusinessError('上级类别不能是自己或下级类别');
    }
    if (categoryId === undefined) {
      await db.insertInto('crm_product_category').values({ name, pid }).execute();
    } else {
      const result = await db.updateTable('crm_product_category').set({ name, pid }).where('category_id', '=', categoryId).executeTakeFirst();
      if (!Number(result.numUpdatedRows)) throw new BusinessError('该产品类别不存在或已被删除');
    }
    return undefined;
  }),
  endpoint('CrmProductCategory/deleteById', { rights: CATEGORY_DELETE }, async ({ db, params }) => {
    const categoryId = requireInt(params, 'id', '产品类别');
    await db.transaction().execute(async (trx) => {
      const used = await trx.selectFrom('crm_product').select('product_id').where('category_id', '=', categoryId).where('status', '<>', 3).executeTakeFirst();
      if (used) throw new BusinessError('该产品类别已关联产品，不能删除！');
      const child = await trx.selectFrom('crm_product_category').select('category_id').where('pid', '=', categoryId).executeTakeFirst();
      if (child) throw new BusinessError('该类别下有其他产品类别！');
      await trx.deleteFrom('crm_product_category').where('category_id', '=', categoryId).execute();
    });
    return undefined;
  }),
];
