// Form linkage (forms.md 4) as data: which field's change enables, scopes, clears or fills which
// other field, per CRM form. applyLinkage.ts interprets it; nothing here performs a request.
// Fields are named by fieldName as the server sends them (custom ones by their Chinese name).

import type { CrmType, FormMode } from '../definition.ts';

/** A parameter value: the id of the record picked in the rule's source field, or a constant. */
export type LinkageParam = { from: 'sourceId' } | { value: string | number };

export const SOURCE_ID: LinkageParam = { from: 'sourceId' };

export type FetchKind =
  /** The chosen business type's stages become the options of the status select. */
  | 'businessStatusOptions'
  /** A business's product lines, total and discount fill the contract's product grid and money. */
  | 'businessProducts';

export type LinkageAction =
  /** Make the target editable; a record picker lists only records matching `scope`. */
  | { action: 'enable'; target: string; scope?: Readonly<Record<string, LinkageParam>> }
  | { action: 'disable'; target: string }
  /** Empty the target. Never on initial load, and not when the same record was picked again. */
  | { action: 'clear'; target: string }
  /** Ask the React layer to load something; on initial load only in `initialLoadModes`. */
  | {
      action: 'fetch';
      fetch: FetchKind;
      target?: string;
      params: Readonly<Record<string, LinkageParam>>;
      initialLoadModes: readonly FormMode[];
    }
  /** Copy keys of the picked record into other fields (target fieldName → record key). */
  | { action: 'fillFromPicked'; fills: Readonly<Record<string, string>> };

export interface LinkageRule {
  /** fieldName whose change triggers the rule. */
  source: string;
  /** The id key of a picked record in the source (customerId...); absent when the value is the id. */
  idKey?: string;
  whenFilled?: readonly LinkageAction[];
  whenCleared?: readonly LinkageAction[];
  /** On any change, filled or cleared. */
  whenChanged?: readonly LinkageAction[];
}

const EVERY_MODE: readonly FormMode[] = ['save', 'update', 'relative'];

/**
 * The spec is silent here; the original and every CRM we measure ourselves against keep a business's
 * or contract's amount equal to its products' order total: each change of the product lines (or of
 * the order discount) writes the new total into 商机金额 / 合同金额, which stays editable after.
 * Never on load: a stored amount that differs from its lines is kept until the lines change.
 */
const MONEY_FOLLOWS_PRODUCTS: LinkageRule = {
  source: 'product',
  whenChanged: [{ action: 'fillFromPicked', fills: { money: 'totalPrice' } }],
};

export const linkageRules: Readonly<Partial<Record<CrmType, readonly LinkageRule[]>>> = {
  business: [
    {
      source: 'type_id',
      // A stage belongs to its type: a new type clears the stage (except while the form loads).
      whenChanged: [{ action: 'clear', target: 'status_id' }],
      whenFilled: [
        { action: 'fetch', fetch: 'businessStatusOptions', target: 'status_id', params: { typeId: SOURCE_ID }, initialLoadModes: EVERY_MODE },
      ],
    },
    MONEY_FOLLOWS_PRODUCTS,
  ],
  contract: [
    {
      source: 'customer_id',
      idKey: 'customerId',
      // A business of another customer would be wrong, so a different customer clears it too. The
      // same for 客户签约人: the picker lists the customer's contacts only (it listed every contact
      // of every customer; issue 17 item 4), and the server refuses a contact of another customer.
      whenFilled: [
        { action: 'enable', target: 'business_id', scope: { customerId: SOURCE_ID } },
        { action: 'clear', target: 'business_id' },
        { action: 'enable', target: 'contacts_id', scope: { customerId: SOURCE_ID } },
        { action: 'clear', target: 'contacts_id' },
      ],
      whenCleared: [
        { action: 'disable', target: 'business_id' },
        { action: 'clear', target: 'business_id' },
        { action: 'disable', target: 'contacts_id' },
        { action: 'clear', target: 'contacts_id' },
      ],
    },
    {
      source: 'business_id',
      idKey: 'businessId',
      whenFilled: [
        {
          action: 'fetch',
          fetch: 'businessProducts',
          params: { businessId: SOURCE_ID, pageType: { value: 0 } },
          // Creating a contract from a business starts with that business's products.
          initialLoadModes: ['relative'],
        },
      ],
    },
    MONEY_FOLLOWS_PRODUCTS,
  ],
  receivables: [
    {
      source: 'customer_id',
      idKey: 'customerId',
      // Only approved contracts (checkStatus 1) can be paid. Clearing the contract cascades to the plan.
      whenFilled: [
        { action: 'enable', target: 'contract_id', scope: { customerId: SOURCE_ID, checkStatus: { value: 1 } } },
        { action: 'clear', target: 'contract_id' },
      ],
      whenCleared: [
        { action: 'disable', target: 'contract_id' },
        { action: 'clear', target: 'contract_id' },
      ],
    },
    {
      source: 'contract_id',
      idKey: 'contractId',
      whenFilled: [
        { action: 'enable', target: 'plan_id', scope: { contractId: SOURCE_ID } },
        { action: 'clear', target: 'plan_id' },
      ],
      whenCleared: [
        { action: 'disable', target: 'plan_id' },
        { action: 'clear', target: 'plan_id' },
      ],
    },
    {
      source: 'plan_id',
      idKey: 'planId',
      // 回款方式 is a custom select; the original filled it by its name too.
      whenFilled: [{ action: 'fillFromPicked', fills: { return_time: 'returnDate', 回款方式: 'returnType', money: 'money' } }],
    },
  ],
};

/**
 * The fields a form's linkage enables once another field has a value, with that field: contract
 * `business_id` and `contacts_id` → `customer_id`. A picker waiting for its source says so
 * (请先选择客户) instead of only looking disabled.
 */
export function linkageDependents(type: CrmType): ReadonlyMap<string, string> {
  const dependents = new Map<string, string>();
  for (const rule of linkageRules[type] ?? []) {
    for (const action of rule.whenFilled ?? []) {
      if (action.action === 'enable' && !dependents.has(action.target)) dependents.set(action.target, rule.source);
    }
  }
  return dependents;
}
