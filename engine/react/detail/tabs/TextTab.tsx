// The built-in `text` tab: a record's long texts (an announcement's content; a log's 今日工作内容,
// 明日工作内容 and 遇到问题: descriptor `detail.text`, its `more` sections under their headings)
// exactly as they were typed: line breaks and spaces kept, and always as text, never as HTML (React
// escapes it; nothing here sets inner HTML).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface TextSection {
  /** i18n key of the section's heading; the only section of a record may have none. */
  label?: string;
  text: unknown;
}

function asText(text: unknown): string {
  return typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text);
}

function Body({ value }: { value: string }) {
  const { t } = useTranslation();
  if (value.trim() === '') return <Text color="fg.muted" fontSize="sm">{t('detail.textEmpty')}</Text>;
  return (
    <Text data-testid="record-text" whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm" lineHeight="tall" maxW="60rem">
      {value}
    </Text>
  );
}

export function TextTab({ sections }: { sections: readonly TextSection[] }) {
  const { t } = useTranslation();
  if (sections.length === 1 && !sections[0]!.label) return <Body value={asText(sections[0]!.text)} />;
  return (
    <Stack gap="5">
      {sections.map((section, index) => (
        <Stack key={section.label ?? index} gap="1" as="section" aria-label={section.label ? t(section.label) : undefined}>
          {section.label ? <Heading as="h3" size="xs" color="fg.muted">{t(section.label)}</Heading> : null}
          <Body value={asText(section.text)} />
        </Stack>
      ))}
    </Stack>
  );
}
