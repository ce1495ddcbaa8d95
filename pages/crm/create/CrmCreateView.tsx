// The CRM create/edit view (forms.md 2.2): a full-screen overlay titled 新建/编辑 + the type name,
// the 基本信息 section drawn by SchemaForm from the module's live field definitions in two columns,
// the approval section of contract and receivables (ApprovalSection.tsx: the flow's levels or the
// required approver), and the buttons of createButtons.ts. Once the user has changed a field,
// closing (取消, ×, Esc), reloading the tab or the browser's back button ask before the input is lost.
// An edit refused because a colleague saved the record meanwhile offers to load the latest version
// and keep the user's changes (ConflictNotice), so the user never has to choose between the two.
// A module's form may have sections of its own, all from its descriptor (office approvals): its
// category in the title (新建差旅报销, forms.md 2.1), 图片 and 附件 (`form.attachments`), 关联业务
// (`form.relations`) and the approval section of its own flow (`form.flow`). An edit of such a
// module reads its record first (useFormRecord): the sections start from it.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Heading, HStack, Portal, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../engine/react/form/index.ts';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { ConfirmDialog } from '../../shell/ConfirmDialog.tsx';
import { ConflictNotice } from '../../shell/ConflictNotice.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { useLeaveGuard } from '../../shell/useLeaveGuard.ts';
import { crmTypeNameKey } from '../crmTypes.ts';
import { approvalTitleKey } from './approvalRules.ts';
import { APPROVER_ID, ApprovalSection } from './ApprovalSection.tsx';
import type { CrmCreateRequest } from './createRequest.ts';
import { createButtons } from './createButtons.ts';
import { useApproval } from './useApproval.ts';
import { useCrmCreateForm, type SaveOutcome } from './useCrmCreateForm.ts';
import { findModule } from '../../../engine/modules/catalogue.ts';
import { AttachmentsSection, type AttachmentsValue } from './AttachmentsSection.tsx';
import { RelationsSection } from './RelationsSection.tsx';
import type { RelationsValue } from './relations.ts';
import { useFormRecord, type FormRecord } from './useFormRecord.ts';

export interface CrmCreateViewProps {
  request: CrmCreateRequest;
  onClose(): void;
  /** After a successful save (the success message is already shown). `outcome.next` asks to open another form. */
  onSaved(outcome: SaveOutcome): void;
}

const FORM_ID = 'crm-create-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" fontWeight="semibold" borderLeftWidth="3px" borderColor="brand.500" pl="2" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function CrmCreateView(props: CrmCreateViewProps) {
  const record = useFormRecord(props.request);
  if (record.status !== 'ready') return <FormRecordPending {...props} record={record} />;
  return <CreateViewBody {...props} record={record} />;
}

/** The view while an edited record is read for the form's own sections (or when that failed). */
function FormRecordPending({ request, onClose, record }: CrmCreateViewProps & { record: FormRecord }) {
  const { t } = useTranslation();
  const typeName = t(crmTypeNameKey(request.crmType));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false} size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="1000px" mx="auto" data-testid="crm-create-view">
            <Dialog.Header borderBottomWidth="1px" py="3">
              <Dialog.Title fontSize="lg">{t(request.action.type === 'update' ? 'crm.create.titleUpdate' : 'crm.create.titleSave', { type: typeName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2.5" insetEnd="3"><CloseButton size="sm" aria-label={t('crm.create.close')} /></Dialog.CloseTrigger>
            <Dialog.Body py="10">
              {record.status === 'failed' ? (
                <Stack role="alert" align="center" gap="3">
                  <Text color="fg.error">{t('crm.create.loadFailed')}</Text>
                  <Button size="sm" variant="outline" onClick={record.retry}>{t('crm.create.retry')}</Button>
                </Stack>
              ) : (
                <HStack role="status" gap="2" color="fg.muted" justify="center"><Spinner size="sm" /><Text>{t('crm.create.loading')}</Text></HStack>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CreateViewBody({ request, onClose, onSaved, record }: CrmCreateViewProps & { record: Extract<FormRecord, { status: 'ready' }> }) {
  const { t } = useTranslation();
  const module = findModule(request.crmType);
  const [relations, setRelations] = useState<RelationsValue>(record.relations);
  const [attachments, setAttachments] = useState<AttachmentsValue>(record.attachments);
  const category = record.category;
  const form = useCrmCreateForm(request, {
    examineType: category?.kind,
    sections: () => ({ relations, batchId: attachments.batchId, categoryId: category?.id }),
  });
  const approval = useApproval(request, category?.id);
  const { fields, mode, saving } = form;
  const dataSources = useMemo(() => createServerDataSources(), []);
  const batchId = request.action.type === 'update' ? request.action.batchId : undefined;
  const formContext = useMemo(() => ({ dataSources, batchId }), [dataSources, batchId]);
  const columns = useBreakpointValue({ base: 1, md: 2 }) ?? 2;
  // Changed by the user (a field's own change; linkage and loading write the store without it).
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  const { onFieldChange } = form;
  const onUserChange = useCallback<typeof onFieldChange>((key, value, store, previous) => {
    setDirty(true);
    onFieldChange(key, value, store, previous);
  }, [onFieldChange]);
  const close = () => leave.requestClose(onClose);
  // The approver picker's button (ApprovalSection's id) when the section refuses a submit.
  const focusApprover = () => {
    const button = document.getElementById(APPROVER_ID);
    if (!button) return false;
    button.closest('section')?.scrollIntoView?.({ block: 'nearest' });
    button.focus({ preventScroll: true });
    return document.activeElement === button;
  };

  const typeName = t(crmTypeNameKey(request.crmType));
  // A record of a category is titled with the category (新建差旅报销), else with its type (新建客户).
  const title = t(mode === 'update' ? 'crm.create.titleUpdate' : 'crm.create.titleSave', { type: category?.title || typeName });
  const changeRelations = (next: RelationsValue) => { setDirty(true); setRelations(next); };
  const changeAttachments = (next: AttachmentsValue) => { setDirty(true); setAttachments(next); };
  const buttons = createButtons(request.crmType, mode);
  const ready = fields.status === 'ready' ? fields : null;
  const { conflict } = form;
  const loadingLatest = conflict.state === 'loading';
  const rebased = conflict.state === 'merged' ? conflict.outcome : undefined;

  async function press(intent: (typeof buttons)[number]['intent']) {
    // Both verdicts show at once: the form's field errors and the approval section's.
    const approvalValid = approval.validate(intent);
    const blocker = approvalValid ? undefined : { label: t('crm.create.approver'), focus: focusApprover };
    const outcome = await form.save(intent, { blocked: !approvalValid, blocker, checkUserId: approval.checkUserId(intent) });
    if (!outcome) return;
    toastSuccess(t(mode === 'update' ? 'crm.create.edited' : 'crm.create.added'));
    onSaved(outcome);
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !saving && close()} placement="center" scrollBehavior="inside"
      // Esc closes like ×: through the leave guard, which asks first once something was typed.
      closeOnInteractOutside={false} size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="1000px" mx="auto" data-testid="crm-create-view">
            <Dialog.Header borderBottomWidth="1px" py="3">
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2.5" insetEnd="3">
              <CloseButton size="sm" aria-label={t('crm.create.close')} disabled={saving !== null} />
            </Dialog.CloseTrigger>
            <Dialog.Body py="5">
              <Stack gap="8">
                <Section title={t('crm.create.basicInfo')}>
                  {fields.status === 'loading' && (
                    <HStack role="status" gap="2" color="fg.muted" py="10" justify="center">
                      <Spinner size="sm" />
                      <Text>{t('crm.create.loading')}</Text>
                    </HStack>
                  )}
                  {fields.status === 'error' && (
                    <Stack role="alert" align="center" py="10" gap="3">
                      <Text color="fg.error">{t('crm.create.loadFailed')}</Text>
                      <Button size="sm" variant="outline" onClick={fields.reload}>{t('crm.create.retry')}</Button>
                    </Stack>
                  )}
                  {ready && (
                    <>
                      {ready.revision > 0 && (
                        <Text role="status" fontSize="sm" color="fg.muted" bg="bg.subtle" px="3" py="2" mb="4" borderRadius="md">
                          {t('crm.create.fieldsUpdated')}
                        </Text>
                      )}
                      <ConflictNotice state={conflict.state} disabled={saving !== null} onLoadLatest={() => void form.loadLatest()}
                        refusedText={t('crm.create.conflict.refused', { type: typeName })} loadLabel={t('crm.create.conflict.loadLatest')}
                        mergedTitle={t('crm.create.conflict.rebased')}
                        mergedLines={[
                          rebased?.theirs.length ? t('crm.create.conflict.theirs', { fields: rebased.theirs.join('、') }) : '',
                          rebased?.both.length ? t('crm.create.conflict.both', { fields: rebased.both.join('、') }) : '',
                        ]}
                        mergedNeedsCare={Boolean(rebased?.both.length)} />
                      <SchemaForm
                        id={FORM_ID}
                        compiled={ready.compiled}
                        store={ready.store}
                        formContext={formContext}
                        extraErrors={form.unique.errors}
                        // Uniqueness blocks in save(), which asks again where the last check never got an answer.
                        extraErrorsBlockSubmit={false}
                        formRef={form.formRef}
                        columns={columns}
                        disabled={saving !== null}
                        onFieldChange={onUserChange}
                        onFieldBlur={form.onFieldBlur}
                      />
                    </>
                  )}
                </Section>
                {module?.form?.attachments && (
                  <Section title={t('crm.create.attachments.title')}>
                    <AttachmentsSection value={attachments} onChange={changeAttachments} sources={dataSources} disabled={saving !== null} />
                  </Section>
                )}
                {module?.form?.relations && (
                  <Section title={t('crm.create.relations.title')}>
                    <RelationsSection relations={module.form.relations} value={relations} onChange={changeRelations} disabled={saving !== null}
                      load={(type, query) => dataSources.relatedRecords(type, query)} />
                  </Section>
                )}
                {approval.enabled && (
                  <Section title={t(approvalTitleKey(approval.load))}>
                    <ApprovalSection approval={approval} disabled={saving !== null} />
                  </Section>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3">
              <Flex gap="3" justify="flex-end" w="full">
                <Button variant="outline" size="sm" onClick={close} disabled={saving !== null}>{t('crm.create.cancel')}</Button>
                {buttons.map((button) => (
                  <Button key={button.intent} size="sm" colorPalette="brand" variant={button.primary ? 'solid' : 'outline'}
                    loading={saving === button.intent} disabled={!ready || loadingLatest || (saving !== null && saving !== button.intent)}
                    onClick={() => void press(button.intent)}>
                    {t(button.labelKey)}
                  </Button>
                ))}
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog open={leave.pending !== null} confirmText={t('shell.leave.confirm')} onConfirm={leave.confirmLeave} onCancel={leave.cancelLeave}>
        <Text>{t('shell.leave.text')}</Text>
      </ConfirmDialog>
    </Dialog.Root>
  );
}
