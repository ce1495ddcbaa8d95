// The refusals of an edit saved over a colleague's newer save: a record's (the server's
// checkNotChangedSince) and a module's field design (field/save with expectedVersion). One text
// for both sides: the server says it; the form or designer recognises it and offers to load the
// latest version, keeping what the user changed (engine/react/fields rebaseValues, the designer's
// mergeDesign).

/** `该客户已被他人修改，请载入最新内容后再保存` for the module titled 客户. */
export function editConflictMessage(moduleTitle: string): string {
  return `该${moduleTitle}已被他人修改，请载入最新内容后再保存`;
}

export function isEditConflictMessage(msg: string): boolean {
  return /^该.+已被他人修改，请载入最新内容后再保存$/.test(msg);
}

/** field/save over another admin's newer save of the module's fields. */
export const FIELD_DESIGN_CONFLICT_MESSAGE = '字段设置已被他人修改，请载入最新设置后再保存';
