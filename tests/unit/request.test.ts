import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import qs from 'qs';
import {
  DEFAULT_TIMEOUT_MS, POOL_EXPORT_TIMEOUT_MS, request, requestBlob, requestData,
} from '../../server-adapter/request.ts';
import { RequestError } from '../../server-adapter/errors.ts';
import { setRequestPresenter } from '../../server-adapter/presenter.ts';
import { getToken, removeToken, setToken } from '../../server-adapter/token.ts';
import { login } from '../../server-adapter/auth.ts';
import { updateImg } from '../../server-adapter/system.ts';

const NETWORK_MSG = '网络请求失败，请稍候再试';

let fetchMock: ReturnType<typeof vi.fn>;
let presenter: { toastError: Mock<(msg: string) => void>; showForcedLogout: Mock<() => void> };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
/** The init of the n-th fetch call. */
function sent(n = 0): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url: String(url), init: init as RequestInit };
}
function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}
async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    return error as RequestError;
  }
  throw new Error('expected the call to reject');
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  presenter = { toastError: vi.fn<(msg: string) => void>(), showForcedLogout: vi.fn<() => void>() };
  setRequestPresenter(presenter);
  removeToken();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('envelope', () => {
  it('resolves code 0 with the envelope, and requestData with its data', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, data: { name: '灵犀', logo: '' } }));
    await expect(request('sysConfig/querySysConfig')).resolves.toEqual({ code: 0, data: { name: '灵犀', logo: '' } });
    fetchMock.mockResolvedValue(json({ code: 0, data: [1, 2] }));
    await expect(requestData('x/list')).resolves.toEqual([1, 2]);
    expect(presenter.toastError).not.toHaveBeenCalled();
  });

  it('posts under /api/', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0 }));
    await request('system/role/auth');
    await request('/api/file/upload', new FormData(), { encoding: 'multipart' });
    expect(sent(0).url).toBe('/api/system/role/auth');
    expect(sent(0).init.method).toBe('POST');
    expect(sent(1).url).toBe('/api/file/upload');
  });

  it('rejects code 500 with an Error carrying code and msg, and toasts msg', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: '密码输入错误' }));
    const error = await rejection(request('system/user/updatePassword', { oldPwd: 'a', newPwd: 'b' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 500, msg: '密码输入错误', kind: 'envelope' });
    expect(presenter.toastError).toHaveBeenCalledTimes(1);
    expect(presenter.toastError).toHaveBeenCalledWith('密码输入错误');
  });

  it('rejects without a toast when the refusal has no msg', async () => {
    fetchMock.mockResolvedValue(json({ code: 500 }));
    expect((await rejection(request('x'))).code).toBe(500);
    expect(presenter.toastError).not.toHaveBeenCalled();
  });

  it('stays quiet for silent calls', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: '无权访问' }));
    expect((await rejection(request('OaBackLog/num', undefined, { silent: true }))).msg).toBe('无权访问');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await rejection(request('OaBackLog/num', undefined, { silent: true }))).kind).toBe('network');
    expect(presenter.toastError).not.toHaveBeenCalled();
  });

  it('shows one forced-logout dialog for three concurrent 302s, and no toast', async () => {
    fetchMock.mockImplementation(async () => json({ code: 302, msg: '请先登录！' }));
    const errors = await Promise.all([rejection(request('a')), rejection(request('b')), rejection(request('c'))]);
    expect(errors.map((e) => e.code)).toEqual([302, 302, 302]);
    expect(presenter.showForcedLogout).toHaveBeenCalledTimes(1);
    expect(presenter.toastError).not.toHaveBeenCalled();
    // a later 302 in the same page session does not stack a second dialog either
    await rejection(request('d'));
    expect(presenter.showForcedLogout).toHaveBeenCalledTimes(1);
  });
});

describe('transport failures', () => {
  it('toasts the network message when fetch throws', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(request('x'));
    expect(error).toMatchObject({ kind: 'network', msg: NETWORK_MSG });
    expect(presenter.toastError).toHaveBeenCalledWith(NETWORK_MSG);
  });

  it('shows the message of a non-200 answer that carries an envelope (an unknown /api path)', async () => {
    fetchMock.mockResolvedValue(json({ code: 404, msg: '接口不存在：/api/x' }, 404));
    const error = await rejection(request('x'));
    expect(error).toMatchObject({ kind: 'envelope', code: 404, msg: '接口不存在：/api/x' });
    expect(presenter.toastError).toHaveBeenCalledExactlyOnceWith('接口不存在：/api/x');
  });

  it('treats a non-200 HTTP status without an envelope as a transport failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await rejection(request('x'));
    expect(error).toMatchObject({ kind: 'network', status: 502 });
    expect(presenter.toastError).toHaveBeenCalledExactlyOnceWith(NETWORK_MSG);
  });

  it('treats an answer that is not JSON as a transport failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 200 }));
    expect((await rejection(request('x'))).kind).toBe('network');
    expect(presenter.toastError).toHaveBeenCalledWith(NETWORK_MSG);
  });

  it('aborts after 150000 ms by default and toasts the network message', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      signal = init.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = rejection(request('x'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal!.aborted).toBe(true);
    expect(await pending).toMatchObject({ kind: 'timeout', msg: NETWORK_MSG });
    expect(presenter.toastError).toHaveBeenCalledWith(NETWORK_MSG);
  });

  it('honours a per-call timeout, and the pool export constant is 600000 ms', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(150_000);
    expect(POOL_EXPORT_TIMEOUT_MS).toBe(600_000);
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = rejection(requestBlob('CrmCustomer/poolBatchExportExcel', { ids: '1' }, { timeout: POOL_EXPORT_TIMEOUT_MS }));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(fetchMock.mock.calls[0]![1].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(POOL_EXPORT_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    expect((await pending).kind).toBe('timeout');
  });

  it('does not toast when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = rejection(request('x', undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(presenter.toastError).not.toHaveBeenCalled();
  });
});

describe('blobs', () => {
  it('passes a 200 blob through without a code check', async () => {
    const file = JSON.stringify({ code: 500, msg: 'not an envelope here' });
    fetchMock.mockResolvedValue(new Response(file, { status: 200 }));
    const blob = await requestBlob('CrmCustomer/downloadExcel');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe(file);
    expect(presenter.toastError).not.toHaveBeenCalled();
  });

  it('fails a non-200 blob call as a transport failure', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    expect((await rejection(requestBlob('CrmCustomer/downloadExcel'))).kind).toBe('network');
    expect(presenter.toastError).toHaveBeenCalledWith(NETWORK_MSG);
  });
});

describe('headers and bodies', () => {
  it('sends the Admin-Token header from localStorage, writes no cookie, and sends none without a token', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0 }));
    setToken('0123456789abcdef0123456789abcdef');
    expect(getToken()).toBe('0123456789abcdef0123456789abcdef');
    expect(localStorage.getItem('Admin-Token')).toBe('0123456789abcdef0123456789abcdef');
    // the session cookie is the server's (HttpOnly, set at login): script neither writes nor reads it
    expect(document.cookie).not.toContain('Admin-Token');
    await request('x');
    expect(headersOf(sent(0).init)['Admin-Token']).toBe('0123456789abcdef0123456789abcdef');
    removeToken();
    expect(getToken()).toBeUndefined();
    await request('x');
    expect(headersOf(sent(1).init)).not.toHaveProperty('Admin-Token');
  });

  it('form-encodes UTF-8 with qs-style nested keys by default', async () => {
    fetchMock.mockResolvedValue(json({ code: 0 }));
    await request('x', { name: '张三', entity: { customerId: 7, owner: { userId: 3 } }, ids: [1, 2] });
    const { init } = sent(0);
    expect(headersOf(init)['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    const body = String(init.body);
    expect(body).toContain(`name=${encodeURIComponent('张三')}`);
    expect(decodeURIComponent(body)).toContain('entity[customerId]=7');
    expect(decodeURIComponent(body)).toContain('entity[owner][userId]=3');
    expect(qs.parse(body)).toEqual({ name: '张三', entity: { customerId: '7', owner: { userId: '3' } }, ids: ['1', '2'] });
  });

  it('sends JSON for calls marked JSON', async () => {
    fetchMock.mockResolvedValue(json({ code: 0 }));
    const payload = { page: 1, limit: 15, data: { name: { condition: 'contains', value: '灵' } } };
    await request('CrmCustomer/queryPageList', payload, { encoding: 'json' });
    const { init } = sent(0);
    expect(headersOf(init)['Content-Type']).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('sends uploads as multipart with the file under `file`', async () => {
    fetchMock.mockResolvedValue(json({ code: 0 }));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await updateImg(file, 3);
    const { url, init } = sent(0);
    expect(url).toBe('/api/system/user/updateImg');
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('me.png');
    expect(form.get('userId')).toBe('3');
    // fetch must write the multipart boundary itself
    expect(headersOf(init)).not.toHaveProperty('Content-Type');
  });
});

describe('login', () => {
  it('trims the username and reads token, user and auth from the top-level keys', async () => {
    const auth = { crm: { customer: { index: true } }, oa: {}, project: {} };
    fetchMock.mockResolvedValue(json({ code: 0, 'Admin-Token': 'f'.repeat(32), user: { userId: 3, realname: 'admin', username: 'admin' }, auth }));
    const result = await login({ username: '  admin ', password: ' 123456' });
    expect(qs.parse(String(sent(0).init.body))).toEqual({ username: 'admin', password: ' 123456' });
    expect(result).toEqual({ token: 'f'.repeat(32), user: { userId: 3, realname: 'admin', username: 'admin' }, auth });
  });

  it('rejects a wrong password with the server msg as a toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: '用户名或密码错误！' }));
    expect((await rejection(login({ username: 'admin', password: 'x' }))).msg).toBe('用户名或密码错误！');
    expect(presenter.toastError).toHaveBeenCalledWith('用户名或密码错误！');
  });
});
