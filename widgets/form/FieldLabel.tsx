// A field's label row: the required mark, then the label. The mark sits outside the <label> so the
// label's text is exactly the field name (screen readers and getByLabelText('客户名称') see the name,
// not "*客户名称"); the input says "required" itself through aria-required.
import { memo } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { labelId } from './ids.ts';

export interface FieldLabelProps {
  /** The control's id. */
  id: string;
  label: string;
  required?: boolean;
  /**
   * The control is a group of inputs (a checkbox list): a <label for> can only name one labelable
   * element, so the text is a plain element that the group references with aria-labelledby.
   */
  group?: boolean;
}

function FieldLabel({ id, label, required, group }: FieldLabelProps) {
  return (
    <Flex align="baseline" gap="1" mb="1.5" lineHeight="short">
      {required ? (
        <Box as="span" color="fg.error" aria-hidden="true" data-required-mark="">
          *
        </Box>
      ) : null}
      <Box
        as={group ? 'span' : 'label'}
        id={labelId(id)}
        {...(group ? {} : { htmlFor: id })}
        fontSize="sm"
        fontWeight="medium"
        color="fg"
      >
        {label}
      </Box>
    </Flex>
  );
}

export default memo(FieldLabel);
