// The form widgets' data sources (widgets/form/dataSources.ts `LingxiDataSources`) on the real API,
// through the request client and the typed modules. A form host passes `createServerDataSources()`
// in its formContext; the widgets never fetch on their own.
//
// Every method is here except the map provider (`geocode`, `searchLocation`): that is a third-party
// map service with its own key, not a call of the server contract, so the address field runs
// without one until a provider is configured.
//
// Failures reject with RequestError. The list calls the pickers page through (related records,
// products) are silent, as the spec has list calls fail quietly: the picker shows the failure with
// 重试 instead. Those CRM list endpoints arrive with their modules; until then they answer 404,
// which is such a failure.
import type { PickerScope } from '../engine/fields/index.ts';
import type {
  BusinessTypeOption, DeptOption, LingxiDataSources, MemberUser, PageOf, ProductCategoryNode, ProductOption,
  ReceivablesPlanOption, RelatedCrmType, RelatedRecord, UploadedFile,
} from '../widgets/form/dataSources.ts';
import { removeFile, uploadFile } from './files.ts';
import { requestData } from './request.ts';
import { queryDeptTree, queryUserList } from './system.ts';
import type { DeptNode } from './types.ts';

/** All of `LingxiDataSources` but the optional map provider. */
export type ServerDataSources = Required<Omit<LingxiDataSources, 'geocode' | 'searchLocation'>>;

/** forms.md 3.9 module codes, and each type's list call (`Crm<Type>/queryList`). */
export const RELATED_LIST_CALLS: Readonly<Record<RelatedCrmType, { path: string; type: number }>> = {
  customer: { path: 'CrmCustomer/queryList', type: 2 },
  contacts: { path: 'CrmContacts/queryList', type: 3 },
  business: { path: 'CrmBusiness/queryList', type: 5 },
  contract: { path: 'CrmContract/queryList', type: 6 },
};

/** forms.md 3.9: product module code, for `CrmProduct/queryPageList`. */
const PRODUCT_TYPE = 4;
/** The filter of the system scene 上架的产品 (server/scenes/sceneStore.ts): the product field 是否上下架. */
const ON_SHELF = { 是否上下架: { name: '是否上下架', condition: 'is', value: '上架' } } as const;

/** The list answers are JFinal pages (`{list, totalRow, ...}`); a bare array is read as one page. */
function pageOf<T>(data: unknown): PageOf<T> {
  if (Array.isArray(data)) return { list: data as T[], totalRow: data.length };
  const page = (data ?? {}) as { list?: unknown; totalRow?: unknown };
  const list = Array.isArray(page.list) ? (page.list as T[]) : [];
  const totalRow = Number(page.totalRow);
  return { list, totalRow: Number.isFinite(totalRow) ? totalRow : list.length };
}

function deptOption(node: DeptNode): DeptOption {
  const option: DeptOption = { id: node.id, name: node.name };
  if (node.children?.length) option.children = node.children.map(deptOption);
  return option;
}

/** Scope values are ids and flags; empty ones would filter on ''. */
function scopeParams(scope: PickerScope | undefined): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(scope ?? {})) if (value !== '' && value !== null && value !== undefined) params[key] = value;
  return params;
}

export function createServerDataSources(): ServerDataSources {
  return {
    // system/user/queryUserList with pageType 0 (every match); `realname` is a LIKE on the server.
    async users(query = {}) {
      const search = query.search?.trim();
      const rows = await queryUserList(search ? { realname: search } : {});
      return rows.map((row): MemberUser => ({ userId: row.userId, realname: row.realname, img: row.img ?? null, deptName: row.deptName ?? null, deptId: row.deptId ?? null }));
    },

    // system/dept/queryDeptTree type tree: roots with nested children.
    async deptTree() {
      return (await queryDeptTree('tree')).map(deptOption);
    },

    // Crm<Type>/queryList: search, page, limit (10), the module code; a linkage scope adds the
    // parent's id and its extras ({customerId}, {customerId, checkStatus: 1}).
    async relatedRecords(type, { search, page, limit, scope }) {
      const call = RELATED_LIST_CALLS[type];
      const data = await requestData<unknown>(call.path, { search, page, limit, type: call.type, ...scopeParams(scope) }, { silent: true });
      return pageOf<RelatedRecord>(data);
    },

    // file/upload (multipart file, type, batchId); the answer is top-level. The size kept is the
    // file's own byte count: the server reports it rounded up to whole KB.
    async uploadFile(file, { type, batchId }) {
      const answer = await uploadFile({ file, type, batchId });
      const uploaded: UploadedFile = {
        fileId: answer.fileId,
        url: answer.url,
        name: answer.name || file.name,
        size: file.size,
        batchId: answer.batchId || batchId,
      };
      return uploaded;
    },

    // file/removeById id.
    async deleteFile(fileId) {
      await removeFile(fileId);
    },

    // CrmProductCategory/queryList type tree.
    productCategoryTree() {
      return requestData<ProductCategoryNode[]>('CrmProductCategory/queryList', { type: 'tree' });
    },

    // CrmBusiness/queryBusinessStatusOptions: the enabled types the user's department may use, each
    // with its stages. (businessType/queryBusinessTypeList is the admin settings list and needs
    // manage.crm.setting, which a salesperson does not have.) A type without stages gets [].
    async businessTypes() {
      const data = await requestData<unknown>('CrmBusiness/queryBusinessStatusOptions', {});
      const types = Array.isArray(data) ? data as BusinessTypeOption[] : pageOf<BusinessTypeOption>(data).list;
      return types.map((type) => ({ ...type, statusList: Array.isArray(type.statusList) ? type.statusList : [] }));
    },

    // CrmContract/queryReceivablesPlansByContractId contractId: the contract's unpaid plans.
    receivablesPlans(contractId) {
      return requestData<ReceivablesPlanOption[]>('CrmContract/queryReceivablesPlansByContractId', { contractId });
    },

    // CrmProduct/queryPageList (JSON): the product list, module code 4, products on the shelf only
    // (the condition of the system scene 上架的产品: a discontinued product is not sold again; lines
    // that already name one keep it). The unit is the custom field 单位 on seeded data
    // (server-contract 7.9), the column on others.
    async searchProducts({ search, page, limit }) {
      const data = await requestData<unknown>('CrmProduct/queryPageList', { page, limit, type: PRODUCT_TYPE, search, data: ON_SHELF }, { encoding: 'json', silent: true });
      const result = pageOf<Record<string, unknown>>(data);
      return {
        totalRow: result.totalRow,
        list: result.list.map((row): ProductOption => ({
          ...row,
          productId: row.productId as ProductOption['productId'],
          name: String(row.name ?? ''),
          categoryName: (row.categoryName as string | null | undefined) ?? null,
          unit: ((row.unit ?? row['单位']) as string | null | undefined) ?? null,
          price: (row.price as ProductOption['price']) ?? '',
        })),
      };
    },
  };
}
