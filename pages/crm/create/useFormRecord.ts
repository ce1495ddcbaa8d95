// What a create/edit view's own sections start from (a module's `form.relations`, `form.attachments`
// and `category`): a new record's are empty and its category is the one chosen; an edited record is
// read once (its module's read call: office approvals' queryOaExamineInfo) for its links, its
// attachments (its `img` and `file` lists, else its batch's files) and its category's id, name and
// kind. Modules without such sections read nothing here.
import { useEffect, useState } from 'react';
import type { FileItem } from '../../../engine/fields/index.ts';
import { findModule } from '../../../engine/modules/catalogue.ts';
import { crmDetailApi, type DetailCrmType } from '../../../server-adapter/crmDetail.ts';
import { queryFilesByBatchId } from '../../../server-adapter/files.ts';
import { attachmentsOf, type AttachmentsValue } from './AttachmentsSection.tsx';
import type { CrmCreateRequest } from './createRequest.ts';
import { relationsOf, type RelationsValue } from './relations.ts';

export interface FormRecordCategory {
  id: number;
  title?: string;
  kind?: number;
}

export type FormRecord =
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'ready'; relations: RelationsValue; attachments: AttachmentsValue; category?: FormRecordCategory };

const NO_FILES: AttachmentsValue = { batchId: '', img: [], file: [] };

function filesOf(value: unknown): FileItem[] {
  return Array.isArray(value) ? (value as FileItem[]) : [];
}

/** Whether the view has sections fed by the edited record. */
export function needsFormRecord(request: CrmCreateRequest): boolean {
  const module = findModule(request.crmType);
  return Boolean(module?.form?.relations || module?.form?.attachments || module?.category);
}

export function useFormRecord(request: CrmCreateRequest): FormRecord {
  const module = findModule(request.crmType);
  const relations = module?.form?.relations;
  const category = module?.category;
  const editId = request.action.type === 'update' ? request.action.id : undefined;
  const editBatch = request.action.type === 'update' ? request.action.batchId ?? '' : '';
  const [state, setState] = useState<FormRecord>(() => (editId === undefined || !needsFormRecord(request)
    ? {
      status: 'ready', relations: relations ? relationsOf(relations, null) : {}, attachments: NO_FILES,
      ...(request.categoryId !== undefined ? { category: { id: request.categoryId, title: request.categoryTitle, kind: request.categoryKind } } : {}),
    }
    : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (editId === undefined || !needsFormRecord(request)) return undefined;
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      const record = await crmDetailApi.queryById(request.crmType as DetailCrmType, editId);
      const batchId = typeof record.batchId === 'string' ? record.batchId : editBatch;
      const listed = [...filesOf(record.img).map((f) => ({ ...f, fileType: 'img' })), ...filesOf(record.file)];
      const files = listed.length || !batchId || !module?.form?.attachments ? listed : (await queryFilesByBatchId(batchId)) as unknown as FileItem[];
      const id = category ? Number(record[category.key]) : Number.NaN;
      const kind = category?.record?.kind ? Number(record[category.record.kind]) : Number.NaN;
      const title = category?.record ? record[category.record.label] : undefined;
      return {
        status: 'ready' as const,
        relations: relations ? relationsOf(relations, record) : {},
        attachments: attachmentsOf(batchId, files),
        ...(Number.isInteger(id) ? { category: { id, ...(typeof title === 'string' ? { title } : {}), ...(Number.isInteger(kind) ? { kind } : {}) } } : {}),
      };
    })().then(
      (ready) => { if (live) setState(ready); },
      // the request client has said why
      () => { if (live) setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }); },
    );
    return () => { live = false; };
    // the request's type and action are what is read of it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.crmType, editId, editBatch, attempt]);

  return state;
}
