// The error under a field: the first message only (one thing to fix at a time, as the original
// client shows it), red, announced as it appears. Its id is what the widget's aria-describedby names.
import { memo } from 'react';
import { Text } from '@chakra-ui/react';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from './ids.ts';

function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const first = errors?.find((error) => Boolean(error));
  if (!first) return null;
  return (
    <Text id={errorId(fieldPathId)} role="alert" color="fg.error" fontSize="xs" lineHeight="short" mt="1">
      {first}
    </Text>
  );
}

export default memo(FieldErrorTemplate);
