// The rjsf templates of Lingxi forms: @rjsf/chakra-ui's for what we keep (object grid, array
// lists, buttons), ours for everything about a single field.
import { generateTemplates } from '@rjsf/chakra-ui';
import type { TemplatesType } from '@rjsf/utils';
import BaseInputTemplate from './BaseInputTemplate.tsx';
import DescriptionFieldTemplate from './DescriptionFieldTemplate.tsx';
import ErrorListTemplate from './ErrorListTemplate.tsx';
import FieldErrorTemplate from './FieldErrorTemplate.tsx';
import FieldHelpTemplate from './FieldHelpTemplate.tsx';
import FieldTemplate from './FieldTemplate.tsx';

const chakraTemplates = generateTemplates();

export const lingxiTemplates: Partial<TemplatesType> = {
  ...chakraTemplates,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
};
