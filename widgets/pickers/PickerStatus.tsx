// The line a picker shows instead of its list: loading, a failed call (with the server's or the
// network message and 重试), nothing found, or no data source. `role="status"` so it is announced.
import type { ReactNode } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import type { LoadState } from '../form/dataSources.ts';
import { pickerText } from './strings.ts';

export function PickerStatus({ text, detail, action }: { text: string; detail?: string; action?: ReactNode }) {
  return (
    <Flex role="status" direction="column" align="center" justify="center" gap="1" py="6" px="3" fontSize="sm" color="fg.muted" textAlign="center">
      <Text>{text}</Text>
      {detail ? (
        <Text fontSize="xs" color="fg.subtle">
          {detail}
        </Text>
      ) : null}
      {action}
    </Flex>
  );
}

/** The message a failed call carries (RequestError.msg is its message), '' when none. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The status for a load that is not ready (or ready and empty), null when the list can show.
 * `hasSource` false: the host gave no data source for this picker.
 */
export function loadStatus<T>(state: LoadState<T> & { reload: () => void }, hasSource: boolean, empty: boolean): ReactNode {
  if (!hasSource) return <PickerStatus text={pickerText.noSource()} />;
  if (state.status === 'error') {
    return (
      <PickerStatus
        text={pickerText.loadFailed()}
        detail={errorMessage(state.error)}
        action={
          <Button size="xs" variant="plain" colorPalette="brand" onClick={state.reload}>
            {pickerText.retry()}
          </Button>
        }
      />
    );
  }
  if (state.status !== 'ready') return <PickerStatus text={pickerText.loading()} />;
  return empty ? <PickerStatus text={pickerText.noMatch()} /> : null;
}
