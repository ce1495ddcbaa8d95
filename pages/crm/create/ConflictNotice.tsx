// What the edit form says after a save was refused because a colleague saved the record since the
// form loaded it (useCrmCreateForm's EditConflict): the offer to load the latest version while
// keeping the user's changes, then what that load changed, so nothing is overwritten unseen.
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EditConflict } from './useCrmCreateForm.ts';

export interface ConflictNoticeProps {
  conflict: EditConflict;
  typeName: string;
  onLoadLatest(): void;
  disabled: boolean;
}

export function ConflictNotice({ conflict, typeName, onLoadLatest, disabled }: ConflictNoticeProps) {
  const { t } = useTranslation();
  if (conflict.state === 'none') return null;
  if (conflict.state === 'rebased') {
    const { theirs, both } = conflict.outcome;
    return (
      <Alert.Root status={both.length > 0 ? 'warning' : 'info'} size="sm" variant="subtle" mb="4" role="status" data-testid="conflict-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('crm.create.conflict.rebased')}</Alert.Title>
          {theirs.length > 0 && <Alert.Description>{t('crm.create.conflict.theirs', { fields: theirs.join('、') })}</Alert.Description>}
          {both.length > 0 && <Alert.Description>{t('crm.create.conflict.both', { fields: both.join('、') })}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" mb="4" alignItems="center" role="alert" data-testid="conflict-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('crm.create.conflict.refused', { type: typeName })}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" colorPalette="orange" loading={conflict.state === 'loading'} disabled={disabled} onClick={onLoadLatest}>
        {t('crm.create.conflict.loadLatest')}
      </Button>
    </Alert.Root>
  );
}
