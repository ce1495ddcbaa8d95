// A field's description, muted under the control. Replaces @rjsf/chakra-ui's, which renders it as
// <sup> at body size. Plain text: the engine never sends markdown.
import { memo } from 'react';
import { Text } from '@chakra-ui/react';
import type { DescriptionFieldProps } from '@rjsf/utils';

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} color="fg.muted" fontSize="xs" lineHeight="short" mt="1">
      {description}
    </Text>
  );
}

export default memo(DescriptionFieldTemplate);
