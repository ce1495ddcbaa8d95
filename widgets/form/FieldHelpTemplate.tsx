// A field's help text ('ui:help'), muted, under the control.
import { memo } from 'react';
import { Text } from '@chakra-ui/react';
import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from './ids.ts';

function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text id={helpId(fieldPathId)} color="fg.muted" fontSize="xs" lineHeight="short" mt="1">
      {help}
    </Text>
  );
}

export default memo(FieldHelpTemplate);
