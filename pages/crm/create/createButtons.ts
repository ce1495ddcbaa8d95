// Which buttons the view shows (forms.md 2.2): 取消 always; 保存并新建联系人 for a customer being
// created; 保存草稿 and the main 提交审核 for contract and receivables (they go to approval);
// the main 保存 for every other type.
import type { CrmType, FormMode } from '../../../engine/fields/index.ts';
import { crmTypeInfo } from '../crmTypes.ts';

/** How a save ends: close, save as a draft, or go on to a new contact for the customer. */
export type SaveIntent = 'save' | 'draft' | 'saveAndCreateContact';

export interface CreateButton {
  intent: SaveIntent;
  /** i18n key of the label. */
  labelKey: string;
  primary: boolean;
}

export function createButtons(crmType: CrmType, mode: FormMode): CreateButton[] {
  const buttons: CreateButton[] = [];
  if (crmType === 'customer' && mode === 'save') {
    buttons.push({ intent: 'saveAndCreateContact', labelKey: 'crm.create.saveAndCreateContact', primary: false });
  }
  if (crmTypeInfo(crmType).approval) {
    buttons.push({ intent: 'draft', labelKey: 'crm.create.saveDraft', primary: false });
    buttons.push({ intent: 'save', labelKey: 'crm.create.submitForApproval', primary: true });
  } else {
    buttons.push({ intent: 'save', labelKey: 'crm.create.save', primary: true });
  }
  return buttons;
}
