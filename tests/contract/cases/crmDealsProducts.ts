// Products and their categories (contract 6.4, 7.1, 7.2, 7.9). Products are not data-scoped (3.6).
import type { ContractCase } from '../contractCase.ts';
import { ok } from '../shape.ts';
import {
  grantUnseededKeys, newCategory, newProduct, PRODUCT, PRODUCT_ROW, productBody, XLSX,
} from './crmDealsShared.ts';

/** A category of the tree (contract 7.9); `children` only where there are some. */
const CATEGORY_NODE = { categoryId: 'int', name: 'string', pid: 'int', level: 'int', label: 'string' };

const readCases: ContractCase[] = [
  { url: 'CrmProduct/queryPageList', see: '6.4', params: () => ({ type: 4 }), answer: ok({ list: [PRODUCT_ROW], totalRow: 'int' }) },
  {
    url: 'CrmProduct/queryById', see: '7.9',
    params: (fx) => ({ productId: fx.productId }), answer: ok({ ...PRODUCT, categoryName: 'string', ownerUserName: 'string' }),
  },
  { url: 'CrmProduct/batchExportExcel', see: '7.2', params: (fx) => ({ ids: String(fx.productId) }), answer: {}, file: XLSX },
  { url: 'CrmProduct/allExportExcel', see: '7.2', params: () => ({ type: 4 }), answer: {}, file: XLSX },
  { url: 'CrmProduct/downloadExcel', see: '7.2', answer: {}, file: XLSX },
  // the client's cascader asks for the tree (the seeded categories are all roots: no `children`)
  { url: 'CrmProductCategory/queryList', see: '7.9', params: () => ({ type: 'tree' }), answer: ok([CATEGORY_NODE]) },
];

const writeCases: ContractCase[] = [
  {
    url: 'CrmProduct/saveAndUpdate', see: '7.1, 7.9', write: true,
    params: (fx, t) => productBody(fx, t, { description: '契约用例的产品' }), answer: ok(),
  },
  {
    url: 'CrmProduct/updateStatus', see: '7.9', write: true,
    async params(fx, t) { return { ids: String(await newProduct(fx, t)), status: 0 }; }, answer: ok(),
  },
  {
    // crm.product.delete has no menu row (contract 3.3): granted here as an installation would
    url: 'CrmProduct/deleteByIds', see: '7.2, 7.9', write: true,
    async params(fx, t) {
      await grantUnseededKeys(t);
      return { productIds: String(await newProduct(fx, t)) };
    },
    answer: ok(),
  },
  {
    url: 'CrmProductCategory/saveAndUpdate', see: '7.9', write: true,
    params: (fx) => ({ name: '契约用例的新类别', pid: fx.productCategoryId }), answer: ok(),
  },
  {
    url: 'CrmProductCategory/deleteById', see: '7.9', write: true,
    async params(fx, t) { return { id: await newCategory(fx, t) }; }, answer: ok(),
  },
];

export const crmDealProductCases: ContractCase[] = [...readCases, ...writeCases];
