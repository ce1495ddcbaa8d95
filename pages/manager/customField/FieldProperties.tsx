// The right column: the selected field's properties. What may change follows the field's
// `operating` (0 edit+delete, 1 edit only, 2 delete only, 3 neither) and whether it is a system
// field (its name is an entity column's label and never changes): locked controls stay visible but
// disabled, with a line saying why, so the admin is not left guessing.
import type { ReactNode } from 'react';
import { Alert, Badge, Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  canBeUnique, canDelete, canEdit, canRename, hasOptions, isSystem, MAX_NAME_CHARS, type DesignField,
} from './designField.ts';
import type { FieldPatch } from './designerState.ts';
import { DefaultValueEditor } from './DefaultValueEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { DesignerIcon } from './designerIcons.tsx';

export const PROPERTY_IDS = {
  name: 'designer-prop-name',
  inputTips: 'designer-prop-tips',
  defaultValue: 'designer-prop-default',
  options: 'designer-prop-options',
} as const;

export interface FieldPropertiesProps {
  field: DesignField | null;
  /** Messages by property for this field (name, options, defaultValue). */
  errors: Partial<Record<'name' | 'options' | 'defaultValue', string>>;
  onChange: (patch: FieldPatch) => void;
  onDelete: () => void;
}

function lockHintKey(field: DesignField): string | null {
  if (field.operating === 3) return 'designer.hints.locked';
  if (field.operating === 2) return 'designer.hints.deleteOnly';
  if (isSystem(field)) return 'designer.hints.system';
  if (field.operating === 1) return 'designer.hints.preset';
  return null;
}

function Flag({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function FieldProperties({ field, errors, onChange, onDelete }: FieldPropertiesProps) {
  const { t } = useTranslation();
  const frame = (body: ReactNode) => (
    <Box as="section" aria-labelledby="designer-props-title" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" minW="0">
      <Heading as="h2" id="designer-props-title" size="sm" mb="3">{t('designer.props.title')}</Heading>
      {body}
    </Box>
  );
  if (!field) return frame(<Text color="fg.muted" fontSize="sm">{t('designer.props.noSelection')}</Text>);

  const editable = canEdit(field);
  const hint = lockHintKey(field);
  const nameChars = Array.from(field.name).length;

  return frame(
    <Stack gap="4">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">{t('designer.props.type')}</Text>
        <Badge colorPalette="brand" variant="subtle">{t(`designer.formTypes.${field.formType}`)}</Badge>
        {isSystem(field) && <Badge colorPalette="gray" variant="subtle">{t('designer.list.system')}</Badge>}
      </Flex>
      {hint && (
        <Alert.Root status="info" size="sm" variant="subtle" id="designer-lock-hint">
          <Alert.Indicator><DesignerIcon name="lock" size={14} /></Alert.Indicator>
          <Alert.Title fontWeight="normal">{t(hint)}</Alert.Title>
        </Alert.Root>
      )}

      <Field.Root required invalid={Boolean(errors.name)} disabled={!canRename(field)}>
        <Field.Label htmlFor={PROPERTY_IDS.name} id={`${PROPERTY_IDS.name}-label`}>{t('designer.props.name')}<Field.RequiredIndicator /></Field.Label>
        <Input
          id={PROPERTY_IDS.name}
          size="sm"
          value={field.name}
          maxLength={MAX_NAME_CHARS}
          aria-describedby={hint ? 'designer-lock-hint' : undefined}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : (
          <Field.HelperText>{t('designer.props.nameCount', { len: nameChars, max: MAX_NAME_CHARS })}</Field.HelperText>
        )}
      </Field.Root>

      <Field.Root disabled={!editable}>
        <Field.Label htmlFor={PROPERTY_IDS.inputTips} id={`${PROPERTY_IDS.inputTips}-label`}>{t('designer.props.inputTips')}</Field.Label>
        <Input id={PROPERTY_IDS.inputTips} size="sm" value={field.inputTips} maxLength={255}
          onChange={(event) => onChange({ inputTips: event.target.value })} />
      </Field.Root>

      {hasOptions(field.formType) && (
        <Field.Root required invalid={Boolean(errors.options)} disabled={!editable}>
          <Field.Label htmlFor={PROPERTY_IDS.options} id={`${PROPERTY_IDS.options}-label`}>{t('designer.props.options')}<Field.RequiredIndicator /></Field.Label>
          <OptionsEditor id={PROPERTY_IDS.options} options={field.options} disabled={!editable} invalid={Boolean(errors.options)}
            describedBy={errors.options ? 'designer-options-error' : undefined} onChange={(options) => onChange({ options })} />
          {errors.options && <Field.ErrorText id="designer-options-error">{errors.options}</Field.ErrorText>}
        </Field.Root>
      )}

      {/* Not a Field.Root: a checkbox default is several checkboxes, and Field would hand them all
          its one control id. */}
      <Stack gap="1.5" aria-disabled={!editable || undefined}>
        <chakra.label htmlFor={PROPERTY_IDS.defaultValue} id={`${PROPERTY_IDS.defaultValue}-label`} fontSize="sm" fontWeight="medium"
          opacity={editable ? 1 : 0.5}>
          {t('designer.props.defaultValue')}
        </chakra.label>
        <DefaultValueEditor id={PROPERTY_IDS.defaultValue} field={field} disabled={!editable} invalid={Boolean(errors.defaultValue)}
          describedBy={errors.defaultValue ? 'designer-default-error' : undefined} onChange={(defaultValue) => onChange({ defaultValue })} />
        {errors.defaultValue && <Text id="designer-default-error" fontSize="xs" color="fg.error">{errors.defaultValue}</Text>}
      </Stack>

      <Stack gap="2">
        <Flag label={t('designer.props.isNull')} checked={field.isNull} disabled={!editable} onChange={(isNull) => onChange({ isNull })} />
        {canBeUnique(field.formType) && (
          <Flag label={t('designer.props.isUnique')} checked={field.isUnique} disabled={!editable} onChange={(isUnique) => onChange({ isUnique })} />
        )}
      </Stack>

      <Box borderTopWidth="1px" borderColor="border.muted" pt="3">
        <Button size="sm" variant="outline" colorPalette="red" disabled={!canDelete(field)} onClick={onDelete}
          aria-describedby={canDelete(field) ? undefined : 'designer-delete-hint'}>
          <DesignerIcon name="trash" size={14} />{t('designer.props.delete')}
        </Button>
        <Text id="designer-delete-hint" fontSize="xs" color="fg.muted" mt="1.5">
          {t(canDelete(field) ? 'designer.props.deleteHint' : 'designer.props.cannotDelete')}
        </Text>
      </Box>
    </Stack>,
  );
}
