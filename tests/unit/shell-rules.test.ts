import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectAfterLogin } from '../../pages/shell/guard.ts';
import { claimChunkReload, CHUNK_RELOAD_WINDOW_MS } from '../../engine/react/chunkReload.ts';
import { checkPasswordForm } from '../../pages/person/passwordForm.ts';
import { restoreFailureMessage } from '../../pages/shell/SessionRestore.tsx';
import { RequestError } from '../../server-adapter/errors.ts';

describe('login redirects', () => {
  it('sends a signed-out visitor to /login with the wanted path and query', () => {
    expect(loginPathFor({ pathname: '/crm/customer', search: '?sceneId=3&q=灵' }))
      .toBe(`/login?redirect=${encodeURIComponent('/crm/customer?sceneId=3&q=灵')}`);
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
  });

  it('follows only redirects to this site', () => {
    expect(redirectAfterLogin(`?redirect=${encodeURIComponent('/crm/customer?sceneId=3')}`)).toBe('/crm/customer?sceneId=3');
    expect(redirectAfterLogin('')).toBe('/');
    expect(redirectAfterLogin('?redirect=https://evil.example/')).toBe('/');
    expect(redirectAfterLogin('?redirect=//evil.example/')).toBe('/');
    expect(redirectAfterLogin('?redirect=/%5Cevil.example')).toBe('/');
    expect(redirectAfterLogin('?redirect=/login')).toBe('/');
  });
});

describe('chunk reload guard', () => {
  it('reloads a failed page once, then lets the error show', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    expect(claimChunkReload(store, '/crm/customer', 1000)).toBe(true);
    expect(claimChunkReload(store, '/crm/customer', 2000)).toBe(false);
    // another page, or the same page much later (a new deploy), may reload again
    expect(claimChunkReload(store, '/crm/contacts', 3000)).toBe(true);
    expect(claimChunkReload(store, '/crm/contacts', 3000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(claimChunkReload(store, '/crm/contacts', 3001 + CHUNK_RELOAD_WINDOW_MS)).toBe(false);
  });
});

describe('password change', () => {
  it('requires the old and new password and a matching confirmation', () => {
    expect(checkPasswordForm({ oldPwd: '', newPwd: '', confirmPwd: '' })).toEqual({ oldPwd: 'person.oldPwdRequired', newPwd: 'person.newPwdRequired' });
    expect(checkPasswordForm({ oldPwd: 'a', newPwd: 'b1', confirmPwd: 'b2' })).toEqual({ confirmPwd: 'person.pwdMismatch' });
    expect(checkPasswordForm({ oldPwd: 'a', newPwd: 'b', confirmPwd: 'b' })).toEqual({});
  });
});

describe('session restore failure message', () => {
  it('shows the server msg, else 获取用户信息失败, and nothing for 302 (its dialog says it)', () => {
    const fallback = '获取用户信息失败';
    expect(restoreFailureMessage(new RequestError({ code: 500, msg: '账户被禁用！', kind: 'envelope' }), fallback)).toBe('账户被禁用！');
    expect(restoreFailureMessage(new RequestError({ code: 500, msg: '', kind: 'envelope' }), fallback)).toBe(fallback);
    expect(restoreFailureMessage(new RequestError({ code: -1, msg: '网络请求失败，请稍候再试', kind: 'network' }), fallback)).toBe(fallback);
    expect(restoreFailureMessage(new RequestError({ code: 302, msg: '请先登录！', kind: 'envelope' }), fallback)).toBeUndefined();
  });
});
