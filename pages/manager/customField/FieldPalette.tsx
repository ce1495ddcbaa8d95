// The palette: the form types an admin may add to this module. A click (or Enter/Space) appends the
// type at the end of the list; dragging it onto the list drops it where the line shows.
import type { DragEvent } from 'react';
import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '../../../engine/fields/index.ts';
import { DRAG_FORM_TYPE } from './dragTypes.ts';
import { DesignerIcon } from './designerIcons.tsx';

export interface FieldPaletteProps {
  formTypes: readonly FormType[];
  onAdd: (formType: FormType) => void;
  /** A read-only design: the types are shown, nothing can be added. */
  disabled?: boolean;
}

export function FieldPalette({ formTypes, onAdd, disabled = false }: FieldPaletteProps) {
  const { t } = useTranslation();
  const startDrag = (formType: FormType) => (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(DRAG_FORM_TYPE, formType);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <Box as="section" aria-labelledby="designer-palette-title" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3">
      <Heading as="h2" id="designer-palette-title" size="sm" mb="1">{t('designer.palette.title')}</Heading>
      <Text fontSize="xs" color="fg.muted" mb="3">{t('designer.palette.hint')}</Text>
      <SimpleGrid columns={2} gap="2">
        {formTypes.map((formType) => {
          const name = t(`designer.formTypes.${formType}`);
          return (
            <Button
              key={formType}
              size="xs"
              variant="outline"
              justifyContent="flex-start"
              draggable={!disabled}
              disabled={disabled}
              cursor={disabled ? 'not-allowed' : 'grab'}
              aria-label={t('designer.palette.add', { name })}
              title={t('designer.palette.add', { name })}
              onDragStart={startDrag(formType)}
              onClick={() => onAdd(formType)}
            >
              <DesignerIcon name="plus" size={12} color="brand.500" />
              {name}
            </Button>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
