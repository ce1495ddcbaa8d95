// The middle column: the module's fields in form order. A row selects its field; rows drag to a new
// place (native HTML5 drag and drop, a line shows where it lands), palette entries drop in between,
// and 上移/下移 do the same from the keyboard, keeping the focus on the moved field's button.
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Badge, Box, Flex, Heading, IconButton, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '../../../engine/fields/index.ts';
import { isSystem, type DesignField } from './designField.ts';
import { DRAG_FIELD, isDesignerDrag, readDrag } from './dragTypes.ts';
import { DesignerIcon } from './designerIcons.tsx';

export interface FieldListProps {
  fields: readonly DesignField[];
  selected: string | null;
  /** Fields with a problem the save would report: marked in the list. */
  invalid: ReadonlySet<string>;
  onSelect: (uid: string) => void;
  onMove: (uid: string, to: number) => void;
  onAdd: (formType: FormType, index: number) => void;
  /** A read-only design: rows can be selected, not moved. */
  readOnly?: boolean;
}

type Direction = 'up' | 'down';

/** Above or below the middle of the row decides whether the drop goes before or after it. */
function dropIndexOver(event: DragEvent<HTMLElement>, index: number): number {
  const rect = event.currentTarget.getBoundingClientRect();
  return event.clientY < rect.top + rect.height / 2 ? index : index + 1;
}

export function FieldList({ fields, selected, invalid, onSelect, onMove, onAdd, readOnly = false }: FieldListProps) {
  const { t } = useTranslation();
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<{ uid: string; direction: Direction } | null>(null);

  // After a keyboard move the row's DOM node may have been re-inserted, which drops the focus.
  useLayoutEffect(() => {
    if (!refocus) return;
    const own = buttons.current.get(`${refocus.uid}:${refocus.direction}`);
    const other = buttons.current.get(`${refocus.uid}:${refocus.direction === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
    setRefocus(null);
  }, [refocus, fields]);

  function move(uid: string, index: number, direction: Direction) {
    onMove(uid, direction === 'up' ? index - 1 : index + 1);
    setRefocus({ uid, direction });
  }

  function drop(event: DragEvent<HTMLElement>, index: number) {
    const payload = readDrag(event.dataTransfer);
    event.preventDefault();
    setDropAt(null);
    setDragging(null);
    if (!payload || readOnly) return;
    if (payload.kind === 'add') {
      onAdd(payload.formType, index);
      return;
    }
    const from = fields.findIndex((field) => field.uid === payload.uid);
    if (from < 0) return;
    // Removing the row first shifts every later slot up by one.
    onMove(payload.uid, from < index ? index - 1 : index);
  }

  const over = (index: number | ((event: DragEvent<HTMLElement>) => number)) => (event: DragEvent<HTMLElement>) => {
    if (readOnly || !isDesignerDrag(event.dataTransfer)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = Array.from(event.dataTransfer.types).includes(DRAG_FIELD) ? 'move' : 'copy';
    setDropAt(typeof index === 'number' ? index : index(event));
  };

  const line = (index: number) => (dropAt === index ? <Box h="2px" bg="brand.500" borderRadius="full" my="-1px" aria-hidden="true" /> : null);

  return (
    <Box as="section" aria-labelledby="designer-list-title" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" minW="0">
      <Flex align="baseline" justify="space-between" mb="3">
        <Heading as="h2" id="designer-list-title" size="sm">{t('designer.list.title')}</Heading>
        <Text fontSize="xs" color="fg.muted">{t('designer.list.count', { n: fields.length })}</Text>
      </Flex>
      <chakra.ul
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap="1.5"
        minH="120px"
        pb="6"
        aria-labelledby="designer-list-title"
        onDragOver={over(fields.length)}
        onDrop={(event) => drop(event, dropAt ?? fields.length)}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
        }}
      >
        {fields.map((field, index) => {
          const active = field.uid === selected;
          const typeName = t(`designer.formTypes.${field.formType}`);
          const name = field.name.trim() || t('designer.list.untitled');
          return (
            <chakra.li key={field.uid} display="flex" flexDirection="column" gap="1.5" aria-label={name}>
              {line(index)}
              <Flex
                align="center"
                gap="1"
                pl="1"
                pr="1"
                py="1"
                borderWidth="1px"
                borderRadius="md"
                borderColor={active ? 'brand.500' : invalid.has(field.uid) ? 'red.400' : 'border'}
                bg={active ? 'brand.50' : 'bg'}
                opacity={dragging === field.uid ? 0.5 : 1}
                _hover={{ borderColor: active ? 'brand.500' : 'brand.300' }}
                draggable={!readOnly}
                data-field-row={field.uid}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_FIELD, field.uid);
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(field.uid);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDropAt(null);
                }}
                onDragOver={over((event) => dropIndexOver(event, index))}
                onDrop={(event) => {
                  event.stopPropagation();
                  drop(event, dropIndexOver(event, index));
                }}
              >
                <Box color="fg.subtle" cursor="grab" px="0.5" title={t('designer.list.dragHint')}>
                  <DesignerIcon name="grip" />
                </Box>
                <chakra.button
                  type="button"
                  flex="1"
                  minW="0"
                  textAlign="start"
                  display="flex"
                  alignItems="center"
                  gap="2"
                  py="1"
                  px="1"
                  borderRadius="sm"
                  cursor="pointer"
                  // Named by the field alone (what tests and screen-reader users look for); the type
                  // and the marks follow as its description.
                  aria-label={name}
                  aria-describedby={`designer-row-${field.uid}`}
                  aria-pressed={active}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                  onClick={() => onSelect(field.uid)}
                >
                  <Text as="span" truncate fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={field.name.trim() ? 'fg' : 'fg.subtle'}>
                    {name}
                  </Text>
                  <Flex as="span" id={`designer-row-${field.uid}`} align="center" gap="2" flexShrink={0}>
                    {field.isNull && <Text as="span" color="red.500" title={t('designer.list.required')}>*<VisuallyHidden>{t('designer.list.required')}</VisuallyHidden></Text>}
                    <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">{typeName}</Text>
                    {isSystem(field) && <Badge size="xs" colorPalette="gray" variant="subtle">{t('designer.list.system')}</Badge>}
                    {invalid.has(field.uid) && <Badge size="xs" colorPalette="red" variant="subtle">{t('designer.list.invalid')}</Badge>}
                  </Flex>
                </chakra.button>
                {(['up', 'down'] as const).map((direction) => (
                  <IconButton
                    key={direction}
                    ref={(element: HTMLButtonElement | null) => {
                      const key = `${field.uid}:${direction}`;
                      if (element) buttons.current.set(key, element);
                      else buttons.current.delete(key);
                    }}
                    size="2xs"
                    variant="ghost"
                    aria-label={t(direction === 'up' ? 'designer.list.moveUp' : 'designer.list.moveDown', { name })}
                    title={t(direction === 'up' ? 'designer.list.moveUpShort' : 'designer.list.moveDownShort')}
                    disabled={readOnly || (direction === 'up' ? index === 0 : index === fields.length - 1)}
                    onClick={() => move(field.uid, index, direction)}
                  >
                    <DesignerIcon name={direction} size={14} />
                  </IconButton>
                ))}
              </Flex>
            </chakra.li>
          );
        })}
        {line(fields.length)}
      </chakra.ul>
    </Box>
  );
}
