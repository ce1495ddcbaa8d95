// The engine environment as React context. A provider adds its parts to the enclosing ones, so the
// app can hand in its light services once at the root (pages/main.tsx) and the heavy form theme
// only where forms are drawn (the widget registry then loads with those screens, not the first).
// Each part is asked for where it is used; a missing one throws, naming it, instead of a screen
// quietly doing nothing.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { EngineEnvironment, EngineSession } from './types.ts';

const Context = createContext<Partial<EngineEnvironment>>({});

export function EngineEnvironmentProvider({ value, children }: { value: Partial<EngineEnvironment>; children: ReactNode }) {
  const outer = useContext(Context);
  const merged = useMemo(() => ({ ...outer, ...value }), [outer, value]);
  return <Context.Provider value={merged}>{children}</Context.Provider>;
}

export class MissingEngineServiceError extends Error {
  constructor(key: string) {
    super(`引擎环境缺少 ${key}：请在 <EngineEnvironmentProvider value={{ ${key} }}> 之内渲染（见 engine/README.md）`);
  }
}

/** One part of the environment; throws when no enclosing provider gave it. */
export function useEngineService<K extends keyof EngineEnvironment>(key: K): EngineEnvironment[K] {
  const service = useContext(Context)[key];
  if (!service) throw new MissingEngineServiceError(key);
  return service as EngineEnvironment[K];
}

/** One part of the environment, or undefined: for screens that work without it (a story's form without toasts). */
export function useOptionalEngineService<K extends keyof EngineEnvironment>(key: K): EngineEnvironment[K] | undefined {
  return useContext(Context)[key] as EngineEnvironment[K] | undefined;
}

/** The signed-in user and permission tree; re-renders when the session changes. */
export function useEngineSession(): EngineSession {
  const source = useEngineService('session');
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
