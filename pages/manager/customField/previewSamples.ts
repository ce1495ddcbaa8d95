// Sample answers for the preview's pickers (product category, business type/stage, products): the
// preview must show how a field behaves without reading or writing real records.
import { createMemoryDataSources, type LingxiDataSources } from '../../../widgets/form/dataSources.ts';

let sources: LingxiDataSources | null = null;

/** One shared in-memory source: created on first use, so the list page never builds it. */
export function previewDataSources(): LingxiDataSources {
  sources ??= createMemoryDataSources({
    categories: [
      { categoryId: 1, name: '硬件', children: [{ categoryId: 11, name: '服务器' }, { categoryId: 12, name: '终端' }] },
      { categoryId: 2, name: '软件', children: [{ categoryId: 21, name: '订阅' }] },
    ],
    businessTypes: [
      {
        typeId: 1, name: '默认商机组',
        statusList: [
          { statusId: 1, name: '验证客户', rate: 20 },
          { statusId: 2, name: '需求分析', rate: 40 },
          { statusId: 3, name: '方案报价', rate: 70 },
        ],
      },
    ],
    products: [
      { productId: 1, name: '示例产品 A', categoryName: '硬件', unit: '台', price: '1000.00' },
      { productId: 2, name: '示例产品 B', categoryName: '软件', unit: '套', price: '299.00' },
    ],
  });
  return sources;
}
