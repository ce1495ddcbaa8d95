// 公众号设置 for whoever holds 工作台设置's right: the official account's AppID and AppSecret (the
// secret is never shown again, only whether it is set: empty keeps it, 清除 removes it) and each
// reminder's template ID and switch. The server checks every value and names the one at fault.
// Hand-written, as 工作台设置's other panels are: these are settings rows (admin_config), not a
// module's records with fields an admin designs, so no descriptor or compiled form applies.
import { useState } from 'react';
import { Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { saveWechatSetting, type TemplateKind, type WechatSetting, type WechatSettingForm } from '../../../server-adapter/wechatTemplates.ts';
import { toastSuccess } from '../../shell/toaster.tsx';

function formOf(setting: WechatSetting): WechatSettingForm {
  return {
    appId: setting.appId,
    appSecret: '',
    clearSecret: false,
    templates: Object.fromEntries(setting.templates.map((t) => [t.kind, { templateId: t.templateId, enabled: t.enabled === 1 }])) as WechatSettingForm['templates'],
  };
}

export function WechatSettingsForm({ setting, onSaved }: { setting: WechatSetting; onSaved(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(setting));
  const [saving, setSaving] = useState(false);
  const setTemplate = (kind: TemplateKind, patch: Partial<WechatSettingForm['templates'][TemplateKind]>) =>
    setForm((f) => ({ ...f, templates: { ...f.templates, [kind]: { ...f.templates[kind], ...patch } } }));
  const save = async () => {
    setSaving(true);
    try {
      await saveWechatSetting(form);
      toastSuccess(t('wechatTemplate.saved'));
      setForm((f) => ({ ...f, appSecret: '', clearSecret: false }));
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box as="section" aria-label={t('wechatTemplate.settings')} borderWidth="1px" borderRadius="md" bg="bg" p="4">
      <Heading as="h2" size="sm" mb="3">{t('wechatTemplate.settings')}</Heading>
      <Stack gap="3" maxW="720px">
        <Flex gap="4" wrap="wrap">
          <Field.Root flex="1" minW="260px">
            <Field.Label>{t('wechatTemplate.appId')}</Field.Label>
            <Input size="sm" value={form.appId} placeholder="wx0123456789abcdef" autoComplete="off"
              onChange={(e) => { const appId = e.currentTarget.value; setForm((f) => ({ ...f, appId })); }} />
          </Field.Root>
          <Stack flex="1" minW="260px" gap="1">
            {/* the field's label must name the input only, so 清除 sits beside the field, not in it */}
            <Field.Root>
              <Field.Label>{t('wechatTemplate.appSecret')}</Field.Label>
              <Input size="sm" type="password" autoComplete="new-password" value={form.appSecret}
                placeholder={setting.hasSecret ? t('wechatTemplate.secretKept') : t('wechatTemplate.secretHint')}
                onChange={(e) => { const appSecret = e.currentTarget.value; setForm((f) => ({ ...f, appSecret })); }} />
            </Field.Root>
            {setting.hasSecret ? (
              <Checkbox.Root size="sm" checked={form.clearSecret} onCheckedChange={(d) => setForm((f) => ({ ...f, clearSecret: d.checked === true }))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('wechatTemplate.clearSecret')}</Checkbox.Label>
              </Checkbox.Root>
            ) : null}
          </Stack>
        </Flex>
        <Table.Root size="sm" aria-label={t('wechatTemplate.templates')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('wechatTemplate.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('wechatTemplate.templateId')}</Table.ColumnHeader>
              <Table.ColumnHeader w="80px">{t('wechatTemplate.enable')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {setting.templates.map((template) => (
              <Table.Row key={template.kind}>
                <Table.Cell>{template.title}</Table.Cell>
                <Table.Cell>
                  <Input size="xs" aria-label={`${template.title} ${t('wechatTemplate.templateId')}`} value={form.templates[template.kind].templateId}
                    onChange={(e) => setTemplate(template.kind, { templateId: e.currentTarget.value })} />
                </Table.Cell>
                <Table.Cell>
                  <Checkbox.Root size="sm" checked={form.templates[template.kind].enabled}
                    onCheckedChange={(d) => setTemplate(template.kind, { enabled: d.checked === true })}>
                    <Checkbox.HiddenInput aria-label={`${t('wechatTemplate.enable')} ${template.title}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex><Button size="sm" colorPalette="brand" loading={saving} onClick={save}>{t('wechatTemplate.save')}</Button></Flex>
      </Stack>
    </Box>
  );
}
