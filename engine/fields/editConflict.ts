// The refusal of an edit saved over a colleague's newer save (the server's checkNotChangedSince).
// One text for both sides: the server says it; the edit form recognises it and offers to load the
// record as it is now, keeping what the user changed (engine/react/fields rebaseValues).

/** `该客户已被他人修改，请载入最新内容后再保存` for the module titled 客户. */
export function editConflictMessage(moduleTitle: string): string {
  return `该${moduleTitle}已被他人修改，请载入最新内容后再保存`;
}

export function isEditConflictMessage(msg: string): boolean {
  return /^该.+已被他人修改，请载入最新内容后再保存$/.test(msg);
}
