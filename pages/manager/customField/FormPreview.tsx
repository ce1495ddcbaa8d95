// 预览: the module's create form as it will look with the unsaved design, compiled and drawn by
// the same engine and runtime as the real form (compileFields + SchemaForm). It follows the edits
// through useDeferredValue, so typing a name stays quick while the form catches up. Pickers answer
// from sample data; nothing here reads or writes records.
import { useDeferredValue, useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { compileFields, type CompiledForm, type CrmType } from '../../../engine/fields/index.ts';
import { SchemaForm } from '../../../engine/react/form/index.ts';
import { AppFormTheme } from '../../shell/AppFormTheme.tsx';
import type { DesignField } from './designField.ts';
import { previewDefinitions } from './previewDefinitions.ts';
import { previewDataSources } from './previewSamples.ts';

export interface FormPreviewProps {
  fields: readonly DesignField[];
  /** The CRM create form the fields make; none for OA approval forms. */
  crmType?: CrmType;
}

type Compiled = { compiled: CompiledForm; error?: undefined } | { compiled?: undefined; error: string };

export function FormPreview({ fields, crmType }: FormPreviewProps) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(fields);
  const untitled = t('designer.list.untitled');
  const result: Compiled = useMemo(() => {
    try {
      return { compiled: compileFields(previewDefinitions(deferred, untitled), { mode: 'save', crmType }) };
    } catch (error) {
      // A design the engine cannot compile must not take the designer down with it.
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [deferred, untitled, crmType]);
  const formContext = useMemo(() => ({ dataSources: previewDataSources() }), []);

  return (
    <Box as="section" aria-labelledby="designer-preview-title" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" minW="0">
      <Heading as="h2" id="designer-preview-title" size="sm" mb="1">{t('designer.preview.title')}</Heading>
      <Text fontSize="xs" color="fg.muted" mb="3">{t('designer.preview.hint')}</Text>
      {result.compiled ? (
        <AppFormTheme>
          <SchemaForm compiled={result.compiled} formContext={formContext} id="designer-preview-form" />
        </AppFormTheme>
      ) : (
        <Text color="red.600" fontSize="sm" role="alert">{t('designer.preview.failed', { message: result.error })}</Text>
      )}
    </Box>
  );
}
