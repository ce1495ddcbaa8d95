// createServerDataSources: every method of the widgets' data-source interface sends the contract's
// request (path, encoding, parameters) through the request client and reads its answer, with a
// stubbed fetch. A CRM list endpoint that does not exist yet (HTTP 404) rejects quietly.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createServerDataSources, RELATED_LIST_CALLS } from '../../server-adapter/dataSources.ts';
import { RequestError } from '../../server-adapter/errors.ts';
import { setRequestPresenter } from '../../server-adapter/presenter.ts';

let fetchMock: Mock;
let toastError: Mock<(msg: string) => void>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What the n-th fetch sent: path, content type, and the body decoded by its encoding. */
function sent(n = 0): { url: string; contentType: string | undefined; form: Record<string, string>; json: unknown; multipart: FormData | null } {
  const [url, init] = fetchMock.mock.calls[n]! as [string, RequestInit];
  const headers = init.headers as Record<string, string>;
  const contentType = headers['Content-Type'];
  const body = init.body;
  return {
    url,
    contentType,
    form: typeof body === 'string' && contentType?.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(body)) : {},
    json: typeof body === 'string' && contentType?.startsWith('application/json') ? JSON.parse(body) : undefined,
    multipart: body instanceof FormData ? body : null,
  };
}

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
const JSON_TYPE = 'application/json;charset=UTF-8';

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  toastError = vi.fn<(msg: string) => void>();
  setRequestPresenter({ toastError, showForcedLogout: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createServerDataSources', () => {
  it('implements every method of the interface but the map provider', () => {
    const sources = createServerDataSources();
    expect(Object.keys(sources).sort()).toEqual([
      'businessTypes', 'deleteFile', 'deptTree', 'productCategoryTree', 'receivablesPlans', 'relatedRecords', 'searchProducts', 'uploadFile', 'users',
    ]);
    for (const method of Object.values(sources)) expect(typeof method).toBe('function');
  });

  it('users: system/user/queryUserList with pageType 0 and the search as realname', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, data: [{ userId: 3, realname: '张三', img: '', deptName: '销售部', deptId: 2, username: '138', roleId: '1' }] }));
    const users = await createServerDataSources().users({ search: ' 张 ' });
    expect(sent().url).toBe('/api/system/user/queryUserList');
    expect(sent().contentType).toBe(FORM);
    expect(sent().form).toEqual({ realname: '张', pageType: '0' });
    expect(users).toEqual([{ userId: 3, realname: '张三', img: '', deptName: '销售部', deptId: 2 }]);

    await createServerDataSources().users();
    expect(sent(1).form).toEqual({ pageType: '0' });
  });

  it('deptTree: system/dept/queryDeptTree type tree, read as {id, name, children}', async () => {
    fetchMock.mockImplementation(async () => json({
      code: 0,
      data: [{ id: 1, name: '办公室', pid: 0, level: 1, label: '办公室', children: [{ id: 2, name: '销售部', pid: 1, level: 2, label: '销售部' }] }],
    }));
    const tree = await createServerDataSources().deptTree();
    expect(sent().url).toBe('/api/system/dept/queryDeptTree');
    expect(sent().form).toEqual({ type: 'tree' });
    expect(tree).toEqual([{ id: 1, name: '办公室', children: [{ id: 2, name: '销售部' }] }]);
  });

  it('relatedRecords: Crm<Type>/queryList with search, page, limit 10, the module code and the scope', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, data: { list: [{ businessId: 5, businessName: '云帆ERP' }], totalRow: 11, pageNumber: 1 } }));
    const sources = createServerDataSources();
    const page = await sources.relatedRecords('business', { search: '云帆', page: 2, limit: 10, scope: { customerId: 7 } });
    expect(sent().url).toBe('/api/CrmBusiness/queryList');
    expect(sent().contentType).toBe(FORM);
    expect(sent().form).toEqual({ search: '云帆', page: '2', limit: '10', type: '5', customerId: '7' });
    expect(page).toEqual({ list: [{ businessId: 5, businessName: '云帆ERP' }], totalRow: 11 });

    await sources.relatedRecords('contract', { search: '', page: 1, limit: 10, scope: { customerId: 7, checkStatus: 1 } });
    expect(sent(1).url).toBe('/api/CrmContract/queryList');
    expect(sent(1).form).toEqual({ search: '', page: '1', limit: '10', type: '6', customerId: '7', checkStatus: '1' });
    await sources.relatedRecords('customer', { search: 'a', page: 1, limit: 10 });
    expect(sent(2).url).toBe('/api/CrmCustomer/queryList');
    expect(sent(2).form.type).toBe('2');
    await sources.relatedRecords('contacts', { search: 'a', page: 1, limit: 10 });
    expect(sent(3).url).toBe('/api/CrmContacts/queryList');
    expect(sent(3).form.type).toBe('3');
    expect(RELATED_LIST_CALLS.customer).toEqual({ path: 'CrmCustomer/queryList', type: 2 });
  });

  it('relatedRecords: a missing endpoint (404) rejects with a RequestError and no toast: the picker shows it', async () => {
    fetchMock.mockResolvedValue(new Response('Not Found', { status: 404 }));
    const failure = await createServerDataSources().relatedRecords('customer', { search: '', page: 1, limit: 10 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ kind: 'network', status: 404, msg: '网络请求失败，请稍候再试' });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('uploadFile: file/upload multipart (file, type, batchId), read from the top level', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, batchId: 'a'.repeat(32), name: 'hello.txt', url: '/uploads/hello.txt', size: '1KB', fileId: 12 }));
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const uploaded = await createServerDataSources().uploadFile(file, { type: 'img', batchId: '' });
    const { url, contentType, multipart } = sent();
    expect(url).toBe('/api/file/upload');
    expect(contentType).toBeUndefined(); // fetch writes the multipart boundary itself
    expect(multipart?.get('type')).toBe('img');
    expect(multipart?.get('batchId')).toBe('');
    expect((multipart?.get('file') as File).name).toBe('hello.txt');
    // The byte count the browser knows, not the server's rounded "1KB".
    expect(uploaded).toEqual({ fileId: 12, url: '/uploads/hello.txt', name: 'hello.txt', size: 5, batchId: 'a'.repeat(32) });

    await createServerDataSources().uploadFile(file, { type: 'file', batchId: 'b'.repeat(32) });
    expect(sent(1).multipart?.get('batchId')).toBe('b'.repeat(32));
    expect(sent(1).multipart?.get('type')).toBe('file');
  });

  it('deleteFile: file/removeById id', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0 }));
    await createServerDataSources().deleteFile(12);
    expect(sent().url).toBe('/api/file/removeById');
    expect(sent().form).toEqual({ id: '12' });
  });

  it('productCategoryTree: CrmProductCategory/queryList type tree', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, data: [{ categoryId: 23, name: '默认', pid: 0 }] }));
    await expect(createServerDataSources().productCategoryTree()).resolves.toEqual([{ categoryId: 23, name: '默认', pid: 0 }]);
    expect(sent().url).toBe('/api/CrmProductCategory/queryList');
    expect(sent().form).toEqual({ type: 'tree' });
  });

  it('businessTypes: CrmBusiness/queryBusinessStatusOptions (a salesperson may call it), statusList always a list', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0, data: [{ typeId: 1, name: '默认商机组' }] }));
    await expect(createServerDataSources().businessTypes()).resolves.toEqual([{ typeId: 1, name: '默认商机组', statusList: [] }]);
    expect(sent().url).toBe('/api/CrmBusiness/queryBusinessStatusOptions');

    const statusList = [{ statusId: 1, name: '验证客户', rate: '20' }];
    fetchMock.mockResolvedValueOnce(json({ code: 0, data: [{ typeId: 2, name: '大客户', statusList }] }));
    await expect(createServerDataSources().businessTypes()).resolves.toEqual([{ typeId: 2, name: '大客户', statusList }]);
  });

  it('receivablesPlans: CrmContract/queryReceivablesPlansByContractId contractId', async () => {
    const plans = [{ planId: 3, num: '1', money: '5000.00', returnDate: '2026-03-31', returnType: '电汇' }];
    fetchMock.mockImplementation(async () => json({ code: 0, data: plans }));
    await expect(createServerDataSources().receivablesPlans(9)).resolves.toEqual(plans);
    expect(sent().url).toBe('/api/CrmContract/queryReceivablesPlansByContractId');
    expect(sent().form).toEqual({ contractId: '9' });
  });

  it('searchProducts: CrmProduct/queryPageList as JSON with the product module code, products on the shelf', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, data: { list: [{ productId: 1, name: '办公椅', categoryName: '办公家具', 单位: '把', price: 299 }], totalRow: 12 } }));
    const page = await createServerDataSources().searchProducts({ search: '椅', page: 2, limit: 10 });
    expect(sent().url).toBe('/api/CrmProduct/queryPageList');
    expect(sent().contentType).toBe(JSON_TYPE);
    expect(sent().json).toEqual({ page: 2, limit: 10, type: 4, search: '椅', data: { 是否上下架: { name: '是否上下架', condition: 'is', value: '上架' } } });
    expect(page.totalRow).toBe(12);
    expect(page.list[0]).toMatchObject({ productId: 1, name: '办公椅', categoryName: '办公家具', unit: '把', price: 299 });
  });

  it('a refused call rejects with the server message', async () => {
    fetchMock.mockImplementation(async () => json({ code: 500, msg: '文件不存在' }));
    await expect(createServerDataSources().deleteFile(99)).rejects.toMatchObject({ code: 500, msg: '文件不存在', kind: 'envelope' });
  });
});
