// What the engine's screens need from the app around them. The engine receives these, it never
// imports the app (ARCHITECTURE.md "Models to learn from": rjsf's core gets its widgets through
// withTheme, amis's renderers get fetcher and toasts through their environment). So engine/react
// stays free of pages/ and of widgets/registry.ts, and a story or test hands in the same services.
import type { ComponentType } from 'react';
import type { Field, TemplatesType, Widget } from '@rjsf/utils';
import type { AuthTree } from '../../routes/types.ts';
import type { CrmCreateRequest } from './createRequest.ts';

/** What SchemaForm draws with: widgets by 'ui:widget' (formType), object fields by 'ui:field', our rjsf templates. */
export interface FormTheme {
  widgets: Readonly<Record<string, Widget>>;
  fields: Readonly<Record<string, Field>>;
  templates: Partial<TemplatesType>;
}

/** Telling the user (the app's toasts). */
export interface Notify {
  success(msg: string): void;
  error(msg: string): void;
}

export interface EngineUser {
  userId: number;
  realname: string;
}

/** The signed-in user and their permission tree; either is absent before sign-in or restore. */
export interface EngineSession {
  auth?: AuthTree;
  user?: EngineUser;
}

/** An external store (useSyncExternalStore's pair): `subscribe` and `get` must be stable functions. */
export interface SessionSource {
  get(): EngineSession;
  subscribe(listener: () => void): () => void;
}

export interface CreateHostProps {
  request: CrmCreateRequest;
  onClose(): void;
  /** Each successful save (a chained one too): the screen behind reloads. */
  onSaved?(): void;
}

/** The text of a follow-up not sent yet, kept per record while the user stays signed in. */
export interface FollowUpDrafts {
  read(crmType: string, id: number): string;
  /** Empty (or blank) text removes the draft. */
  write(crmType: string, id: number, text: string): void;
}

export interface ChosenApprover {
  userId: number;
  realname: string;
  img?: string | null;
}

export interface ApproverPickerProps {
  /** The button's id; the label element has the id `labelId(id)` (widgets/form/ids.ts). */
  id: string;
  value: ChosenApprover | null;
  onChange(value: ChosenApprover | null): void;
}

export interface EngineEnvironment {
  formTheme: FormTheme;
  notify: Notify;
  session: SessionSource;
  /** The record create/edit view for a request, as an overlay; it closes itself after its last save. */
  CreateHost: ComponentType<CreateHostProps>;
  followUpDrafts: FollowUpDrafts;
  /** One approver, picked among the employees (the detail's 通过 of an authorised flow). */
  ApproverPicker: ComponentType<ApproverPickerProps>;
  /**
   * A record's own address in the app (`/crm/contacts/55`), or null when its module has no record
   * list route: the detail offers it wherever the record was opened (a related tab, 待办事项).
   */
  recordAddress(module: string, id: number): string | null;
}
