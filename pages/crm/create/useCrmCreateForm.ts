// The behaviour of the CRM create/edit view, without its look: the live compiled form
// (useModuleFields), uniqueness checks, linkage on change, and the save of each button.
// A failed save changes nothing in the form: the request client shows the server's message and
// the user's data stays where it was.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { examineDerivedTotal, isEditConflictMessage, type CompiledForm, type DetailItem, type FormMode } from '../../../engine/fields/index.ts';
import { linkFieldChange, type FormStore, type OutsideError, type SchemaFormApi } from '../../../engine/react/form/index.ts';
import { useModuleFields, type ModuleFields, type RebaseOutcome } from '../../../engine/react/fields/index.ts';
import { RequestError } from '../../../server-adapter/errors.ts';
import { crmTypeInfo } from '../crmTypes.ts';
import { contactForCustomer, modeOf, type CrmCreateRequest } from './createRequest.ts';
import type { SaveIntent } from './createButtons.ts';
import { runLinkageFetch } from './linkageFetches.ts';
import { buildSavePayload, type SaveSections } from './savePayload.ts';
import { definitionsLoader } from './definitionsLoader.ts';
import { recordVersionReader } from './recordVersion.ts';
import { saveCrmRecord, savedCustomerOf } from './saveCrmRecord.ts';
import { useUniqueChecks, type UniqueChecks } from './useUniqueChecks.ts';

export interface SaveOutcome {
  request: CrmCreateRequest;
  intent: SaveIntent;
  /** The save call's `data`. */
  answer: unknown;
  /** What to open next: the contact form of '保存并新建联系人'. */
  next?: CrmCreateRequest;
}

export interface CrmCreateForm {
  mode: FormMode;
  fields: ModuleFields;
  unique: UniqueChecks;
  formRef: RefObject<SchemaFormApi | null>;
  /** The intent being saved, or null. */
  saving: SaveIntent | null;
  onFieldChange(key: string, value: unknown, store: FormStore, previous: unknown): void;
  onFieldBlur(key: string, value: unknown, store: FormStore): void;
  /** Validates, checks uniqueness, saves. Resolves with the outcome, or null when blocked or refused. */
  save(intent: SaveIntent, approval?: ApprovalInput): Promise<SaveOutcome | null>;
  /** Where the last edit stands against a colleague's save (see EditConflict). */
  conflict: EditConflict;
  /** Loads the record as it is now, keeping the user's changes (only after a refusal as a conflict). */
  loadLatest(): Promise<void>;
}

/**
 * none: no conflict. refused: the last save was refused because a colleague saved the record since
 * the form loaded it. loading: the record is being loaded again. merged: the form now holds the
 * record as it is, plus the user's changes (what changed on which side).
 */
export type EditConflict =
  | { state: 'none' }
  | { state: 'refused' }
  | { state: 'loading' }
  | { state: 'merged'; outcome: RebaseOutcome };

/** What the approval section adds to a save: its own verdict (shown by the section) and the approver. */
export interface ApprovalInput {
  blocked: boolean;
  /** When blocked: the section as one more problem of the submit (counted, focused after the fields). */
  blocker?: OutsideError;
  checkUserId?: number;
}

/**
 * `examineType`: the category's kind of an office approval (出差 and 差旅报销 derive their totals);
 * `sections`: what the view's own sections hold when a save is pressed (relations, attachments).
 */
export function useCrmCreateForm(request: CrmCreateRequest, options: { examineType?: number; sections?: () => SaveSections } = {}): CrmCreateForm {
  const { crmType, action } = request;
  const mode = modeOf(action);
  const batchId = action.type === 'update' ? action.batchId : undefined;
  const sectionsRef = useRef(options.sections);
  sectionsRef.current = options.sections;
  const fields = useModuleFields(crmTypeInfo(crmType).label, {
    loadDefinitions: definitionsLoader(request),
    examineType: options.examineType,
    id: action.type === 'update' ? action.id : undefined,
    mode,
    crmType,
    parentType: action.type === 'relative' ? action.parentType : undefined,
    prefill: action.type === 'relative' || action.type === 'save' ? action.prefill : undefined,
    batchId,
    categoryId: action.type === 'update' ? undefined : request.categoryId,
    readRecordVersion: recordVersionReader(request),
  });
  const ready = fields.status === 'ready' ? fields : null;
  const compiled: CompiledForm | null = ready?.compiled ?? null;
  const store = ready?.store ?? null;
  const unique = useUniqueChecks(compiled, { mode, batchId });
  const formRef = useRef<SchemaFormApi | null>(null);
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const [conflict, setConflict] = useState<EditConflict>({ state: 'none' });
  const savingRef = useRef(false);

  // Linkage answers are for the store they were asked from: a recompile replaces it.
  const currentStore = useRef<FormStore | null>(null);
  currentStore.current = store;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const initialFetches = ready?.initialFetches;
  useEffect(() => {
    if (!store || !compiled || !initialFetches) return;
    for (const hint of initialFetches) void runLinkageFetch(hint, store, compiled, () => currentStore.current === store);
  }, [store, compiled, initialFetches]);

  const lockedKeys = ready?.lockedKeys;
  const examineType = options.examineType;
  const onFieldChange = useCallback(
    (key: string, value: unknown, formStore: FormStore, previous: unknown) => {
      unique.onFieldChange(key, value);
      if (!compiled) return;
      // An approval's detail lines derive its read-only total (出差: days, 差旅报销: money), exact decimals.
      const formType = compiled.fieldByKey(key)?.definition.formType;
      if (examineType !== undefined && (formType === 'examine_cause' || formType === 'business_cause') && Array.isArray(value)) {
        const total = examineDerivedTotal(examineType, value as DetailItem[]);
        const target = total ? compiled.keyByFieldName[total.fieldName] : undefined;
        if (total && target) formStore.set(target, total.value);
      }
      const result = linkFieldChange(formStore, compiled, crmType, key, value, { locked: lockedKeys, previous });
      for (const hint of result?.fetches ?? []) void runLinkageFetch(hint, formStore, compiled, () => currentStore.current === formStore);
    },
    [unique, compiled, crmType, lockedKeys, examineType],
  );

  const onFieldBlur = useCallback((key: string, value: unknown) => unique.onFieldBlur(key, value), [unique]);

  const save = useCallback(
    async (intent: SaveIntent, approval?: ApprovalInput): Promise<SaveOutcome | null> => {
      const api = formRef.current;
      if (!api || savingRef.current) return null;
      // The rules first, synchronously: their messages show at once, the first problem (a field, else
      // the approval section) comes into view with the focus, and the form says how many there are.
      // Uniqueness next: verifyAll reuses the server's verdicts and asks again where a check failed
      // in transport (so a stale 验证出错 cannot block forever).
      const checked = api.submitWithErrors(approval?.blocked && approval.blocker ? [approval.blocker] : []);
      if (!checked.formData || approval?.blocked) return null;
      savingRef.current = true;
      setSaving(intent);
      try {
        const refused = await unique.verifyAll(api.store);
        if (refused.length > 0) {
          api.revealErrors(refused);
          return null;
        }
        const payload = buildSavePayload(request, api.compiled, checked.formData, intent, approval?.checkUserId, ready?.recordVersion, sectionsRef.current?.());
        let answer: unknown;
        try {
          answer = await saveCrmRecord(crmType, payload, mode === 'update');
        } catch (error) {
          // The request client has shown the server's message (or the network failure); keep the form as it is.
          if (!(error instanceof RequestError)) throw error;
          if (isEditConflictMessage(error.msg) && mounted.current) setConflict({ state: 'refused' });
          return null;
        }
        const outcome: SaveOutcome = { request, intent, answer };
        if (intent === 'saveAndCreateContact') {
          const customer = savedCustomerOf(answer, payload);
          if (customer) outcome.next = contactForCustomer(customer);
        }
        return outcome;
      } finally {
        savingRef.current = false;
        if (mounted.current) setSaving(null);
      }
    },
    [unique, request, crmType, ready?.recordVersion],
  );

  const rebaseRecord = ready?.rebaseRecord;
  const loadLatest = useCallback(async () => {
    if (!rebaseRecord) return;
    setConflict({ state: 'loading' });
    let outcome: RebaseOutcome | null = null;
    try {
      outcome = await rebaseRecord();
    } catch {
      // The request client has said why; the user may try again.
    }
    if (mounted.current) setConflict(outcome ? { state: 'merged', outcome } : { state: 'refused' });
  }, [rebaseRecord]);

  return { mode, fields, unique, formRef, saving, onFieldChange, onFieldBlur, save, conflict, loadLatest };
}
