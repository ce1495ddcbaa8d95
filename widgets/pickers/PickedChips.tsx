// The chosen people, departments or records of a picker field, shown where an input would be: a
// bordered box of removable chips, followed by the button that opens the picker. Empty, it shows
// the field's placeholder. Read-only chips have no remove button; disabled ones cannot be removed.
import type { ReactNode, RefObject } from 'react';
import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import { memberText } from './strings.ts';

export interface Chip {
  key: string;
  label: string;
  /** Before the label: an avatar or initials. Decorative (the label names the chip). */
  lead?: ReactNode;
}

export interface PickedChipsProps {
  chips: readonly Chip[];
  /** Shown when there are no chips (the field's inputTips, else 请选择). */
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Absent: read-only, no remove buttons. */
  onRemove?: (key: string) => void;
  /** The picker's trigger, after the chips. */
  action?: ReactNode;
  /** The box, for the picker to be placed against. */
  boxRef?: RefObject<HTMLDivElement | null>;
  /** The box's own attributes (id, role, aria-*) when it is the labelled control (read-only). */
  boxProps?: Record<string, unknown>;
}

export function PickedChips({ chips, placeholder, disabled, invalid, onRemove, action, boxRef, boxProps }: PickedChipsProps) {
  return (
    <Flex
      ref={boxRef}
      {...boxProps}
      align="center"
      wrap="wrap"
      gap="1.5"
      minH="8"
      px="2"
      py="1"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={invalid ? 'border.error' : 'border'}
      bg={onRemove ? (disabled ? 'bg.muted' : 'bg') : 'bg.subtle'}
      opacity={disabled ? 0.8 : 1}
    >
      {chips.length === 0 && placeholder ? (
        <Text fontSize="sm" color="fg.subtle" px="1">
          {placeholder}
        </Text>
      ) : null}
      {chips.map((chip) => (
        <Flex
          key={chip.key}
          align="center"
          gap="1"
          h="7"
          ps={chip.lead ? '0' : '2.5'}
          pe={onRemove ? '0.5' : '2.5'}
          borderRadius="full"
          bg="bg.muted"
          maxW="full"
          minW="0"
          data-chip=""
        >
          {chip.lead ? (
            <Box aria-hidden="true" display="inline-flex" flexShrink={0}>
              {chip.lead}
            </Box>
          ) : null}
          <Text as="span" fontSize="sm" truncate title={chip.label}>
            {chip.label}
          </Text>
          {onRemove ? (
            <CloseButton size="2xs" variant="ghost" borderRadius="full" disabled={disabled} aria-label={memberText.remove(chip.label)} onClick={() => onRemove(chip.key)} />
          ) : null}
        </Flex>
      ))}
      {action ? <Box ms="auto">{action}</Box> : null}
    </Flex>
  );
}
