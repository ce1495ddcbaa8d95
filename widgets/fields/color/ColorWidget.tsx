// formType `color` (颜色): the field's preset colours (its 'ui:options'.setting, #RRGGBB texts) as a
// row of swatches, one radio each, so the keyboard works as in any radio group (Tab into it, arrows
// to move, Space to pick). Not required: 不设置 clears it. A stored colour that is no longer a
// preset still shows, picked, at the end of the row.
import { useMemo } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasError } from '../../form/ids.ts';
import { choiceOptions } from '../../form/uiOptions.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { colorText } from './strings.ts';

const HEX = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

function Swatch({ name, color, picked, label, disabled, onPick }: { name: string; color: string; picked: boolean; label: string; disabled: boolean; onPick(): void }) {
  return (
    <chakra.label position="relative" cursor={disabled ? 'not-allowed' : 'pointer'} title={label}>
      <chakra.input type="radio" name={name} srOnly checked={picked} disabled={disabled} aria-label={label} onChange={onPick} className="peer" />
      <Box
        w="7" h="7" borderRadius="full" bg={color} borderWidth="2px" borderColor={picked ? 'fg' : 'transparent'}
        outlineOffset="2px" _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
        display="flex" alignItems="center" justifyContent="center" color="white" fontSize="sm" aria-hidden
      >
        {picked ? '✓' : null}
      </Box>
    </chakra.label>
  );
}

function ColorWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, label, onChange, emptyValue } = props;
  const picked = typeof value === 'string' ? value : '';
  const presets = useMemo(() => {
    const list = choiceOptions({ setting: options.setting, enumOptions: options.enumOptions }).map((choice) => choice.value).filter((c) => HEX.test(c));
    return picked && !list.some((c) => c.toLowerCase() === picked.toLowerCase()) ? [...list, picked] : list;
  }, [options.setting, options.enumOptions, picked]);
  const off = Boolean(disabled || readonly);
  return (
    <Flex id={id} role="radiogroup" aria-label={label} aria-invalid={hasError(props) || undefined} aria-describedby={describedBy(props)}
      gap="2" align="center" wrap="wrap" minH="9">
      {presets.map((color, index) => (
        <Swatch key={color} name={id} color={color} picked={color.toLowerCase() === picked.toLowerCase()} disabled={off}
          label={colorText.swatch(index + 1, color)} onPick={() => onChange(color)} />
      ))}
      <chakra.label display="flex" alignItems="center" gap="1" cursor={off ? 'not-allowed' : 'pointer'} fontSize="sm" color="fg.muted">
        <chakra.input type="radio" name={id} checked={picked === ''} disabled={off} onChange={() => onChange(emptyValue ?? '')} />
        <Text as="span">{colorText.none()}</Text>
      </chakra.label>
    </Flex>
  );
}

export default memoWidget(ColorWidget, 'ColorWidget');
