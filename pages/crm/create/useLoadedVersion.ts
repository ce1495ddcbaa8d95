// The updateTime of the record an edit form opens (`<Prefix>/queryById`, read beside the form's
// values), sent back with the save as `expectedUpdateTime`: the server refuses the edit if someone
// saved the record since (`该客户已被他人修改，请关闭后重新编辑`) instead of letting this save
// silently undo their change. Quiet on failure: without it the save is simply not checked.
import { useEffect, useRef } from 'react';
import { crmDetailApi, DETAIL_CALLS, type DetailCrmType } from '../../../server-adapter/crmDetail.ts';
import type { CrmCreateRequest } from './createRequest.ts';

const isDetailType = (crmType: string): crmType is DetailCrmType => crmType in DETAIL_CALLS;

/** A ref holding the record's updateTime once read (update mode only). */
export function useLoadedVersion(request: CrmCreateRequest) {
  const version = useRef<string | undefined>(undefined);
  const { crmType, action } = request;
  const id = action.type === 'update' ? action.id : undefined;
  useEffect(() => {
    version.current = undefined;
    if (id === undefined || !isDetailType(crmType)) return undefined;
    const controller = new AbortController();
    crmDetailApi.queryById(crmType, id, { silent: true, signal: controller.signal })
      .then((record) => {
        const updateTime = (record as { updateTime?: unknown }).updateTime;
        if (typeof updateTime === 'string') version.current = updateTime;
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [crmType, id]);
  return version;
}
