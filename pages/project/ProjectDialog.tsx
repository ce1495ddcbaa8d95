// 新建项目 / 编辑项目 (spec "Project create payload"): name (required, `项目名称不能为空！`), description,
// one of the eleven preset colours (the first by default), private (members only, the default) or
// public, and a private project's members (the creator is always one, the server adds them).
// Why not the engine's create view: that view draws a record module's form from its server field
// definitions (field/queryField by label); a project is no record module (no label, no custom
// fields, contract 11 defines no form call), and its five fixed inputs are this spec'd payload.
// When projects get custom fields they get a descriptor and this dialog goes.
import { useState } from 'react';
import { Box, Button, Field, Flex, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../engine/react/dialogs/ActionDialog.tsx';
import { DEFAULT_COLOR } from '../../engine/fields/presetColors.ts';
import { ColorSwatches } from '../../engine/react/dialogs/ColorSwatches.tsx';
import { refreshDynamicMenus } from '../layout/useDynamicMenus.ts';
import { createServerDataSources } from '../../server-adapter/dataSources.ts';
import { saveWork, type WorkForm } from '../../server-adapter/work.ts';
import type { MemberUser } from '../../widgets/form/dataSources.ts';
import { MemberPicker } from '../../widgets/pickers/MemberPicker.tsx';

const sources = createServerDataSources();

export function ProjectDialog({ initial, onSaved, onClose }: {
  /** The project edited (with its members); none for a new one. */
  initial?: WorkForm & { members: MemberUser[] };
  onSaved(workId: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [color, setColor] = useState(initial?.color || DEFAULT_COLOR);
  const [isOpen, setIsOpen] = useState<0 | 1>(initial?.isOpen ?? 0);
  const [members, setMembers] = useState<MemberUser[]>(initial?.members ?? []);
  const [tried, setTried] = useState(false);
  const problem = name.trim() === '' ? t('project.form.nameRequired') : undefined;

  return (
    <ActionDialog title={t(initial ? 'project.form.editTitle' : 'project.form.newTitle')} size="md" keepOnOutside onClose={onClose}
      problem={tried ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        const workId = await saveWork({
          ...(initial?.workId ? { workId: initial.workId } : {}),
          name: name.trim(), description, color, isOpen, ownerUserIds: members.map((member) => Number(member.userId)),
        });
        refreshDynamicMenus();
        onSaved(workId);
      }}>
      <Stack gap="4">
        <Field.Root required invalid={tried && Boolean(problem)}>
          <Field.Label>{t('project.form.name')}<Field.RequiredIndicator /></Field.Label>
          <Input size="sm" value={name} maxLength={50} onChange={(event) => setName(event.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('project.form.description')}</Field.Label>
          <Textarea size="sm" value={description} maxLength={1000} rows={3} onChange={(event) => setDescription(event.currentTarget.value)} />
        </Field.Root>
        <ColorSwatches id="project-color" label={t('project.form.color')} value={color} onChange={setColor} />
        <Stack gap="1.5">
          <Text id="project-open" fontSize="sm" fontWeight="medium">{t('project.form.visibility')}</Text>
          <RadioGroup.Root size="sm" value={String(isOpen)} onValueChange={(details) => setIsOpen(details.value === '1' ? 1 : 0)} aria-labelledby="project-open">
            <Flex gap="5">
              {([0, 1] as const).map((value) => (
                <RadioGroup.Item key={value} value={String(value)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`project.form.open.${value}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
          <Text fontSize="xs" color="fg.muted">{t(`project.form.openHint.${isOpen}`)}</Text>
        </Stack>
        {/* Not a Field: the picker's checkboxes would take the field's id and label (Chakra's field context). */}
        {isOpen === 0 && (
          <Stack gap="1.5" role="group" aria-labelledby="project-members">
            <Text id="project-members" fontSize="sm" fontWeight="medium">{t('project.form.members')}</Text>
            <Flex gap="2" wrap="wrap" align="center">
              {members.length === 0 && <Text fontSize="sm" color="fg.muted">{t('project.form.onlyMe')}</Text>}
              {members.map((member) => (
                <Box key={member.userId} px="2" py="0.5" bg="bg.muted" borderRadius="sm" fontSize="sm">{member.realname}</Box>
              ))}
              <MemberPicker hideDepts users={members} loadUsers={() => sources.users!({})} onConfirm={(users) => setMembers(users)}>
                <Button size="xs" variant="outline">{t('project.form.pickMembers')}</Button>
              </MemberPicker>
            </Flex>
          </Stack>
        )}
      </Stack>
    </ActionDialog>
  );
}
