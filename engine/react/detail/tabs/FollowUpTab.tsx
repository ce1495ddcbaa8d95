// 跟进记录: a form to add one (content, 跟进方式 from CrmRecord/queryRecordOptions, next contact
// time, attachments in a batch, and for a customer the contacts and business it concerns), then the
// record's follow-ups newest first (<Prefix>/getRecord). The author may delete their own
// (CrmRecord/deleteFollowRecord). The text typed and not sent yet is kept per record
// (pages/session/followUpDrafts.ts): another tab, closing the drawer or a reload does not lose it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, chakra, Checkbox, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileList } from '../../../../widgets/fields/file/FileList.tsx';
import { RelatedRecordPicker } from '../../../../widgets/pickers/RelatedRecordPicker.tsx';
import { relatedLabel } from '../../../../widgets/pickers/relatedRecords.ts';
import type { RelatedRecord } from '../../../../widgets/form/dataSources.ts';
import type { FileItem } from '../../../fields/index.ts';
import type { CrmDetailApi, DetailCrmType, FollowUpRecord } from '../../../../server-adapter/crmDetail.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { FollowUpEntry } from './FollowUpEntry.tsx';
import { useEngineService } from '../../environment/index.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';
import { DatePicker } from '../../../../widgets/fields/date/DatePicker.tsx';

/** `2024-05-01T09:30` or `2024-05-01 09:30:00` (the date picker's) → `2024-05-01 09:30:00`; '' stays ''. */
export function nextTimeParam(local: string): string {
  if (!local) return '';
  const [date, time = '00:00'] = local.split(/[T ]/);
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

interface Upload {
  fileId: number | string;
  name: string;
  size: number;
  url: string;
}

export interface FollowUpTabProps {
  crmType: DetailCrmType;
  id: number;
  api: CrmDetailApi;
  version: number;
  /** The signed-in user: their own follow-ups get a delete button. */
  me?: { userId: number; realname: string };
  /** For a customer: link contacts and business of that customer. */
  customerId?: number;
  onChanged(): void;
}

export function FollowUpTab({ crmType, id, api, version, me, customerId, onChanged }: FollowUpTabProps) {
  const { t } = useTranslation();
  const load = useDetailLoad(() => api.getRecord(crmType, id, { silent: true }), [crmType, id, version]);
  const options = useDetailLoad(() => api.queryRecordOptions({ silent: true }), []);
  // Toasts and the drafts' storage are the app's (engine environment).
  const notify = useEngineService('notify');
  const drafts = useEngineService('followUpDrafts');
  const [content, setContentState] = useState(() => drafts.read(crmType, id));
  useEffect(() => setContentState(drafts.read(crmType, id)), [drafts, crmType, id]);
  const setContent = (text: string) => {
    setContentState(text);
    drafts.write(crmType, id, text);
  };
  const [category, setCategory] = useState('');
  const [nextTime, setNextTime] = useState('');
  /** 添加到日程: offered once there is a next contact time to put on the schedule. */
  const [toSchedule, setToSchedule] = useState(false);
  const [batchId, setBatchId] = useState('');
  const [files, setFiles] = useState<Upload[]>([]);
  const [contacts, setContacts] = useState<RelatedRecord[]>([]);
  const [business, setBusiness] = useState<RelatedRecord[]>([]);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<FollowUpRecord | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const categories = options.data ?? [];
  const chosenCategory = category || categories[0] || '';

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    setUploading(true);
    let batch = batchId;
    try {
      for (const file of chosen) {
        const answer = await api.uploadFile(file, file.type.startsWith('image/') ? 'img' : 'file', batch);
        batch = answer.batchId || batch;
        setBatchId(batch);
        setFiles((list) => [...list, { fileId: answer.fileId, name: answer.name || file.name, size: file.size, url: answer.url }]);
      }
    } catch {
      // shown by the request client
    } finally {
      setUploading(false);
    }
  }

  async function removeUpload(index: number) {
    const file = files[index];
    if (!file) return;
    try {
      await api.removeFile(file.fileId);
      setFiles((list) => list.filter((_, i) => i !== index));
    } catch {
      // shown by the request client
    }
  }

  async function submit() {
    if (!content.trim()) return setError(t('detail.followup.contentRequired'));
    if (!chosenCategory) return setError(t('detail.followup.categoryRequired'));
    setError('');
    setSaving(true);
    try {
      await api.addRecord(crmType, id, {
        content: content.trim(), category: chosenCategory, nextTime: nextTimeParam(nextTime), batchId, isEvent: toSchedule && nextTime ? 1 : 0,
        contactsIds: contacts.map((c) => c.contactsId).join(','), businessIds: business.map((b) => b.businessId).join(','),
      });
      setContent(''); setNextTime(''); setToSchedule(false); setBatchId(''); setFiles([]); setContacts([]); setBusiness([]);
      notify.success(t('detail.success'));
      load.reload();
      onChanged();
    } catch {
      // shown by the request client; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="5">
      <Stack as="form" gap="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" aria-label={t('detail.followup.add')}
        onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <Textarea size="sm" bg="bg" rows={3} value={content} onChange={(event) => setContent(event.currentTarget.value)}
          placeholder={t('detail.followup.placeholder')} aria-label={t('detail.followup.content')} />
        <Flex gap="3" wrap="wrap" align="center" fontSize="sm">
          <chakra.label display="flex" alignItems="center" gap="2">
            <Text as="span" color="fg.muted" whiteSpace="nowrap">{t('detail.followup.category')}</Text>
            <NativeSelect.Root size="sm" w="140px" bg="bg">
              <NativeSelect.Field value={chosenCategory} onChange={(event) => setCategory(event.currentTarget.value)}>
                {categories.length === 0 ? <option value="">{t('detail.followup.noCategory')}</option> : null}
                {categories.map((option) => <option key={option} value={option}>{option}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </chakra.label>
          <chakra.label display="flex" alignItems="center" gap="2">
            <Text as="span" color="fg.muted" whiteSpace="nowrap">{t('detail.followup.nextTime')}</Text>
            <DatePicker mode="datetime" width="190px" label={t('detail.followup.nextTime')} value={nextTime} onChange={setNextTime} />
          </chakra.label>
          {nextTime ? (
            <Checkbox.Root size="sm" colorPalette="brand" checked={toSchedule} onCheckedChange={(details) => setToSchedule(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control bg="bg" />
              <Checkbox.Label>{t('detail.followup.toSchedule')}</Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          <input ref={inputRef} type="file" multiple hidden onChange={upload} aria-label={t('detail.followup.attach')} />
          <Button size="xs" variant="outline" loading={uploading} onClick={() => inputRef.current?.click()}>{t('detail.followup.attach')}</Button>
          {crmType === 'customer' && customerId ? (
            <>
              <RelatedRecordPicker crmType="contacts" multiple selected={contacts} scope={{ customerId }} load={(query) => api.relatedRecords('contacts', query)} onConfirm={setContacts}>
                <Button size="xs" variant="outline">{t('detail.followup.contacts')}{contacts.length ? ` (${contacts.length})` : ''}</Button>
              </RelatedRecordPicker>
              <RelatedRecordPicker crmType="business" multiple selected={business} scope={{ customerId }} load={(query) => api.relatedRecords('business', query)} onConfirm={setBusiness}>
                <Button size="xs" variant="outline">{t('detail.followup.business')}{business.length ? ` (${business.length})` : ''}</Button>
              </RelatedRecordPicker>
            </>
          ) : null}
          <Box flex="1" />
          <Button size="sm" colorPalette="brand" type="submit" loading={saving}>{t('detail.followup.publish')}</Button>
        </Flex>
        {contacts.length || business.length ? (
          <Text fontSize="xs" color="fg.muted">
            {[...contacts.map((c) => relatedLabel('contacts', c)), ...business.map((b) => relatedLabel('business', b))].join('、')}
          </Text>
        ) : null}
        {files.length ? <FileList files={files as unknown as FileItem[]} images={false} disabled={uploading} onRemove={(index) => void removeUpload(index)} /> : null}
        {error ? <Text role="alert" fontSize="sm" color="red.600">{error}</Text> : null}
      </Stack>
      <TabStatus load={load} empty={(rows) => rows.length === 0}>
        {(rows) => (
          <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label={t('detail.tab.followup')}>
            {rows.map((row) => {
              const own = me !== undefined && (row.createUserId !== undefined && row.createUserId !== null ? Number(row.createUserId) === me.userId : row.realname === me.realname);
              return (
                <FollowUpEntry key={row.recordId} row={row} action={own ? (
                  <Button size="2xs" variant="ghost" colorPalette="red" aria-label={t('detail.followup.deleteOne')} onClick={() => setDeleting(row)}>{t('detail.delete')}</Button>
                ) : null} />
              );
            })}
          </Stack>
        )}
      </TabStatus>
      {deleting ? (
        <ActionDialog title={t('detail.followup.deleteOne')} danger onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.deleteFollowRecord(deleting.recordId);
            setDeleting(null);
            notify.success(t('detail.success'));
            load.reload();
            onChanged();
          }}>
          {t('detail.followup.deleteText')}
        </ActionDialog>
      ) : null}
    </Stack>
  );
}
