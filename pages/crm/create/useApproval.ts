// The approval section's state for contract and receivables: the enabled flow from
// examine/queryExaminStep (with the record id on edit, which brings back the approver chosen last
// time), the approver picked for an authorised flow, and the error shown after a refused 提交审核.
// A module whose flow is its own (the descriptor's `form.flow`: office approvals' category flow,
// OaExamine/queryExaminStep {categoryId, examineId on edit}) loads it from its call with the form's
// category and, on edit, the record (bringing back the approver chosen last time). Other
// types get an inert state. The load fails quietly (the spec's approval calls do).
import { useCallback, useEffect, useState } from 'react';
import { queryExaminStep, type ExamineFlowInfo } from '../../../server-adapter/crmExamine.ts';
import { requestData } from '../../../server-adapter/request.ts';
import { findModule } from '../../../engine/modules/catalogue.ts';
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

/**
 * How the section loads its flow: the CRM's by category type, a module's own call with the form's
 * category (`categoryId`: the request's, or the edited record's once read), else none.
 */
function flowLoader(request: CrmCreateRequest, categoryId: number | undefined): (() => Promise<ExamineFlowInfo | null>) | undefined {
  const category = approvalCategory(request.crmType);
  const recordId = request.action.type === 'update' ? request.action.id : undefined;
  if (category) return () => queryExaminStep(category, recordId);
  const flow = findModule(request.crmType)?.form?.flow;
  if (!flow || categoryId === undefined) return undefined;
  const params = {
    ...(flow.categoryParam ? { [flow.categoryParam]: categoryId } : {}),
    ...(flow.recordParam && recordId !== undefined ? { [flow.recordParam]: recordId } : {}),
  };
  return async () => {
    const data = await requestData<ExamineFlowInfo | null>(flow.call, params, { silent: true });
    return data && typeof data === 'object' ? data : null;
  };
}

/** `categoryId`: the form's category for a module whose flow follows it (office approvals). */
export function useApproval(request: CrmCreateRequest, categoryId = request.categoryId): Approval {
  const category = approvalCategory(request.crmType);
  const hasOwnFlow = findModule(request.crmType)?.form?.flow !== undefined;
  const recordId = request.action.type === 'update' ? request.action.id : undefined;
  const [load, setLoad] = useState<ApprovalLoad>({ status: category || hasOwnFlow ? 'loading' : 'none' });
  const [approver, setApprover] = useState<ChosenApprover | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const loadFlow = flowLoader(request, categoryId);
    if (!loadFlow) return;
    let live = true;
    setLoad({ status: 'loading' });
    loadFlow().then(
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
    // the request's type and action are what the loader reads of it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.crmType, category, recordId, categoryId, tick]);

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

  return { enabled: category !== undefined || hasOwnFlow, load, approver, errorKey, choose, reload, validate, checkUserId };
}
