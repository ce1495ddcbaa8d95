// The record drawer of the CRM lists (issue 4): a right-side drawer, about 75% wide, assembled from
// the module descriptor (detailModules.ts, tab lists from the page schema when it has them):
// header (name, key facts, the actions the user's auth tree allows), a business's stage bar, and
// a contract's or receivable's approval panel, and the tabs (基本信息, 跟进记录, related lists, 团队成员,
// 附件, 操作记录). After any change (an audit too) it toasts
// 操作成功, reloads and calls onChanged so the list behind reloads too. A record outside the user's
// data scope (queryById answers {dataAuth: 0}) shows only 暂无权限访问. The drawer also opens from
// a record's address (`/crm/customer/20001`, engine/react/list/README.md "Addresses"), so an id
// may be one the user cannot see, one that is gone, or no id at all: the server's refusal
// (该客户不存在或已被删除) shows in place of the record, without 重试, which only a call that got
// no answer is offered.
//
// The list screen opens it lazily: `lazy(() => import('engine/react/detail/RecordDetail.tsx').then(m => ({default: m.RecordDetail})))`.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Badge, Box, Button, CloseButton, Drawer, Flex, Grid, Heading, Portal, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import type { CrmType } from '../../fields/index.ts';
import { useEngineService, type CrmCreateRequest } from '../environment/index.ts';
import type { DetailCrmType, DetailRecord } from '../../../server-adapter/crmDetail.ts';
import { BusinessStageBar } from './BusinessStageBar.tsx';
import { DetailActions } from './DetailActions.tsx';
import { ExaminePanel } from './ExaminePanel.tsx';
import { canRead, hasRight, visibleActions, visibleTabs } from './detailAuth.ts';
import { useDetailEnvironment } from './detailEnvironment.tsx';
import { detailModule, moduleRight, tabDef, type FactDef, type TabId } from './detailModules.ts';
import { typeNameKey } from '../../modules/catalogue.ts';
import { moduleTabs } from './detailTabs.ts';
import { formatValue, pick, valueOf } from './formatValue.ts';
import { RecordAddressLinks } from './RecordAddressLinks.tsx';
import { relatedCreateRequest } from './relatedCreate.ts';
import { FilesTab } from './tabs/FilesTab.tsx';
import { FollowUpTab } from './tabs/FollowUpTab.tsx';
import { InfoTab } from './tabs/InfoTab.tsx';
import { LogTab } from './tabs/LogTab.tsx';
import { ProductsTab } from './tabs/ProductsTab.tsx';
import { RelatedTab } from './tabs/RelatedTab.tsx';
import { TeamTab } from './tabs/TeamTab.tsx';
import { TextTab } from './tabs/TextTab.tsx';
import { CommentsTab } from './tabs/CommentsTab.tsx';
import { ActivityTab } from './tabs/ActivityTab.tsx';
import { ChecklistTab } from './tabs/ChecklistTab.tsx';
import { useOpenCall } from './useOpenCall.ts';
import { useDetailLoad } from './useDetailLoad.ts';

export interface RecordDetailProps {
  crmType: DetailCrmType;
  id: number;
  onClose(): void;
  onChanged?(): void;
}

/** Whether an id can name a record at all (an address may carry anything). */
export function isRecordId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/** A refusal that is about rights (the permission interceptor's 无权访问, R.noAuth's 没有权限) rather than the record. */
export function isRightsRefusal(message: string): boolean {
  return /无权|没有权限/.test(message);
}

/** queryById's answer for a record outside the user's data scope. */
export function isNoDataAuth(record: DetailRecord | undefined): boolean {
  return !!record && Number(record.dataAuth) === 0 && Object.keys(record).length <= 2;
}

export function RecordDetail({ crmType, id, onClose, onChanged }: RecordDetailProps) {
  const { t } = useTranslation();
  const { api, auth, user } = useDetailEnvironment();
  // The app's toasts and create/edit view (engine environment); the view may load lazily.
  const notify = useEngineService('notify');
  const CreateHost = useEngineService('CreateHost');
  const readable = canRead(auth, crmType);
  const known = isRecordId(id);
  const record = useDetailLoad<DetailRecord>(
    () => (readable && known ? api.queryById(crmType, id, { silent: true }) : Promise.resolve({ dataAuth: 0 })),
    [crmType, id, readable, known, api],
  );
  const [version, setVersion] = useState(0);
  const [create, setCreate] = useState<CrmCreateRequest | null>(null);

  const reloadRecord = record.reload;
  /** After an action: everything reloads and the list is told. */
  const changed = useCallback(() => {
    notify.success(t('detail.success'));
    reloadRecord();
    setVersion((v) => v + 1);
    onChanged?.();
  }, [notify, onChanged, reloadRecord, t]);
  /** A tab changed something itself (and already toasted and reloaded itself). */
  const tabChanged = useCallback(() => {
    reloadRecord();
    onChanged?.();
  }, [onChanged, reloadRecord]);

  const data = record.data;
  const noPermission = !readable || isNoDataAuth(data);
  // The descriptor's call on showing a record (an announcement marked read); the list and counts follow.
  useOpenCall(api, crmType, id, record.status === 'ready' && !noPermission ? data : undefined, onChanged);

  return (
    // Only the user closes the drawer: 关闭, Esc, a click on the backdrop. Focus landing outside it
    // does not: in a modal drawer (focus trapped) that is never the user but a script, such as the
    // focus trap of a first mount of this drawer handing focus back to the list's name after React
    // re-ran the drawer's effects (StrictMode, development builds), which closed a record the
    // moment it opened (closeRecord: Back to the list).
    <Drawer.Root open placement="end" onOpenChange={(details) => !details.open && onClose()} onFocusOutside={(event) => event.preventDefault()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={{ base: '100vw', md: '75vw' }} maxW="none" aria-label={t('detail.drawerLabel', { type: t(typeNameKey(crmType)) })}>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3" zIndex="1">
              <CloseButton size="sm" aria-label={t('detail.close')} />
            </Drawer.CloseTrigger>
            <Drawer.Body p="0" display="flex" flexDirection="column">
              {!known && readable ? (
                <Flex flex="1" align="center" justify="center"><EmptyState /></Flex>
              ) : noPermission && (record.status !== 'loading' || !readable) ? (
                <Flex flex="1" align="center" justify="center"><EmptyState variant="noPermission" /></Flex>
              ) : data && !noPermission ? (
                <DetailBody crmType={crmType} id={id} record={data} loading={record.status === 'loading'} version={version}
                  onChanged={changed} onTabChanged={tabChanged} onDeleted={() => { notify.success(t('detail.success')); onChanged?.(); onClose(); }}
                  onCreate={setCreate} me={user} />
              ) : record.status === 'failed' && record.refused ? (
                <Flex flex="1" align="center" justify="center" role="alert">
                  <EmptyState variant={isRightsRefusal(record.message) ? 'noPermission' : 'noData'} text={record.message || undefined} />
                </Flex>
              ) : record.status === 'failed' ? (
                <Stack flex="1" align="center" justify="center" gap="3" role="alert">
                  <Text color="fg.muted" fontSize="sm">{record.message || t('detail.failed')}</Text>
                  <Button size="sm" variant="outline" onClick={record.reload}>{t('detail.retry')}</Button>
                </Stack>
              ) : (
                <Flex flex="1" align="center" justify="center" gap="2" color="fg.muted" fontSize="sm" role="status">
                  <Spinner size="sm" />{t('detail.loading')}
                </Flex>
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {create ? (
        <Suspense fallback={null}>
          <CreateHost request={create} onClose={() => setCreate(null)} onSaved={() => { reloadRecord(); setVersion((v) => v + 1); onChanged?.(); }} />
        </Suspense>
      ) : null}
    </Drawer.Root>
  );
}

interface DetailBodyProps {
  crmType: DetailCrmType;
  id: number;
  record: DetailRecord;
  loading: boolean;
  version: number;
  me?: { userId: number; realname: string };
  onChanged(): void;
  onTabChanged(): void;
  onDeleted(): void;
  onCreate(request: CrmCreateRequest): void;
}

function DetailBody({ crmType, id, record, loading, version, me, onChanged, onTabChanged, onDeleted, onCreate }: DetailBodyProps) {
  const { t } = useTranslation();
  const { api, auth, examineApiOf } = useDetailEnvironment();
  const module = detailModule(crmType);
  const examine = module.examine;
  const examineRecordId = examine ? Number(pick(record, [examine.recordId])) : Number.NaN;
  const tabs = useMemo(() => visibleTabs(crmType, auth, moduleTabs(crmType)), [crmType, auth]);
  const [tab, setTab] = useState<TabId>(tabs[0] ?? 'info');
  const actions = visibleActions(crmType, auth, record);
  const name = String(pick(record, module.nameFields) ?? '');
  const canEdit = hasRight(auth, moduleRight(crmType, 'update'));
  const batchId = typeof record.batchId === 'string' ? record.batchId : '';
  // A module that has a pool (the customer) names that state in its descriptor.
  const inPool = module.descriptor.detail?.states?.pool !== undefined && Number(record.isPool) === 1;

  const openCreate = (childType: CrmType) => onCreate(relatedCreateRequest(crmType, id, record, childType));
  const canCreate = (childType: CrmType) => hasRight(auth, moduleRight(childType, 'save'));

  function panel(tabId: TabId) {
    switch (tabId) {
      case 'info':
        return <InfoTab crmType={crmType} id={id} api={api} version={version} />;
      case 'followup':
        return <FollowUpTab crmType={crmType} id={id} api={api} version={version} me={me} customerId={crmType === 'customer' ? id : undefined} onChanged={onTabChanged} />;
      case 'products':
        return module.productsPath ? <ProductsTab path={module.productsPath} param={module.descriptor.record.idKey} id={id} api={api} version={version} /> : null;
      case 'team':
        return module.team ? <TeamTab crmType={crmType} id={id} api={api} version={version} canEdit={hasRight(auth, moduleRight(crmType, 'teamsave'))} onChanged={onTabChanged} /> : null;
      case 'files':
        return <FilesTab batchId={batchId} api={api} version={version} canEdit={canEdit} />;
      case 'log':
        return <LogTab crmType={crmType} id={id} api={api} version={version} />;
      case 'text': {
        const text = module.descriptor.detail?.text;
        const sections = text
          ? [{ label: text.label, text: pick(record, [text.field]) }, ...(text.more ?? []).map((more) => ({ label: more.label, text: pick(record, [more.field]) }))]
          : [{ text: undefined }];
        return <TextTab sections={sections} />;
      }
      case 'comments': {
        const comments = module.descriptor.detail?.comments;
        return comments ? <CommentsTab type={comments.type} id={id} api={api} version={version} me={me} onChanged={onTabChanged} /> : null;
      }
      case 'activity': {
        const activity = module.descriptor.detail?.activity;
        return activity ? <ActivityTab source={activity} idKey={module.descriptor.record.idKey} id={id} api={api} version={version} /> : null;
      }
      case 'checklist': {
        const checklist = module.descriptor.detail?.checklist;
        const mayChange = module.descriptor.rights === 'area' ? Number(pick(record, ['permission.isUpdate']) ?? 1) !== 0 : canEdit;
        return checklist ? <ChecklistTab checklist={checklist} idKey={module.descriptor.record.idKey} id={id} record={record} api={api} canEdit={mayChange} onChanged={onChanged} /> : null;
      }
      default: {
        const sections = module.related?.[tabId];
        return sections ? (
          <RelatedTab crmType={crmType} id={id} record={record} sections={sections} api={api} version={version}
            canCreate={canCreate} canRelate={canEdit} onCreate={openCreate} onChanged={onTabChanged} />
        ) : null;
      }
    }
  }

  return (
    <>
      <Stack gap="3" px="6" pt="5" pb="4" borderBottomWidth="1px" bg="bg.subtle" aria-busy={loading}>
        <Flex align="center" gap="3" pe="10">
          <Badge colorPalette="brand" variant="subtle">{t(typeNameKey(crmType))}</Badge>
          <Heading as="h2" size="lg" lineClamp={1} title={name}>{name || '—'}</Heading>
          {inPool ? <Badge colorPalette="orange">{t('detail.inPool')}</Badge> : null}
          <RecordAddressLinks module={crmType} id={id} />
          {loading ? <Spinner size="xs" color="fg.muted" /> : null}
        </Flex>
        <Grid as="dl" role="group" aria-label={t('detail.factsLabel')} templateColumns={`repeat(${Math.min(module.facts.length, MAX_FACTS_PER_ROW)}, minmax(0, max-content))`} columnGap="10" rowGap="1" m="0">
          {module.facts.map((fact) => (
            <Box key={fact.label} minW="0">
              <Text as="dt" fontSize="xs" color="fg.muted">{t(`detail.fact.${fact.label}`)}</Text>
              <Text as="dd" m="0" fontSize="sm" fontWeight="medium" truncate>{factText(record, fact, t) || (fact.empty ? t(fact.empty) : '—')}</Text>
            </Box>
          ))}
        </Grid>
        {actions.length ? (
          <DetailActions crmType={crmType} id={id} record={record} actions={actions} api={api}
            onEdit={() => onCreate({ crmType, action: { type: 'update', id, batchId: batchId || undefined } })} onDone={onChanged} onDeleted={onDeleted} />
        ) : null}
        {examine && examineRecordId > 0 ? (
          <ExaminePanel id={id} recordId={examineRecordId} status={pick(record, [examine.status])} statusFormat={examine.statusFormat}
            api={examineApiOf(examine)} version={version} onDone={onChanged} />
        ) : null}
        {module.stageBar ? <BusinessStageBar businessId={id} api={api} version={version} canEdit={canEdit} onDone={onChanged} /> : null}
      </Stack>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as TabId)} lazyMount unmountOnExit variant="line" colorPalette="brand"
        flex="1" display="flex" flexDirection="column" minH="0">
        <Tabs.List px="6" flexShrink={0} overflowX="auto">
          {tabs.map((tabId) => <Tabs.Trigger key={tabId} value={tabId} whiteSpace="nowrap">{t(`detail.tab.${tabDef(module, tabId)?.label ?? tabId}`)}</Tabs.Trigger>)}
        </Tabs.List>
        {tabs.map((tabId) => (
          <Tabs.Content key={tabId} value={tabId} px="6" py="4" flex="1" overflowY="auto">
            {panel(tabId)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

/** Facts beyond this many go on a second row: the drawer is as wide as four. */
const MAX_FACTS_PER_ROW = 4;

/**
 * A header fact: its first present field, or with `join` every field that has a value; a value
 * naming a choice (`choices`) as the choice's text.
 */
function factText(record: DetailRecord, fact: FactDef, t: TFunction): string {
  const text = (value: unknown): string => (fact.choices && value !== null && value !== undefined && value !== ''
    ? t(`${fact.choices}.${String(value)}`, { defaultValue: String(value) })
    : formatValue(value, fact.format));
  if (!fact.join) return text(pick(record, fact.fields));
  return fact.fields.map((field) => text(valueOf(record, field))).filter(Boolean).join('、');
}

export default RecordDetail;
