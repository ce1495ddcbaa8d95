// The app's toasts: one per message, so a repeated refusal never hides the next, different one.
import { afterEach, describe, expect, it } from 'vitest';
import { toastError, toastSuccess, toaster } from '../../pages/shell/toaster.tsx';

const shown = () => toaster.getVisibleToasts().map((toast) => toast.description);

afterEach(() => { toaster.remove(); });

describe('toasts', () => {
  it('show a repeated message once, and the next different one at once', () => {
    for (let attempt = 0; attempt < 5; attempt++) toastError('用户名或密码错误！');
    toastError('密码错误次数过多，请等60秒后再重试！');
    expect(shown()).toEqual(['密码错误次数过多，请等60秒后再重试！', '用户名或密码错误！']);
  });

  it('keep an error and a success of the same text apart', () => {
    toastError('保存');
    toastSuccess('保存');
    expect(toaster.getVisibleToasts().map((toast) => toast.type).sort()).toEqual(['error', 'success']);
  });

  it('show a message again once its toast has gone', () => {
    toastError('用户名或密码错误！');
    toaster.remove(toaster.getVisibleToasts()[0]!.id);
    expect(shown()).toEqual([]);
    toastError('用户名或密码错误！');
    expect(shown()).toEqual(['用户名或密码错误！']);
  });
});
