// Lays out one field: label row, the widget, its error, then its description and help. No
// WrapIfAdditionalTemplate: engine schemas have no additionalProperties, and the wrapper is where
// @rjsf/chakra-ui's layout (and label) lives.
import { memo } from 'react';
import { Box } from '@chakra-ui/react';
import { getSchemaType, type FieldTemplateProps } from '@rjsf/utils';
import FieldLabel from './FieldLabel.tsx';

function isGroupSchema(schema: FieldTemplateProps['schema']): boolean {
  const type = getSchemaType(schema);
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, displayLabel, required, hidden, children, errors, help, description, rawDescription, schema } = props;

  if (hidden) return <Box display="none">{children}</Box>;

  // Objects (the form root, a section) only wrap their properties; ObjectFieldTemplate titles them.
  if (getSchemaType(schema) === 'object') {
    return (
      <Box className={props.classNames} style={props.style}>
        {children}
        {errors}
      </Box>
    );
  }

  return (
    <Box className={props.classNames} style={props.style}>
      {displayLabel && label ? <FieldLabel id={id} label={label} required={required} group={isGroupSchema(schema)} /> : null}
      {children}
      {errors}
      {rawDescription ? description : null}
      {help}
    </Box>
  );
}

export default memo(FieldTemplate);
