// The text of a follow-up not sent yet, kept per record for the browser tab's session
// (sessionStorage): switching to another tab of the detail, closing the drawer or reloading the
// page does not throw it away; sending it clears it. Storage may be unavailable (private modes,
// quota): then the draft lives only as long as the form, as before.
import { USER_TAB_STORAGE_PREFIX } from './sessionStore.ts';

// under the user's prefix: a sign-out takes the drafts away (sessionStore.ts signOut)
const keyOf = (crmType: string, id: number) => `${USER_TAB_STORAGE_PREFIX}followUpDraft.${crmType}.${id}`;

export function readFollowUpDraft(crmType: string, id: number): string {
  try {
    return window.sessionStorage.getItem(keyOf(crmType, id)) ?? '';
  } catch {
    return '';
  }
}

export function writeFollowUpDraft(crmType: string, id: number, text: string): void {
  try {
    if (text.trim()) window.sessionStorage.setItem(keyOf(crmType, id), text);
    else window.sessionStorage.removeItem(keyOf(crmType, id));
  } catch {
    // no storage: the form still holds the text
  }
}

