// The small native select of the admin pages (目标对象, 部门, 关联对象, 直属上级…): a value from a
// fixed list of options, named for assistive technology by `label`, handed back with its type.
import { NativeSelect } from '@chakra-ui/react';

export interface ChoiceOption<T> { value: T; text: string }

export function ChoiceSelect<T extends string | number>({ label, value, options, onChange, w = 'auto' }: {
  label: string; value: T; options: ReadonlyArray<ChoiceOption<T>>; onChange(next: T): void; w?: string;
}) {
  return (
    <NativeSelect.Root size="sm" w={w}>
      <NativeSelect.Field aria-label={label} value={String(value)}
        onChange={(e) => { const chosen = options.find((o) => String(o.value) === e.currentTarget.value); if (chosen) onChange(chosen.value); }}>
        {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.text}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
