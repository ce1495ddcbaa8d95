// The few values a small action asks for (PageContextInput: a line of text, or one of the preset
// colours), drawn alike wherever such a form appears: a list's context action (编辑标签) and the
// sidebar's 新建标签. `missingInput` names the first required one left empty.
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageContextInput } from '../../pages/index.ts';
import { ColorSwatches } from './ColorSwatches.tsx';

export type InputValues = Record<string, string>;

export function missingInput(inputs: readonly PageContextInput[], values: InputValues): PageContextInput | undefined {
  return inputs.find((input) => input.required && !values[input.key]?.trim());
}

export function ActionInputs({ inputs, values, onChange, idPrefix }: {
  inputs: readonly PageContextInput[]; values: InputValues; onChange(next: InputValues): void; idPrefix: string;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: string) => onChange({ ...values, [key]: value });
  return (
    <>
      {inputs.map((input) => (input.kind === 'color'
        ? <ColorSwatches key={input.key} id={`${idPrefix}-${input.key}`} label={t(input.label)} value={values[input.key] ?? ''} onChange={(color) => set(input.key, color)} />
        : (
          <Field.Root key={input.key} required={Boolean(input.required)}>
            <Field.Label>{t(input.label)}<Field.RequiredIndicator /></Field.Label>
            <Input size="sm" value={values[input.key] ?? ''} maxLength={input.max} onChange={(event) => set(input.key, event.currentTarget.value)} />
          </Field.Root>
        )))}
    </>
  );
}
