// The eleven preset colours as a radio group of round swatches (a project's colour, a tag's): one
// piece for every small form that picks a colour, so they look and read alike.
import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { PRESET_COLORS } from '../../fields/presetColors.ts';

export function ColorSwatches({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(color: string): void }) {
  const chosen = value.toUpperCase();
  // A saved colour outside the presets (an older tag's) stays offered, first, so keeping it is a choice too.
  const colors: readonly string[] = chosen && !(PRESET_COLORS as readonly string[]).includes(chosen) ? [chosen, ...PRESET_COLORS] : PRESET_COLORS;
  return (
    <Stack gap="1.5">
      <Text id={id} fontSize="sm" fontWeight="medium">{label}</Text>
      <Flex role="radiogroup" aria-labelledby={id} gap="2" wrap="wrap">
        {colors.map((preset) => (
          <chakra.button key={preset} type="button" role="radio" aria-checked={preset === chosen} aria-label={preset} onClick={() => onChange(preset)}
            w="7" h="7" borderRadius="full" bg={preset} borderWidth="2px" borderColor={preset === chosen ? 'fg' : 'transparent'} color="white" fontSize="sm"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}>
            {preset === chosen ? '✓' : null}
          </chakra.button>
        ))}
      </Flex>
    </Stack>
  );
}
