// The approval section's state for contract and receivables: the enabled flow from
// examine/queryExaminStep (with the record id on edit, which brings back the approver chosen last
// time), the approver picked for an authorised flow, and the error shown after a refused 提交审核.
// Other types get an inert state. The load fails quietly (the spec's approval calls do).
import { useCallback, useEffect, useState } from 'react';
import { queryExaminStep } from '../../../server-adapter/crmExamine.ts';
import { approvalCategory, approvalErrorKey, checkUserIdFor, initialApprover, type ApprovalLoad, type ChosenApprover } from './approvalRules.ts';
import type { CrmCreateRequest } from './createRequest.ts';
import type { SaveIntent } from './createButtons.ts';

export interface Approval {
  /** False for types without approval. */
  enabled: boolean;
  load: ApprovalLoad;
  approver: ChosenApprover | null;
  /** i18n key of the error under the picker. */
  errorKey: string | null;
  choose(approver: ChosenApprover | null): void;
  reload(): void;
  /** Shows the section's error for this button; false blocks the save. */
  validate(intent: SaveIntent): boolean;
  checkUserId(intent: SaveIntent): number | undefined;
}

export function useApproval(request: CrmCreateRequest): Approval {
  const category = approvalCategory(request.crmType);
  const recordId = request.action.type === 'update' ? request.action.id : undefined;
  const [load, setLoad] = useState<ApprovalLoad>({ status: category ? 'loading' : 'none' });
  const [approver, setApprover] = useState<ChosenApprover | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!category) return;
    let live = true;
    setLoad({ status: 'loading' });
    queryExaminStep(category, recordId).then(
      (flow) => {
        if (!live) return;
        setLoad(flow ? { status: 'ready', flow } : { status: 'none' });
        if (flow) setApprover((current) => current ?? initialApprover(flow));
      },
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [category, recordId, tick]);

  const choose = useCallback((next: ChosenApprover | null) => {
    setApprover(next);
    if (next) setErrorKey(null);
  }, []);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const validate = useCallback((intent: SaveIntent) => {
    const key = approvalErrorKey(load, approver, intent);
    setErrorKey(key);
    return key === null;
  }, [load, approver]);
  const checkUserId = useCallback((intent: SaveIntent) => checkUserIdFor(load, approver, intent), [load, approver]);

  return { enabled: category !== undefined, load, approver, errorKey, choose, reload, validate, checkUserId };
}
