// The built-in `text` tab: a record's long text (an announcement's content, descriptor
// `detail.text`) exactly as it was typed: line breaks and spaces kept, and always as text, never
// as HTML (React escapes it; nothing here sets inner HTML).
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function TextTab({ text }: { text: unknown }) {
  const { t } = useTranslation();
  const value = typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text);
  if (value.trim() === '') return <Text color="fg.muted" fontSize="sm">{t('detail.textEmpty')}</Text>;
  return (
    <Text data-testid="record-text" whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm" lineHeight="tall" maxW="60rem">
      {value}
    </Text>
  );
}
