// Where the composite form widgets get their data: never fetch, never server code. A form host
// passes one `LingxiDataSources` object in rjsf's `formContext` (`formContext.dataSources`), or
// wraps the form in `<DataSourcesProvider value={sources}>`; the widgets read it with
// `useDataSources(registry)` (formContext first, then the provider). The real implementation sits
// on the server adapter; stories and tests pass `createMemoryDataSources({...})`.
//
// `formContext` may also carry the whole form's current values and the pickers' linkage scopes
// (engine/fields `applyLinkage` → `scopes`), for the widgets that depend on another field:
// business_status (the chosen business type) and receivables_plan (the chosen contract).
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Registry } from '@rjsf/utils';
import type { FileItem, PickerScope, RecordId, RelationFormType } from '../../engine/fields/index.ts';

// ---- shapes the sources answer with (forms.md 3.6-3.8, 7.6, 7.7, 7.9) ---------------------------

/** `CrmProductCategory/queryList` with type tree. */
export interface ProductCategoryNode {
  categoryId: RecordId;
  name: string;
  pid?: RecordId | null;
  children?: ProductCategoryNode[] | null;
}

/** One stage (商机阶段) of a business type. `rate` is the win rate in percent. */
export interface BusinessStage {
  statusId: RecordId;
  name: string;
  rate?: string | number | null;
  [key: string]: unknown;
}

/** `CrmBusiness/queryBusinessStatusOptions`: a type with its stages. */
export interface BusinessTypeOption {
  typeId: RecordId;
  name: string;
  statusList: BusinessStage[];
}

/** `CrmContract/queryReceivablesPlansByContractId`. */
export interface ReceivablesPlanOption {
  planId: RecordId;
  /** The instalment number: 第{num}期. */
  num: string | number;
  /** yyyy-MM-dd. */
  returnDate: string;
  /** 回款方式. */
  returnType?: string | null;
  money: string | number;
  [key: string]: unknown;
}

export interface ProductSearchQuery {
  /** Product name, as typed; '' lists everything. */
  search: string;
  /** 1-based. */
  page: number;
  limit: number;
}

/** A product as the picker lists it; becomes a line through the engine's `newProductLine`. */
export interface ProductOption {
  productId: RecordId;
  name: string;
  categoryName?: string | null;
  unit?: string | null;
  /** Standard price. */
  price: string | number;
  [key: string]: unknown;
}

export interface PageOf<T> {
  list: T[];
  /** All matches, for paging. */
  totalRow: number;
}

export interface UploadOptions {
  type: 'img' | 'file';
  /** The batch the file joins; '' lets the server start a new batch (its id comes back). */
  batchId: string;
}

/** forms.md 7.9: the upload answers fileId, url, name, size, batchId. */
export interface UploadedFile extends FileItem {
  fileId: RecordId;
  url: string;
  name: string;
  batchId: string;
}

/** An employee as the member picker lists it (`system/user/queryUserList` rows carry more). */
export interface MemberUser {
  userId: RecordId;
  realname: string;
  /** Avatar URL; the initials badge stands in when empty. */
  img?: string | null;
  deptName?: string | null;
  [key: string]: unknown;
}

export interface UserQuery {
  /** Part of the real name; '' or absent lists everyone. */
  search?: string;
}

/** A department of the tree (`system/dept/queryDeptTree` type tree). */
export interface DeptOption {
  id: RecordId;
  name: string;
  children?: DeptOption[] | null;
  [key: string]: unknown;
}

/** The CRM record types a form can link (the related-record picker). */
export type RelatedCrmType = Exclude<RelationFormType, 'receivables_plan'>;

export interface RelatedRecordQuery {
  /** As typed; '' lists everything. */
  search: string;
  /** 1-based. */
  page: number;
  /** shell-and-calls.md 9: 10. */
  limit: number;
  /** Linkage filter, e.g. {customerId: 7} for the business of a contract. */
  scope?: PickerScope;
}

/** A row of a CRM list: `{customerId, customerName, nextTime, ...}`; rows are identified by `{type}Id`. */
export type RelatedRecord = Record<string, unknown>;

export interface GeoPoint {
  lat: string | number;
  lng: string | number;
}

export interface GeocodeQuery {
  /** Province, city, district and detail joined, e.g. 浙江省杭州市西湖区文三路90号. */
  address: string;
  city?: string;
}

export interface LocationSearchQuery {
  keyword: string;
  /** The chosen city (or province), to bias the search. */
  region?: string;
  /** 1-based. */
  page: number;
  /** forms.md 9: 20. */
  pageSize: number;
}

export interface LocationOption extends GeoPoint {
  /** The place's name, shown first and stored as `location`. */
  name: string;
  address?: string;
  province?: string;
  city?: string;
  district?: string;
}

/** Everything the composite widgets load. The map provider (`geocode`, `searchLocation`) is optional. */
export interface LingxiDataSources {
  /** The product category tree (category cascader). */
  productCategoryTree(): Promise<ProductCategoryNode[]>;
  /** Business types with their stages (business_type, business_status). */
  businessTypes(): Promise<BusinessTypeOption[]>;
  /** The receivables plans of a contract (receivables_plan). */
  receivablesPlans(contractId: RecordId): Promise<ReceivablesPlanOption[]>;
  /** One page of products matching a name (the product grid's picker). */
  searchProducts(query: ProductSearchQuery): Promise<PageOf<ProductOption>>;
  /** Uploads one file into a batch (invoice images of expense items). */
  uploadFile(file: File, options: UploadOptions): Promise<UploadedFile>;
  /** Deletes an uploaded file; without it a removed image only leaves the form value. */
  deleteFile?(fileId: RecordId): Promise<void>;
  /** Address text → coordinates. Called at most once per 500 ms. */
  geocode?(query: GeocodeQuery): Promise<GeoPoint | null>;
  // The pickers' sources are optional so a host that builds its own object keeps compiling; the
  // pickers say 未配置数据源 without them. The server adapter implements them all.
  /** Employees whose real name contains `search` (the member picker, formType user). */
  users?(query?: UserQuery): Promise<MemberUser[]>;
  /** The department tree (the member picker's 部门 tab, formType structure). */
  deptTree?(): Promise<DeptOption[]>;
  /** One page of CRM records to link (formTypes customer, contacts, business, contract). */
  relatedRecords?(type: RelatedCrmType, query: RelatedRecordQuery): Promise<PageOf<RelatedRecord>>;
  /** Place search, 20 per page. */
  searchLocation?(query: LocationSearchQuery): Promise<PageOf<LocationOption>>;
}

/** What the form host puts in rjsf's `formContext` for these widgets. */
export interface LingxiFormContext {
  dataSources?: LingxiDataSources;
  /** The whole form's current values, by compiled key. */
  formData?: Record<string, unknown>;
  /** Record-picker scopes by compiled key, as `applyLinkage` returns them (`{contractId}` for a plan). */
  scopes?: Record<string, PickerScope>;
  /** The record's batch id (edit mode): file fields upload into it unless their value has one. */
  batchId?: string;
}

// ---- reading them --------------------------------------------------------------------------------

export const DataSourcesContext = createContext<LingxiDataSources | null>(null);

export function DataSourcesProvider({ value, children }: { value: LingxiDataSources; children?: ReactNode }) {
  return createElement(DataSourcesContext.Provider, { value }, children);
}

function formContextOf(registry: Registry | undefined): LingxiFormContext {
  const context = registry?.formContext as LingxiFormContext | undefined;
  return typeof context === 'object' && context !== null ? context : {};
}

/** The sources from formContext, else from the nearest DataSourcesProvider; null when neither has any. */
export function useDataSources(registry: Registry | undefined): LingxiDataSources | null {
  const provided = useContext(DataSourcesContext);
  return formContextOf(registry).dataSources ?? provided;
}

/** The form's current values and linkage scopes as the host shares them (empty when it does not). */
export function useFormValues(registry: Registry | undefined): { formData: Record<string, unknown>; scopes: Record<string, PickerScope> } {
  const context = formContextOf(registry);
  return { formData: context.formData ?? {}, scopes: context.scopes ?? {} };
}

/** The record's batch id the host shares (edit mode), '' when none. */
export function useFormBatchId(registry: Registry | undefined): string {
  const batchId = formContextOf(registry).batchId;
  return typeof batchId === 'string' ? batchId : '';
}

export type LoadState<T> =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Loads `load()` whenever `key` changes (null: nothing to load). An answer that arrives after the
 * key moved on is dropped, so a slow first request cannot overwrite a later one. `reload()` retries.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

// ---- in memory (stories, tests, offline demos) ---------------------------------------------------

export interface MemoryData {
  categories?: ProductCategoryNode[];
  businessTypes?: BusinessTypeOption[];
  /** Plans by contract id. */
  plans?: Record<string, ReceivablesPlanOption[]>;
  products?: ProductOption[];
  /** Map provider; leave out to have none. */
  geocode?: LingxiDataSources['geocode'];
  searchLocation?: LingxiDataSources['searchLocation'];
  /** Override the in-memory upload (which answers a data: URL of the file). */
  uploadFile?: LingxiDataSources['uploadFile'];
  deleteFile?: LingxiDataSources['deleteFile'];
  /** Employees of the member picker. */
  users?: MemberUser[];
  /** The department tree. */
  depts?: DeptOption[];
  /** CRM records by type, for the related-record picker. */
  records?: Partial<Record<RelatedCrmType, RelatedRecord[]>>;
  /** Override the in-memory related-record search (to show a failing call). */
  relatedRecords?: LingxiDataSources['relatedRecords'];
  /** Milliseconds every answer waits, to show loading states. */
  delay?: number;
}

function fileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function hex32(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The columns the server's keyword search looks in, per CRM type (server-contract 6.2). */
const RECORD_SEARCH_KEYS: Readonly<Record<RelatedCrmType, readonly string[]>> = {
  customer: ['customerName', 'telephone', 'mobile'],
  contacts: ['name', 'telephone', 'mobile'],
  business: ['businessName'],
  contract: ['name', 'contractName'],
};

function matchesRecord(type: RelatedCrmType, record: RelatedRecord, search: string, scope: PickerScope | undefined): boolean {
  const term = search.trim();
  if (term !== '' && !RECORD_SEARCH_KEYS[type].some((key) => String(record[key] ?? '').includes(term))) return false;
  // A scope key the record does not carry filters nothing (the server would know it; memory may not).
  return Object.entries(scope ?? {}).every(([key, value]) => record[key] === undefined || String(record[key]) === String(value));
}

/** Data sources answering from memory, as the server adapter would (search by name, 1-based pages). */
export function createMemoryDataSources(data: MemoryData = {}): LingxiDataSources {
  const wait = <T,>(value: T): Promise<T> =>
    new Promise((resolve) => setTimeout(() => resolve(structuredClone(value)), data.delay ?? 0));
  let nextFileId = 1;
  const sources: LingxiDataSources = {
    productCategoryTree: () => wait(data.categories ?? []),
    businessTypes: () => wait(data.businessTypes ?? []),
    receivablesPlans: (contractId) => wait(data.plans?.[String(contractId)] ?? []),
    searchProducts: ({ search, page, limit }) => {
      const matches = (data.products ?? []).filter((product) => product.name.includes(search.trim()));
      return wait({ list: matches.slice((page - 1) * limit, page * limit), totalRow: matches.length });
    },
    uploadFile:
      data.uploadFile ??
      (async (file, { batchId }) => {
        const url = await fileAsDataUrl(file);
        return wait({ fileId: nextFileId++, url, name: file.name, size: file.size, batchId: batchId || hex32() });
      }),
  };
  if (data.deleteFile) sources.deleteFile = data.deleteFile;
  if (data.users) {
    const users = data.users;
    sources.users = (query = {}) => wait(users.filter((user) => user.realname.includes((query.search ?? '').trim())));
  }
  if (data.depts) {
    const depts = data.depts;
    sources.deptTree = () => wait(depts);
  }
  if (data.relatedRecords) sources.relatedRecords = data.relatedRecords;
  else if (data.records) {
    const records = data.records;
    sources.relatedRecords = (type, { search, page, limit, scope }) => {
      const matches = (records[type] ?? []).filter((record) => matchesRecord(type, record, search, scope));
      return wait({ list: matches.slice((page - 1) * limit, page * limit), totalRow: matches.length });
    };
  }
  if (data.geocode) sources.geocode = data.geocode;
  if (data.searchLocation) sources.searchLocation = data.searchLocation;
  return sources;
}
