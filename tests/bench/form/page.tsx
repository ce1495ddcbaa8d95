// The benchmark page: one 200-field compiled form drawn four ways on the same JSON Schema:
//   ours    our SchemaForm with the registry's widgets, handed in as the engine environment's form
//           theme as the app does (the budget's subject)
//   stock   stock rjsf: `@rjsf/core` Form, `@rjsf/validator-ajv8`, rjsf's default widgets and
//           templates, no Lingxi theme (the budget's baseline)
//   themed  LingxiForm: rjsf with our theme, i.e. the same widgets as `ours` (runtime vs runtime)
//   plain   our SchemaForm with native diagnostic widgets (what the runtime itself costs)
// run.ts drives it through `window.__formBench`. Commits are timed by the DevTools hook in
// index.html (production build).
import { createRef, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { compileFields, type FormType } from '../../../engine/fields/index.ts';
import { SchemaForm, type SchemaFormApi } from '../../../engine/react/form/index.ts';
import { EngineEnvironmentProvider } from '../../../engine/react/environment/index.ts';
import { lingxiFormTheme } from '../../../widgets/form/formTheme.ts';
import { formTypeFields, formTypeWidgets } from '../../../widgets/registry.ts';
import { LingxiForm } from '../../../widgets/form/theme.ts';
import { plainWidgets } from './plainWidgets.tsx';
import { createMemoryDataSources } from '../../../widgets/form/dataSources.ts';
import { system } from '../../../widgets/theme.ts';
import '../../../i18n/index.ts';
import { benchDefinitions, TYPED_FORM_TYPES } from './definitions.ts';

export type FormKind = 'ours' | 'stock' | 'themed' | 'plain';

const ready = new Set([...Object.keys(formTypeWidgets), ...Object.keys(formTypeFields)]);
const definitions = benchDefinitions(ready);
const compiled = compileFields(definitions, { mode: 'save' });
const formTypeOf = (key: string) => compiled.fieldByKey(key)!.definition.formType;

// Stock rjsf knows none of our widget names: a formType it has a widget for keeps it, every other
// one gets rjsf's default for the schema type (a text input for all string-valued formTypes).
const STOCK_WIDGETS: Partial<Record<FormType, string>> = { textarea: 'textarea', date: 'date', datetime: 'datetime' };
const stockUiSchema: UiSchema = {};
for (const key of compiled.order) {
  const ui = compiled.uiSchema[key] as Record<string, unknown>;
  const widget = STOCK_WIDGETS[formTypeOf(key)];
  stockUiSchema[key] = { ...(widget ? { 'ui:widget': widget } : {}), ...(ui['ui:placeholder'] ? { 'ui:placeholder': ui['ui:placeholder'] } : {}) };
}

const formContext = {
  dataSources: createMemoryDataSources({
    categories: [{ categoryId: 1, name: '软件', children: [{ categoryId: 2, name: 'CRM' }] }],
    businessTypes: [{ typeId: 1, name: '默认', statusList: [{ statusId: 1, name: '验证客户', rate: 20 }] }],
    products: [{ productId: 1, name: '灵犀CRM', price: '999.00', unit: '套' }],
  }),
};

// ---- mounting ------------------------------------------------------------------------------------

/** Commit times, pushed by the DevTools hook in index.html. */
const commits: number[] = (window as unknown as { __formBenchCommits: number[] }).__formBenchCommits;
const clearCommits = () => {
  commits.length = 0;
};

let setSlot: (element: ReactElement | null) => void = () => undefined;
function Slot() {
  const [element, setElement] = useState<ReactElement | null>(null);
  setSlot = setElement;
  return element;
}
const root = createRoot(document.getElementById('root')!);
const environment = { formTheme: lingxiFormTheme };
flushSync(() => root.render(
  <ChakraProvider value={system}>
    <EngineEnvironmentProvider value={environment}><Slot /></EngineEnvironmentProvider>
  </ChakraProvider>,
));

const oursRef = createRef<SchemaFormApi>();
const stockRef = createRef<Form>();
const themedUiSchema = { ...compiled.uiSchema, 'ui:submitButtonOptions': { norender: true } } as UiSchema;
let mountCount = 0;

function formElement(kind: FormKind): ReactElement {
  mountCount += 1;
  const schema = compiled.schema as RJSFSchema;
  const form =
    kind === 'ours' ? (
      <SchemaForm compiled={compiled} formContext={formContext} formRef={oursRef} />
    ) : kind === 'plain' ? (
      <SchemaForm compiled={compiled} formContext={formContext} formRef={oursRef} widgets={plainWidgets} />
    ) : kind === 'themed' ? (
      <LingxiForm ref={stockRef} schema={schema} uiSchema={themedUiSchema} fields={formTypeFields} formContext={formContext} validator={validator} initialFormData={compiled.formData} noHtml5Validate />
    ) : (
      <Form ref={stockRef} schema={schema} uiSchema={stockUiSchema} validator={validator} initialFormData={compiled.formData} noHtml5Validate />
    );
  return <div key={mountCount}>{form}</div>;
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const frames = async (count: number) => {
  for (let i = 0; i < count; i += 1) await nextPaint();
};

async function unmount(): Promise<void> {
  flushSync(() => setSlot(null));
  await frames(3);
}

/** Mount → the first paint after the commit, in ms; the form stays mounted. */
async function mount(kind: FormKind): Promise<{ commit: number; paint: number }> {
  await unmount();
  clearCommits();
  const start = performance.now();
  flushSync(() => setSlot(formElement(kind)));
  const commit = (commits.at(-1) ?? performance.now()) - start;
  await nextPaint();
  return { commit, paint: performance.now() - start };
}

// ---- typing ------------------------------------------------------------------------------------

function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
}

function charFor(formType: FormType, index: number): string {
  if (formType === 'number' || formType === 'floatnumber' || formType === 'mobile') return String((index + 1) % 10);
  return 'abcdefghij'[index % 10]!;
}

export interface KeystrokePlan {
  /** Keys typed into (each `perField` characters), in order. */
  keys: string[];
  perField: number;
}

/**
 * The typed fields spread evenly over the form, dealt into `rounds` rounds (round r takes fields
 * r, r + rounds, ...), and for each round `warmup` other typed fields to type into first.
 */
function plan(fields: number, rounds: number, round: number, warmup: number): { measured: string[]; warm: string[] } {
  const typed = compiled.order.filter((key) => TYPED_FORM_TYPES.includes(formTypeOf(key)));
  const step = typed.length / fields;
  const all = Array.from({ length: fields }, (_, i) => typed[Math.floor(i * step)]!);
  const measured = all.filter((_, i) => i % rounds === round);
  const spare = typed.filter((key) => !all.includes(key));
  const warm = spare.slice(round * warmup, round * warmup + warmup);
  return { measured, warm };
}

function valueOf(kind: FormKind, key: string): unknown {
  if (kind === 'ours' || kind === 'plain') return oursRef.current!.store.get(key);
  return (stockRef.current!.state.formData as Record<string, unknown>)[key];
}

/** One keystroke: keydown, the value with one more character, input, keyup; → ms to the last commit. */
async function keystroke(element: HTMLInputElement | HTMLTextAreaElement, char: string): Promise<{ latency: number; commits: number }> {
  clearCommits();
  const start = performance.now();
  element.dispatchEvent(new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true }));
  setNativeValue(element, element.value + char);
  element.dispatchEvent(new InputEvent('input', { data: char, inputType: 'insertText', bubbles: true }));
  element.dispatchEvent(new KeyboardEvent('keyup', { key: char, bubbles: true, cancelable: true }));
  // Let every commit the keystroke causes happen (React flushes discrete updates in a microtask;
  // anything deferred lands before the next frame's timer), then read the last commit's time.
  await nextPaint();
  const last = commits.at(-1);
  return { latency: last === undefined ? Number.NaN : last - start, commits: commits.length };
}

async function typeInto(kind: FormKind, keys: readonly string[], perField: number) {
  const latencies: number[] = [];
  const formTypes: string[] = [];
  let commitCount = 0;
  const expected = new Map<string, string>();
  for (const key of keys) {
    const element = document.getElementById(`root_${key}`) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!element) throw new Error(`${kind}: no control #root_${key}`);
    element.focus();
    await frames(2);
    const formType = formTypeOf(key);
    for (let i = 0; i < perField; i += 1) {
      const result = await keystroke(element, charFor(formType, i));
      latencies.push(result.latency);
      formTypes.push(formType);
      commitCount += result.commits;
    }
    expected.set(key, element.value);
  }
  // The measured commits really carried the typed text into the form's state.
  const wrong = [...expected].filter(([key, text]) => valueOf(kind, key) !== text).map(([key]) => key);
  return { latencies, formTypes, commitCount, wrong };
}

/** One round: mount, warm up on other fields, type into this round's fields, unmount. */
async function keystrokes(kind: FormKind, fields: number, rounds: number, round: number, perField: number, warmup: number) {
  await mount(kind);
  const { measured, warm } = plan(fields, rounds, round, warmup);
  await typeInto(kind, warm, 2);
  const run = await typeInto(kind, measured, perField);
  (document.activeElement as HTMLElement | null)?.blur();
  await unmount();
  return { ...run, fields: measured.length };
}

function compileTimes(runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    compileFields(definitions, { mode: 'save' });
    times.push(performance.now() - start);
  }
  return times;
}

function info() {
  const counts: Record<string, number> = {};
  for (const definition of definitions) counts[definition.formType] = (counts[definition.formType] ?? 0) + 1;
  return { fields: compiled.order.length, formTypes: counts, reactVersion: (window as unknown as { React?: string }).React ?? null };
}

declare global {
  interface Window {
    __formBench: {
      info: typeof info;
      compileTimes: typeof compileTimes;
      mount: typeof mount;
      unmount: typeof unmount;
      keystrokes: typeof keystrokes;
    };
  }
}

window.__formBench = { info, compileTimes, mount, unmount, keystrokes };
