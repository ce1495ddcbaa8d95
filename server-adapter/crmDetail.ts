// The record detail's calls (server-contract 5.5, 7.2-7.10, 14.1): the record itself, its 基本信息,
// follow-ups, operation log, team, transfer, the module actions (lock, pool, deal status, delete,
// discard, transform, shelf status, business stages) and the related lists of each module. Every
// call goes through request.ts, so a refusal reaches the user as the server's message.
import { fieldInformation, type InformationRow } from './fields.ts';
import { queryFilesByBatchId, removeFile, uploadFile, type BatchFile, type UploadAnswer } from './files.ts';
import { request, requestData, type RequestOptions } from './request.ts';
import { createServerDataSources } from './dataSources.ts';
import { findModule, moduleOf } from '../engine/modules/catalogue.ts';
import type { DeptOption, MemberUser, PageOf, RelatedCrmType, RelatedRecord, RelatedRecordQuery } from '../widgets/form/dataSources.ts';

export type DetailCrmType = 'leads' | 'customer' | 'contacts' | 'business' | 'contract' | 'receivables' | 'product';

/** Path prefix, id key, ids key and module code (forms.md 3.9) of a type: its module descriptor's. */
export function detailCalls(crmType: string): { prefix: string; idKey: string; idsKey: string; code: number } {
  const module = moduleOf(crmType);
  return { prefix: module.record.callPrefix, idKey: module.record.idKey, idsKey: module.record.idsKey, code: module.label };
}

/** Whether a type has a detail of its own (the plan has none). */
export function hasDetail(crmType: string): crmType is DetailCrmType {
  return findModule(crmType)?.detail?.nameFields !== undefined;
}

/** `queryById`'s row (camelCased columns, joined names, custom fields by name), or `{dataAuth: 0}`. */
export type DetailRecord = Record<string, unknown>;

/** A follow-up of `<Prefix>/getRecord`. */
export interface FollowUpRecord {
  recordId: number;
  userImg?: string | null;
  realname?: string | null;
  createUserId?: number | null;
  createTime?: string | null;
  content?: string | null;
  category?: string | null;
  nextTime?: string | null;
  batchId?: string | null;
  img?: BatchFile[] | null;
  file?: BatchFile[] | null;
  businessList?: Array<Record<string, unknown>> | null;
  contactsList?: Array<Record<string, unknown>> | null;
  [key: string]: unknown;
}

export interface AddFollowUpInput {
  content: string;
  category: string;
  /** yyyy-MM-dd HH:mm:ss or ''. */
  nextTime: string;
  batchId: string;
  businessIds?: string;
  contactsIds?: string;
  isEvent?: 0 | 1;
}

/** A line of the operation log (`CrmRecord/queryRecordList`). */
export interface ActionRecord {
  id: number;
  createUserId?: number;
  createTime?: string;
  content?: string[] | string | null;
  realname?: string | null;
  img?: string | null;
  [key: string]: unknown;
}

/** A row of `<Prefix>/getMembers`; the owner comes first. */
export interface TeamMember {
  id: number;
  realname: string;
  /** Department name. */
  name?: string | null;
  /** 负责人权限 | 只读 | 读写. */
  power: string;
  /** 负责人 | 普通成员. */
  groupRole: string;
  [key: string]: unknown;
}

/** 1 只读, 2 读写. */
export type MemberPower = 1 | 2;

export interface TransferInput {
  newOwnerUserId: number;
  /** 1 remove the old owner, 2 keep them as a team member (customer, business, contract). */
  transferType?: 1 | 2;
  power?: MemberPower;
  /** Customer only: also transfer 1 contacts, 2 business, 3 contract. */
  changeType?: Array<1 | 2 | 3>;
}

/** `CrmBusiness/queryBusinessStatus`. */
export interface BusinessStatusAnswer {
  businessId?: number;
  statusId: number | null;
  /** 0 进行中, 1 赢单, 2 输单, 3 无效. */
  isEnd: number;
  statusRemark?: string | null;
  statusList: Array<{ statusId: number; name: string; rate?: string | number | null; orderNum?: number }>;
}

export interface BoostInput {
  statusId?: number | null;
  isEnd: 0 | 1 | 2 | 3;
  statusRemark?: string;
}

/** The products of a business or contract: lines, the order discount and the total after it. */
export interface ProductLines {
  discountRate: string | number | null;
  money: string | number | null;
  list: Array<Record<string, unknown>>;
}

export type Row = Record<string, unknown>;

/** A list answer read as rows: a bare array, or a page's `list`. */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  const list = (data as { list?: unknown } | null | undefined)?.list;
  return Array.isArray(list) ? (list as Row[]) : [];
}

function productLines(data: unknown): ProductLines {
  const answer = (data ?? {}) as Partial<ProductLines> & { list?: unknown };
  return { discountRate: answer.discountRate ?? null, money: answer.money ?? null, list: rowsOf(answer.list ?? answer) };
}

function ok(path: string, data: Record<string, unknown>, options?: RequestOptions): Promise<unknown> {
  return request(path, data, options);
}

/** One comment of a log or a task (contract 10.6), its replies under a root. */
export interface CommentRow {
  commentId: number;
  content: string;
  userId: number;
  createTime: string;
  mainId: number;
  pid: number;
  user?: { userId: number; realname: string; img?: string | null };
  replyUser?: { userId: number; realname: string };
  childCommentList?: CommentRow[];
}

const sources = createServerDataSources();

/** Everything the detail drawer asks the server; a story passes its own object of the same shape. */
export const crmDetailApi = {
  /** `<Prefix>/queryById`, or the descriptor's own read call (`detail.read`: OaExamine/queryOaExamineInfo). */
  queryById(crmType: DetailCrmType, id: number, options?: RequestOptions): Promise<DetailRecord> {
    const call = detailCalls(crmType);
    const own = moduleOf(crmType).detail?.read;
    if (own) return requestData<DetailRecord>(own.call, { [own.idKey ?? call.idKey]: id, ...own.params }, options);
    return requestData<DetailRecord>(`${call.prefix}/queryById`, { [call.idKey]: id }, options);
  },

  /** `field/information` types = module code, or the descriptor's own (`detail.information`: OaExamine/getField isDetail 1). */
  async information(crmType: DetailCrmType, id: number, options?: RequestOptions): Promise<InformationRow[]> {
    const own = moduleOf(crmType).detail?.information;
    if (!own) return fieldInformation(detailCalls(crmType).code, id, options);
    return rowsOf(await requestData<unknown>(own.call, { [own.idKey ?? detailCalls(crmType).idKey]: id, ...own.params }, options)) as unknown as InformationRow[];
  },

  // ---- follow-ups and the operation log ---------------------------------------------------------
  async getRecord(crmType: DetailCrmType, id: number, options?: RequestOptions): Promise<FollowUpRecord[]> {
    const call = detailCalls(crmType);
    return rowsOf(await requestData<unknown>(`${call.prefix}/getRecord`, { [call.idKey]: id }, options)) as FollowUpRecord[];
  },
  async addRecord(crmType: DetailCrmType, id: number, input: AddFollowUpInput): Promise<void> {
    const body: Record<string, unknown> = { typesId: id, content: input.content, category: input.category, nextTime: input.nextTime, batchId: input.batchId, isEvent: input.isEvent ?? 0 };
    if (input.businessIds) body.businessIds = input.businessIds;
    if (input.contactsIds) body.contactsIds = input.contactsIds;
    await ok(`${detailCalls(crmType).prefix}/addRecord`, body);
  },
  async deleteFollowRecord(recordId: number): Promise<void> {
    await ok('CrmRecord/deleteFollowRecord', { recordId });
  },
  async queryRecordOptions(options?: RequestOptions): Promise<string[]> {
    const data = await requestData<unknown>('CrmRecord/queryRecordOptions', undefined, options);
    return Array.isArray(data) ? data.map(String) : [];
  },
  async queryRecordList(crmType: DetailCrmType, id: number, options?: RequestOptions): Promise<ActionRecord[]> {
    return rowsOf(await requestData<unknown>('CrmRecord/queryRecordList', { actionId: id, types: detailCalls(crmType).code }, options)) as ActionRecord[];
  },

  // ---- team (customer, business, contract) ------------------------------------------------------
  async getMembers(crmType: DetailCrmType, id: number, options?: RequestOptions): Promise<TeamMember[]> {
    const call = detailCalls(crmType);
    return rowsOf(await requestData<unknown>(`${call.prefix}/getMembers`, { [call.idKey]: id }, options)) as TeamMember[];
  },
  async addMembers(crmType: DetailCrmType, id: number, memberIds: number[], power: MemberPower): Promise<void> {
    await ok(`${detailCalls(crmType).prefix}/addMembers`, { ids: id, memberIds: memberIds.join(','), power });
  },
  async updateMembers(crmType: DetailCrmType, id: number, memberIds: number[], power: MemberPower): Promise<void> {
    await ok(`${detailCalls(crmType).prefix}/updateMembers`, { ids: id, memberIds: memberIds.join(','), power });
  },
  async deleteMembers(crmType: DetailCrmType, id: number, memberIds: number[]): Promise<void> {
    await ok(`${detailCalls(crmType).prefix}/deleteMembers`, { ids: id, memberIds: memberIds.join(',') });
  },

  // ---- header actions ---------------------------------------------------------------------------
  /** Leads: `CrmLeads/changeOwnerUser`; the others `<Prefix>/transfer`. */
  async transfer(crmType: DetailCrmType, id: number, input: TransferInput): Promise<void> {
    const call = detailCalls(crmType);
    if (crmType === 'leads') {
      await ok('CrmLeads/changeOwnerUser', { leadsIds: id, newOwnerUserId: input.newOwnerUserId });
      return;
    }
    const body: Record<string, unknown> = { [call.idsKey]: id, newOwnerUserId: input.newOwnerUserId };
    if (input.transferType) body.transferType = input.transferType;
    if (input.transferType === 2 && input.power) body.power = input.power;
    if (input.changeType?.length) body.changeType = input.changeType.join(',');
    await ok(`${call.prefix}/transfer`, body);
  },
  async lock(id: number, isLock: 0 | 1): Promise<void> {
    await ok('CrmCustomer/lock', { ids: id, isLock });
  },
  async putInPool(id: number): Promise<void> {
    await ok('CrmCustomer/updateCustomerByIds', { ids: id });
  },
  async receive(id: number): Promise<void> {
    await ok('CrmCustomer/receiveByIds', { ids: id });
  },
  async setDealStatus(id: number, dealStatus: 0 | 1): Promise<void> {
    await ok('CrmCustomer/setDealStatus', { ids: id, dealStatus });
  },
  async deleteByIds(crmType: DetailCrmType, id: number): Promise<void> {
    const call = detailCalls(crmType);
    // A module deleting through its own call names it on its delete action (OaExamine/deleteOaExamine {examineId}).
    const own = moduleOf(crmType).detail?.actions.find((action) => action.id === 'delete' && action.call);
    if (own) {
      await ok(own.call!, { [own.idKey ?? call.idKey]: id });
      return;
    }
    await ok(`${call.prefix}/deleteByIds`, { [call.idsKey]: id });
  },
  /** The descriptor's call on showing a record (`detail.open`: an announcement's readAnnouncement {announcementId}). */
  async opened(crmType: DetailCrmType, id: number): Promise<void> {
    const open = moduleOf(crmType).detail?.open;
    if (open) await ok(open.call, { [open.idKey ?? detailCalls(crmType).idKey]: id });
  },
  async contractDiscard(contractId: number): Promise<void> {
    await ok('CrmContract/contractDiscard', { contractId });
  },
  /** 转化为客户: `CrmLeads/transfer` leadsIds. */
  async transformLeads(leadsId: number): Promise<void> {
    await ok('CrmLeads/transfer', { leadsIds: leadsId });
  },
  /** 上架 1 / 下架 0. */
  async productStatus(productId: number, status: 0 | 1): Promise<void> {
    await ok('CrmProduct/updateStatus', { ids: productId, status });
  },

  // ---- business stages --------------------------------------------------------------------------
  async queryBusinessStatus(businessId: number, options?: RequestOptions): Promise<BusinessStatusAnswer> {
    const data = await requestData<Partial<BusinessStatusAnswer> | null>('CrmBusiness/queryBusinessStatus', { businessId }, options);
    return { statusId: data?.statusId ?? null, isEnd: Number(data?.isEnd ?? 0), statusRemark: data?.statusRemark ?? null, statusList: Array.isArray(data?.statusList) ? data.statusList : [] };
  },
  async boostBusinessStatus(businessId: number, input: BoostInput): Promise<void> {
    const body: Record<string, unknown> = { businessId, isEnd: input.isEnd };
    if (input.statusId !== undefined && input.statusId !== null) body.statusId = input.statusId;
    if (input.statusRemark) body.statusRemark = input.statusRemark;
    await ok('CrmBusiness/boostBusinessStatus', body);
  },

  // ---- related lists ----------------------------------------------------------------------------
  /** A related list of rows: `<path>` with the parent's id key, every row (pageType 0). */
  /** A call the descriptor names (an action's `call`, a checklist's toggle/add/remove), its answer's data. */
  async run(call: string, params: Record<string, unknown>): Promise<unknown> {
    return requestData<unknown>(call, params);
  },
  /** comment/queryCommentList: the root comments of a log (type 2) or a task (type 1), each with its replies. */
  async queryComments(type: number, typeId: number, options?: RequestOptions): Promise<CommentRow[]> {
    return rowsOf(await requestData<unknown>('comment/queryCommentList', { type, typeId }, options)) as unknown as CommentRow[];
  },
  /** comment/setComment: a root (`mainId` 0) or a reply to `pid` (the replied user) under root `mainId`. */
  async addComment(input: { type: number; typeId: number; content: string; mainId: number; pid: number }): Promise<void> {
    await ok('comment/setComment', { ...input });
  },
  async deleteComment(commentId: number): Promise<void> {
    await ok('comment/deleteComment', { commentId });
  },
  async relatedRows(path: string, params: Record<string, unknown>, options?: RequestOptions): Promise<Row[]> {
    return rowsOf(await requestData<unknown>(path, { pageType: 0, ...params }, options));
  },
  /** `CrmBusiness/queryProduct` or `CrmContract/qureyProductListByContractId` (sic). */
  async productLines(path: string, params: Record<string, unknown>, options?: RequestOptions): Promise<ProductLines> {
    return productLines(await requestData<unknown>(path, { pageType: 0, ...params }, options));
  },
  async relateContacts(businessId: number, contactsIds: number[]): Promise<void> {
    await ok('CrmBusiness/relateContacts', { businessId, contactsIds: contactsIds.join(',') });
  },
  async unrelateContacts(businessId: number, contactsIds: number[]): Promise<void> {
    await ok('CrmBusiness/unrelateContacts', { businessId, contactsIds: contactsIds.join(',') });
  },
  async relateBusiness(contactsId: number, businessIds: number[]): Promise<void> {
    await ok('CrmContacts/relateBusiness', { contactsId, businessIds: businessIds.join(',') });
  },
  async unrelateBusiness(contactsId: number, businessIds: number[]): Promise<void> {
    await ok('CrmContacts/unrelateBusiness', { contactsId, businessIds: businessIds.join(',') });
  },

  // ---- attachments ------------------------------------------------------------------------------
  queryFiles(batchId: string, options?: RequestOptions): Promise<BatchFile[]> {
    return queryFilesByBatchId(batchId, options).then((rows) => (Array.isArray(rows) ? rows : []));
  },
  uploadFile(file: File | Blob, type: 'img' | 'file', batchId: string): Promise<UploadAnswer> {
    return uploadFile({ file, type, batchId });
  },
  removeFile(fileId: number | string): Promise<void> {
    return removeFile(fileId);
  },

  // ---- pickers ----------------------------------------------------------------------------------
  users(): Promise<MemberUser[]> {
    return sources.users({});
  },
  deptTree(): Promise<DeptOption[]> {
    return sources.deptTree();
  },
  relatedRecords(type: RelatedCrmType, query: RelatedRecordQuery): Promise<PageOf<RelatedRecord>> {
    return sources.relatedRecords(type, query);
  },
};

export type CrmDetailApi = typeof crmDetailApi;
export type { InformationRow, BatchFile };
