// What opens the record create/edit view (forms.md 2.2): the record type and the action. The
// engine's screens ask for it (the detail's 编辑, 新建 inside a record) and the app's create host
// (EngineEnvironment.CreateHost) answers it. `relative` creates a record from inside a parent
// record, whose fields are pre-filled and locked.
import type { CrmType } from '../../fields/index.ts';

export type CrmCreateAction =
  | {
      type: 'save';
      /** Values by fieldName the new record starts with, still editable (the schedule's time picked on the calendar). */
      prefill?: Readonly<Record<string, unknown>>;
    }
  | { type: 'update'; id: number; /** The record's batch id: uniqueness checks leave the record itself out. */ batchId?: string }
  | {
      type: 'relative';
      parentType: CrmType;
      /** The parent record's id: some saves link to it (a business from a contact sends contactsId). */
      parentId?: number;
      /** Values by fieldName, e.g. `{customer_id: [{customerId, customerName}]}`. */
      prefill: Readonly<Record<string, unknown>>;
    };

export interface CrmCreateRequest {
  crmType: CrmType;
  action: CrmCreateAction;
  /**
   * A module with categories (its descriptor's `category`): the category a new record's form is of,
   * chosen before the form opens (CategoryChoice). An edit's form is of the record's own.
   */
  categoryId?: number;
  /** The chosen category's name (the view's title: 新建差旅报销, forms.md 2.1) and its system kind (出差 3 and 差旅报销 5 sum their lines). */
  categoryTitle?: string;
  categoryKind?: number;
}
