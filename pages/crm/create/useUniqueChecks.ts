// Uniqueness of isUnique fields (forms.md 5): the server is asked (`field/verify`) on blur, or on
// change for select and checkbox; empty values pass without a call; a refusal shows the server's
// message (or 验证出错) under the field through SchemaForm's extraErrors, which blocks submit.
// Answers are remembered per field and value, so submit re-asks only what was never answered
// for sure (a transport failure is no verdict) and a slow answer for an old value is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  uniqueCheckFailureMessage,
  uniqueCheckRequest,
  uniqueCheckTrigger,
  type CompiledForm,
  type FormMode,
} from '../../../engine/fields/index.ts';
import type { ExtraErrors, FormStore } from '../../../engine/react/form/index.ts';
import { RequestError } from '../../../server-adapter/errors.ts';
import { fieldVerify } from '../../../server-adapter/fields.ts';

interface Verdict {
  value: string;
  /** Resolves with the message to show, or null when the value is free. */
  answer: Promise<string | null>;
  /** The server answered (free or taken); false while pending or after a transport failure. */
  settled: boolean;
}

export interface UniqueChecks {
  /** By key; pass to <SchemaForm extraErrors>. */
  errors: ExtraErrors;
  onFieldChange(key: string, value: unknown): void;
  onFieldBlur(key: string, value: unknown): void;
  /** Checks every unique field's current value (awaiting answers in flight); the keys refused, in display order. */
  verifyAll(store: FormStore): Promise<string[]>;
}

export function useUniqueChecks(compiled: CompiledForm | null, context: { mode: FormMode; batchId?: string }): UniqueChecks {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verdicts = useRef(new Map<string, Verdict>());
  const { mode, batchId } = context;

  // A recompile may drop a field or its isUnique flag: its message and verdicts go with it.
  useEffect(() => {
    if (!compiled) return;
    const stillUnique = (key: string) => Boolean(compiled.fieldByKey(key)?.definition.isUnique);
    for (const key of [...verdicts.current.keys()]) if (!stillUnique(key)) verdicts.current.delete(key);
    setErrors((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([key]) => stillUnique(key)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [compiled]);

  const show = useCallback((key: string, message: string | null) => {
    setErrors((current) => {
      if ((current[key] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const check = useCallback(
    (key: string, value: unknown): Promise<string | null> => {
      const field = compiled?.fieldByKey(key);
      const request = field ? uniqueCheckRequest(field.definition, value, { mode, batchId }) : null;
      if (!request) {
        verdicts.current.delete(key);
        show(key, null);
        return Promise.resolve(null);
      }
      const known = verdicts.current.get(key);
      if (known && known.value === request.value) return known.answer;

      const verdict: Verdict = { value: request.value, answer: Promise.resolve(null), settled: false };
      verdict.answer = fieldVerify(request, { silent: true }).then(
        () => {
          verdict.settled = true;
          return null;
        },
        (error: unknown) => {
          const refused = error instanceof RequestError && error.kind === 'envelope';
          verdict.settled = refused;
          return uniqueCheckFailureMessage(refused ? error.msg : null);
        },
      );
      verdicts.current.set(key, verdict);
      void verdict.answer.then((message) => {
        // Only the answer for the value the field holds now may speak.
        if (verdicts.current.get(key) === verdict) show(key, message);
      });
      return verdict.answer;
    },
    [compiled, mode, batchId, show],
  );

  const isUniqueField = useCallback((key: string) => Boolean(compiled?.fieldByKey(key)?.definition.isUnique), [compiled]);
  const triggerOf = useCallback(
    (key: string) => {
      const formType = compiled?.fieldByKey(key)?.definition.formType;
      return formType ? uniqueCheckTrigger(formType) : 'blur';
    },
    [compiled],
  );

  const onFieldChange = useCallback(
    (key: string, value: unknown) => {
      if (!isUniqueField(key)) return;
      if (triggerOf(key) === 'change') {
        void check(key, value);
        return;
      }
      // Typing makes the last answer stale; the next blur (or submit) asks again.
      verdicts.current.delete(key);
      show(key, null);
    },
    [isUniqueField, triggerOf, check, show],
  );

  const onFieldBlur = useCallback(
    (key: string, value: unknown) => {
      if (isUniqueField(key) && triggerOf(key) === 'blur') void check(key, value);
    },
    [isUniqueField, triggerOf, check],
  );

  const verifyAll = useCallback(
    async (store: FormStore) => {
      if (!compiled) return [];
      const keys = compiled.fields.filter((field) => field.definition.isUnique && store.has(field.key)).map((field) => field.key);
      const askAgain = (key: string) => {
        verdicts.current.delete(key);
        return check(key, store.get(key));
      };
      const answers = await Promise.all(
        keys.map(async (key) => {
          const known = verdicts.current.get(key);
          if (!known || known.settled) return check(key, store.get(key));
          // Pending: wait for it. A transport failure is no verdict: ask again.
          const message = await known.answer;
          return verdicts.current.get(key) === known && !known.settled ? askAgain(key) : message;
        }),
      );
      return keys.filter((_key, index) => answers[index] !== null);
    },
    [compiled, check],
  );

  return { errors, onFieldChange, onFieldBlur, verifyAll };
}
