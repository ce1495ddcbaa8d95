// What a form says after its save was refused because someone else saved the same thing since it
// was loaded (a record: crm/create; a module's fields: the designer): the offer to load the latest
// version while keeping the user's changes, then what that load changed, so nothing is overwritten
// unseen. The texts come from the caller; the states and the look are shared.
import { Alert, Button } from '@chakra-ui/react';

export type ConflictState = 'none' | 'refused' | 'loading' | 'merged';

export interface ConflictNoticeProps {
  state: ConflictState;
  /** refused: what happened and what loading will do, and the button that loads. */
  refusedText: string;
  loadLabel: string;
  /** merged: the title, then one line per kind of change (empty lines are left out). */
  mergedTitle: string;
  mergedLines: readonly string[];
  /** merged: something both sides changed, to be looked at before saving. */
  mergedNeedsCare: boolean;
  onLoadLatest(): void;
  disabled: boolean;
}

export function ConflictNotice({ state, refusedText, loadLabel, mergedTitle, mergedLines, mergedNeedsCare, onLoadLatest, disabled }: ConflictNoticeProps) {
  if (state === 'none') return null;
  if (state === 'merged') {
    return (
      <Alert.Root status={mergedNeedsCare ? 'warning' : 'info'} size="sm" variant="subtle" mb="4" role="status" data-testid="conflict-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{mergedTitle}</Alert.Title>
          {mergedLines.filter((line) => line !== '').map((line) => <Alert.Description key={line}>{line}</Alert.Description>)}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" mb="4" alignItems="center" role="alert" data-testid="conflict-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{refusedText}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" colorPalette="orange" loading={state === 'loading'} disabled={disabled} onClick={onLoadLatest}>
        {loadLabel}
      </Button>
    </Alert.Root>
  );
}
