// The sidebar's 快速创建 announces a save; an open list of that type reloads, others do not.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceRecordSaved, useRecordSaved } from '../../../engine/react/list/recordSaved.ts';

describe('record saved announcements', () => {
  it('reach the lists of the saved type only, and stop when the list unmounts', () => {
    const contracts = vi.fn();
    const customers = vi.fn();
    const contractList = renderHook(() => useRecordSaved('contract', contracts));
    renderHook(() => useRecordSaved('customer', customers));
    announceRecordSaved('contract');
    expect(contracts).toHaveBeenCalledTimes(1);
    expect(customers).not.toHaveBeenCalled();
    contractList.unmount();
    announceRecordSaved('contract');
    expect(contracts).toHaveBeenCalledTimes(1);
  });
});
