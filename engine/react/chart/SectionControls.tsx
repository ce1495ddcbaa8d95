// A section's own controls: a toggle or a select beside the title, tabs over the body. Their
// values go with the section's calls (业绩指标's status, 销售漏斗's typeId, 跟进记录's crmType).
import type { ReactNode } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChoiceOption, SelectControl, TabsControl, ToggleControl } from '../../charts/index.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';

export function ToggleButtons({ control, value, onChange }: { control: ToggleControl; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <Flex role="radiogroup" aria-label={t(control.label)} gap="1">
      {control.options.map((option) => {
        const on = option.value === value;
        return (
          <Button key={option.value} size="xs" role="radio" aria-checked={on} variant={on ? 'solid' : 'outline'}
            colorPalette={on ? 'brand' : undefined} onClick={() => onChange(option.value)}>
            {t(option.label)}
          </Button>
        );
      })}
    </Flex>
  );
}

/** A select of a source shows once its options are there (none: the section says so instead). */
export function SectionSelect({ control, value, options, onChange }: {
  control: SelectControl; value: string; options: readonly ChoiceOption[] | undefined; onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const choices = control.source ? (options ?? []).map((o) => ({ value: o.value, text: o.label })) : (control.options ?? []).map((o) => ({ value: o.value, text: t(o.label) }));
  if (choices.length === 0) return null;
  return <ChoiceSelect label={t(control.label)} value={value} options={choices} size="xs" onChange={onChange} />;
}

export function TabsBar({ control, value, counts, onChange }: {
  control: TabsControl; value: string; counts: Readonly<Record<string, number>> | undefined; onChange(value: string): void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Flex role="tablist" aria-label={t(control.label)} gap="1" wrap="wrap" mb="3">
      {control.options.map((option) => {
        const on = option.value === value;
        return (
          <Button key={option.value} size="xs" role="tab" aria-selected={on} variant={on ? 'solid' : 'outline'}
            colorPalette={on ? 'brand' : undefined} onClick={() => onChange(option.value)}>
            {t(option.label)} {counts ? counts[option.value] : ''}
          </Button>
        );
      })}
    </Flex>
  );
}
