// 关联业务 of a create/edit view (forms.md 2.1): per CRM type (customer, contacts, business,
// contract: the descriptor's `form.relations`) the linked records as chips and a button opening the
// related-record picker (several at once, kept across pages). Unlinking asks 确认取消关联? first.
// Each record is named as its type's picker names it; the section only keeps the choice, the save
// sends it (relations.ts).
import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ModuleRelations } from '../../../engine/modules/index.ts';
import { typeNameKey } from '../../../engine/modules/catalogue.ts';
import type { PageOf, RelatedCrmType, RelatedRecord, RelatedRecordQuery } from '../../../widgets/form/dataSources.ts';
import { PickedChips } from '../../../widgets/pickers/PickedChips.tsx';
import { RelatedRecordPicker } from '../../../widgets/pickers/RelatedRecordPicker.tsx';
import { relatedId, relatedLabel } from '../../../widgets/pickers/relatedRecords.ts';
import { ConfirmDialog } from '../../shell/ConfirmDialog.tsx';
import type { RelationsValue } from './relations.ts';

export interface RelationsSectionProps {
  relations: ModuleRelations;
  value: RelationsValue;
  onChange(value: RelationsValue): void;
  /** One page of a type's records (the data sources' relatedRecords). */
  load(type: RelatedCrmType, query: RelatedRecordQuery): Promise<PageOf<RelatedRecord>>;
  disabled?: boolean;
}

export function RelationsSection({ relations, value, onChange, load, disabled }: RelationsSectionProps) {
  const { t } = useTranslation();
  const [unlink, setUnlink] = useState<{ module: string; key: string } | null>(null);

  return (
    <Stack gap="3">
      {relations.types.map((type) => {
        const crmType = type.module as RelatedCrmType;
        const records = value[type.module] ?? [];
        const typeName = t(typeNameKey(type.module));
        const labelId = `relation-${type.module}`;
        return (
          <Flex key={type.module} gap="3" align="flex-start" role="group" aria-labelledby={labelId}>
            <Text id={labelId} w="5em" flexShrink={0} pt="1.5" fontSize="sm" color="fg.muted">{typeName}</Text>
            <PickedChips chips={records.map((record) => ({ key: relatedId(crmType, record), label: relatedLabel(crmType, record) }))}
              placeholder={t('crm.create.relations.none')} disabled={disabled}
              onRemove={(key) => setUnlink({ module: type.module, key })}
              action={(
                <RelatedRecordPicker crmType={crmType} multiple selected={records} load={(query) => load(crmType, query)}
                  onConfirm={(picked) => onChange({ ...value, [type.module]: picked })}>
                  <Button size="xs" variant="ghost" colorPalette="brand" disabled={disabled}>{t('crm.create.relations.pick', { type: typeName })}</Button>
                </RelatedRecordPicker>
              )} />
          </Flex>
        );
      })}
      <ConfirmDialog open={unlink !== null} confirmText={t('crm.create.relations.unlink')}
        onConfirm={() => {
          if (unlink) onChange({ ...value, [unlink.module]: (value[unlink.module] ?? []).filter((r) => relatedId(unlink.module as RelatedCrmType, r) !== unlink.key) });
          setUnlink(null);
        }}
        onCancel={() => setUnlink(null)}>
        <Text>{t('crm.create.relations.unlinkText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
