/**
 * The demo's product catalogue: three categories under the root and two dozen products with their
 * prices and units, added once per database (by category name and 产品编码), so a second
 * seed:demo reuses them. Businesses and contracts draw their product lines from it.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { OWNERS } from './demoWords.ts';

/** [产品编码, name, category, unit (one of 单位's options), price] */
const PRODUCTS: readonly [string, string, string, string, string][] = [
  ['880001', '灵犀CRM 标准版', '软件', '套', '9800.00'],
  ['880002', '灵犀CRM 专业版', '软件', '套', '19800.00'],
  ['880003', '灵犀OA 协同办公', '软件', '套', '6800.00'],
  ['880004', '数据分析平台', '软件', '套', '29800.00'],
  ['880005', '移动销售 App', '软件', '套', '3800.00'],
  ['880006', '企业邮箱（50 用户）', '软件', '套', '4500.00'],
  ['880007', '电子签章模块', '软件', '套', '5200.00'],
  ['880008', '呼叫中心坐席', '软件', '个', '1200.00'],
  ['880009', '机架服务器', '硬件', '台', '45000.00'],
  ['880010', '24 口千兆交换机', '硬件', '台', '3200.00'],
  ['880011', '企业级路由器', '硬件', '台', '2600.00'],
  ['880012', '存储阵列 20TB', '硬件', '台', '38000.00'],
  ['880013', '人脸考勤一体机', '硬件', '台', '1800.00'],
  ['880014', '条码打印机', '硬件', '台', '2200.00'],
  ['880015', '无线接入点', '硬件', '个', '680.00'],
  ['880016', '超六类网线', '硬件', '箱', '560.00'],
  ['880017', '实施服务包', '服务', '套', '15000.00'],
  ['880018', '培训服务包', '服务', '套', '8000.00'],
  ['880019', '年度运维服务', '服务', '套', '12000.00'],
  ['880020', '数据迁移服务', '服务', '套', '6000.00'],
  ['880021', '定制开发（人天）', '服务', '个', '2500.00'],
  ['880022', '驻场支持（人天）', '服务', '个', '1800.00'],
  ['880023', '旧版系统（停售）', '软件', '套', '3000.00'],
  ['880024', '旧款考勤机（停售）', '硬件', '台', '900.00'],
];
/** The last two are 下架 (off the shelf): old lines may still name them, new ones cannot. */
const OFF_SHELF = new Set(['880023', '880024']);

/** The 是否上下架 and 单位 custom fields of products (db/seed/fields.ts, label 4). */
const SHELF_FIELD = '36';
const UNIT_FIELD = '37';

export interface CatalogueProduct { productId: number; price: string; unit: string }

/** The catalogue's products on the shelf, added first where missing. */
export async function demoCatalogue(db: Kysely<Database>, now: Date): Promise<CatalogueProduct[]> {
  const categoryIds = new Map<string, number>();
  for (const name of [...new Set(PRODUCTS.map((p) => p[2]))]) {
    const found = await db.selectFrom('crm_product_category').select('category_id').where('name', '=', name).where('pid', '=', 0).executeTakeFirst();
    const id = found?.category_id
      ?? (await db.insertInto('crm_product_category').values({ name, pid: 0 }).returning('category_id').executeTakeFirstOrThrow()).category_id;
    categoryIds.set(name, id);
  }
  const existing = new Set((await db.selectFrom('crm_product').select('num').where('status', '!=', 3)
    .where('num', 'in', PRODUCTS.map((p) => p[0])).execute()).map((r) => r.num));
  const missing = PRODUCTS.filter(([num]) => !existing.has(num));
  if (missing.length) {
    await db.insertInto('crm_product').values(missing.map(([num, name, category, unit, price], i) => {
      const productOwner = OWNERS[i % OWNERS.length];
      return {
        // status says "not deleted"; on or off the shelf is the custom 是否上下架 (productEndpoints.ts)
        name, num, unit, price, status: 1, category_id: categoryIds.get(category)!, description: `${category}类产品：${name}`,
        create_user_id: productOwner, owner_user_id: productOwner, create_time: now, update_time: now,
        batch_id: createHash('md5').update(`demo-product-${num}`).digest('hex'),
        custom: JSON.stringify({ [SHELF_FIELD]: OFF_SHELF.has(num) ? '下架' : '上架', [UNIT_FIELD]: unit }),
      };
    })).execute();
  }
  const onShelf = PRODUCTS.map((p) => p[0]).filter((num) => !OFF_SHELF.has(num));
  const rows = await db.selectFrom('crm_product').select(['product_id', 'price', 'unit'])
    .where('status', '!=', 3).where('num', 'in', onShelf).orderBy('num').execute();
  return rows.map((r) => ({ productId: r.product_id, price: String(r.price), unit: r.unit ?? '' }));
}
