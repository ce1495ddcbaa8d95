// One reminder kind's template as staff would receive it in WeChat: its first line, its keywords
// filled from the newest record of that kind the user sees on the workbench, and 点击查看详情. Drawn
// from real data only; with no such record it says there is nothing to preview. Part of the email
// page, which is hand-written because it shows settings, not a module's records (no descriptor
// applies: WechatTemplatePage.tsx).
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { newestOfKind, type TemplateSetting } from '../../../server-adapter/wechatTemplates.ts';

export function TemplatePreview({ template }: { template: TemplateSetting }) {
  const { t } = useTranslation();
  const newest = useSWR(['wechatTemplate/newest', template.kind], () => newestOfKind(template.kind));
  const record = newest.data;
  const values = record ? [record.title || record.content || '', record.createUser?.realname ?? '', record.createTime ?? ''] : [];
  return (
    <Box as="section" aria-label={template.title} borderWidth="1px" borderRadius="md" bg="bg" p="4">
      <Flex align="center" gap="2" mb="3">
        <Heading as="h2" size="sm">{template.title}</Heading>
        <Badge colorPalette={template.enabled ? 'green' : 'gray'}>{t(template.enabled ? 'wechatTemplate.enabled' : 'wechatTemplate.disabled')}</Badge>
        <Text fontSize="xs" color="fg.muted" ms="auto">
          {t('wechatTemplate.templateId')}：{template.templateId || t('wechatTemplate.noTemplateId')}
        </Text>
      </Flex>
      <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" p="3" fontSize="sm" aria-label={t('wechatTemplate.preview')}>
        <Text fontWeight="semibold" mb="1">{template.title}</Text>
        <Text color="fg.muted" fontSize="xs" mb="2">{t('wechatTemplate.previewNote')}</Text>
        {newest.isLoading ? <Text color="fg.muted">{t('list.state.loading')}</Text> : null}
        {newest.error ? <Text color="red.600" role="alert">{t('wechatTemplate.previewFailed')}</Text> : null}
        {!newest.isLoading && !newest.error && !record ? <Text color="fg.muted">{t('wechatTemplate.nothingToPreview')}</Text> : null}
        {record ? (
          <Stack gap="1">
            <Text>{t(`wechatTemplate.first.${template.kind}`)}</Text>
            {template.keywords.map((keyword, index) => (
              <Flex key={keyword} gap="2">
                <Text as="span" color="fg.muted" flexShrink={0}>{keyword}：</Text>
                <Text as="span" truncate>{values[index] || '—'}</Text>
              </Flex>
            ))}
            <Text color="brand.700" mt="1">{t('wechatTemplate.remark')}</Text>
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
