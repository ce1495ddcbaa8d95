// The record types as the create/edit view needs them, read from their module descriptors
// (schemas/modules): the field label (forms.md 3.9, server-contract 5.1), the auth-tree module whose
// `save` right allows creating it, the record id key sent on update, where a save goes (forms.md
// 7.2-7.8, server-contract 7.1) and whether it goes to approval.
import type { CrmType } from '../../engine/fields/index.ts';
import { authModuleOf } from '../../engine/modules/index.ts';
import { moduleOf } from '../../engine/modules/catalogue.ts';

export interface CrmTypeInfo {
  crmType: CrmType;
  /** `field/queryField` label. */
  label: number;
  /** Key under the area's auth tree (shell-and-calls.md 6: quick-create needs `<module>.save`). */
  authModule: string;
  /** The full dotted prefix of its rights (`crm.contract`). */
  auth: string;
  /** The entity id key of an update (`entity.customerId`...). */
  idKey: string;
  /** The save call's path (JSON body, server-contract 7.1). */
  savePath: string;
  /** An edit's save call (the descriptor's `form.update`, else savePath). */
  updatePath: string;
  /** Goes to approval: 保存草稿 + 提交审核 and an approval section. */
  approval: boolean;
}

const infos = new Map<string, CrmTypeInfo>();

export function crmTypeInfo(crmType: CrmType): CrmTypeInfo {
  let info = infos.get(crmType);
  if (!info) {
    const module = moduleOf(crmType);
    if (!module.form) throw new Error(`module "${crmType}" has no form`);
    info = {
      crmType, label: module.label, authModule: authModuleOf(module), auth: module.auth, idKey: module.record.idKey,
      savePath: module.form.save, updatePath: module.form.update ?? module.form.save, approval: module.form.approval === true,
    };
    infos.set(crmType, info);
  }
  return info;
}

/** entity.checkStatus of a draft (forms.md 4, 9). */
export const DRAFT_CHECK_STATUS = 5;

/** The type name (线索, 客户...): the descriptor's i18n key. */
export function crmTypeNameKey(crmType: CrmType): string {
  return moduleOf(crmType).typeName;
}
