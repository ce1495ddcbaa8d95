// Test support for the CRM create view: field definitions shaped like `field/queryField` answers
// (server-contract 5.3/5.4), a stubbed server behind `fetch` (the real request client and adapters
// run), a controllable EventSource for the field-version stream, and a render helper.
import { vi, type Mock } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../../engine/fields/index.ts';
import { AppProviders } from '../../support/AppProviders.tsx';
import { Toaster, toaster } from '../../../pages/shell/toaster.tsx';
import '../../../i18n/index.ts';

export const customerDefinitions: FieldDefinition[] = [
  { fieldId: 10, fieldName: 'customer_name', name: '客户名称', type: 1, formType: 'text', setting: [], isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 11, fieldName: 'mobile', name: '手机', type: 7, formType: 'mobile', setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 12, fieldName: 'telephone', name: '电话', type: 1, formType: 'text', setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 18, fieldName: '客户来源', name: '客户来源', type: 3, formType: 'select', setting: ['促销', '搜索引擎', '广告'], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 3 },
  { fieldId: 17, fieldName: '客户级别', name: '客户级别', type: 3, formType: 'select', setting: ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 5 },
  { fieldId: 16, fieldName: 'remark', name: '备注', type: 1, formType: 'text', setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 9 },
];

export const contactsDefinitions: FieldDefinition[] = [
  { fieldId: 20, fieldName: 'name', name: '姓名', type: 1, formType: 'text', setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 21, fieldName: 'customer_id', name: '客户名称', type: 15, formType: 'customer', setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 22, fieldName: 'mobile', name: '手机', type: 7, formType: 'mobile', setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 2 },
];

export const contractDefinitions: FieldDefinition[] = [
  { fieldId: 43, fieldName: 'num', name: '合同编号', type: 5, formType: 'number', setting: [], isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 44, fieldName: 'name', name: '合同名称', type: 1, formType: 'text', setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 1 },
];

export const leadsDefinitions: FieldDefinition[] = [
  { fieldId: 1, fieldName: 'leads_name', name: '线索名称', type: 1, formType: 'text', setting: [], isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
];

/** One stubbed call: the path under /api/ and the decoded body. */
export interface SentCall {
  path: string;
  body: Record<string, unknown>;
}

export type Handler = (body: Record<string, unknown>) => unknown;

/** Throw this from a handler to make the call fail in transport (no answer at all). */
export const NETWORK_FAILURE = Symbol('network failure');

/** A server behind `fetch`: handlers by path answer the envelope's `data`, or throw {code,msg} to refuse. */
export class StubServer {
  readonly calls: SentCall[] = [];
  readonly handlers = new Map<string, Handler>();
  readonly fetch: Mock;
  definitions: Record<number, FieldDefinition[]> = { 1: leadsDefinitions, 2: customerDefinitions, 3: contactsDefinitions, 6: contractDefinitions };
  versions: Record<string, number> = { '2': 3 };

  constructor() {
    this.on('field/queryVersions', () => ({ ...this.versions }));
    this.on('field/queryField', (body) => structuredClone(this.definitions[Number(body.label)] ?? []));
    this.on('field/verify', () => undefined);
    this.fetch = vi.fn(async (url: string, init: RequestInit) => this.answer(String(url), init));
  }

  on(path: string, handler: Handler): this {
    this.handlers.set(path, handler);
    return this;
  }

  callsTo(path: string): SentCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  private async answer(url: string, init: RequestInit): Promise<Response> {
    const path = url.replace(/^\/api\//, '');
    const raw = typeof init.body === 'string' ? init.body : '';
    const body = raw.startsWith('{') ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(raw));
    this.calls.push({ path, body });
    const handler = this.handlers.get(path);
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (!handler) return json({ code: 500, msg: `接口不存在：/api/${path}` });
    try {
      const data = await handler(body);
      if (data === NETWORK_FAILURE) throw new TypeError('Failed to fetch');
      return json(data === undefined ? { code: 0 } : { code: 0, data });
    } catch (refusal) {
      if (refusal === NETWORK_FAILURE || refusal instanceof TypeError) throw new TypeError('Failed to fetch');
      const { code = 500, msg = '' } = refusal as { code?: number; msg?: string };
      return json({ code, msg });
    }
  }
}

/** EventSource under our control: tests open, fail and feed the stream. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = 0;
  private listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  static get live(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== 2);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  addEventListener(type: string, fn: (event: Event) => void): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(fn);
  }

  removeEventListener(type: string, fn: (event: Event) => void): void {
    this.listeners.get(type)?.delete(fn);
  }

  close(): void {
    this.readyState = 2;
  }

  private emit(type: string, event: Event): void {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn(event);
  }

  open(): void {
    this.readyState = 1;
    this.emit('open', new Event('open'));
  }

  fail(): void {
    this.emit('error', new Event('error'));
  }

  sendVersion(label: number, version: number): void {
    this.emit('fieldVersion', new MessageEvent('fieldVersion', { data: JSON.stringify({ label, version }) }));
  }
}

export function installStubs(): StubServer {
  const server = new StubServer();
  FakeEventSource.instances = [];
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  return server;
}

export function renderWithChakra(node: ReactNode) {
  // The toaster is one store for the module: a toast of the previous test would still be on screen.
  toaster.remove();
  return render(
    <AppProviders>
      {node}
      <Toaster />
    </AppProviders>,
  );
}
