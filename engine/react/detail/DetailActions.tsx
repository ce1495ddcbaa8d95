// The header's buttons: the module's actions this user may take on this record (detailAuth
// visibleActions) and what each one asks before it runs. 编辑 is handed to the drawer (it opens the
// create view in update mode); the others call the server, then the drawer reloads.
import { moduleOf, typeNameKey } from '../../modules/catalogue.ts';

const moduleIdKey = (crmType: string): string => moduleOf(crmType).record.idKey;
import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CrmDetailApi, DetailCrmType } from '../../../server-adapter/crmDetail.ts';
import { ActionDialog } from './ActionDialog.tsx';
import type { ActionDef, ActionId } from './detailModules.ts';
import { Choice } from '../dialogs/Choice.tsx';
import { TransferDialog } from './TransferDialog.tsx';

export interface DetailActionsProps {
  crmType: DetailCrmType;
  id: number;
  record: Readonly<Record<string, unknown>>;
  actions: readonly ActionDef[];
  api: CrmDetailApi;
  onEdit(): void;
  /** After a successful action (not delete). */
  onDone(): void;
  /** After a successful delete. */
  onDeleted(): void;
}

export function DetailActions({ crmType, id, record, actions, api, onEdit, onDone, onDeleted }: DetailActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ActionId | null>(null);
  const [deal, setDeal] = useState<0 | 1>(Number(record.dealStatus) === 1 ? 1 : 0);
  const typeName = t(typeNameKey(crmType));
  const close = () => setOpen(null);
  const done = (after: () => void) => () => {
    setOpen(null);
    after();
  };

  function confirmOf(action: ActionId): { text: string; run: () => Promise<void>; deleted?: boolean } | null {
    switch (action) {
      case 'lock': return { text: t('detail.confirmText.lock'), run: () => api.lock(id, 1) };
      case 'unlock': return { text: t('detail.confirmText.unlock'), run: () => api.lock(id, 0) };
      case 'putinpool': return { text: t('detail.confirmText.putinpool'), run: () => api.putInPool(id) };
      case 'receive': return { text: t('detail.confirmText.receive'), run: () => api.receive(id) };
      case 'discard': return { text: t('detail.confirmText.discard'), run: () => api.contractDiscard(id) };
      case 'transform': return { text: t('detail.confirmText.transform'), run: () => api.transformLeads(id) };
      case 'shelve': return { text: t('detail.confirmText.shelve'), run: () => api.productStatus(id, 1) };
      case 'unshelve': return { text: t('detail.confirmText.unshelve'), run: () => api.productStatus(id, 0) };
      case 'delete': return { text: t('detail.confirmText.delete', { type: typeName }), run: () => api.deleteByIds(crmType, id), deleted: true };
      default: return null;
    }
  }

  /** A descriptor's own call (a task's 完成): sent at once, then the drawer and the list reload. */
  const [running, setRunning] = useState<string | null>(null);
  async function runCall(run: NonNullable<ActionDef['run']>) {
    setRunning(run.label);
    try {
      await api.run(run.call, { [run.idKey ?? moduleIdKey(crmType)]: id, ...run.params });
      onDone();
    } catch {
      // the request client showed the server's message
    } finally {
      setRunning(null);
    }
  }

  const current = open ? actions.find((action) => action.id === open) : undefined;
  const confirm = open ? confirmOf(open) : null;

  return (
    <>
      <Flex gap="2" wrap="wrap" role="toolbar" aria-label={t('detail.actions')}>
        {actions.map((action) => (
          <Button key={action.run?.label ?? action.id} size="sm" variant={action.id === 'edit' ? 'solid' : 'outline'} colorPalette={action.danger ? 'red' : 'brand'}
            loading={action.run !== undefined && running === action.run.label}
            onClick={() => {
              if (action.id === 'edit') onEdit();
              else if (action.run) void runCall(action.run);
              else {
                setDeal(Number(record.dealStatus) === 1 ? 1 : 0);
                setOpen(action.id);
              }
            }}>
            {t(action.run?.label ?? `detail.action.${action.id}`)}
          </Button>
        ))}
      </Flex>
      {open === 'transfer' ? (
        <TransferDialog crmType={crmType} api={api} onClose={close}
          onTransfer={async (input) => { await api.transfer(crmType, id, input); done(onDone)(); }} />
      ) : null}
      {open === 'dealStatus' ? (
        <ActionDialog title={t('detail.action.dealStatus')} onClose={close}
          onConfirm={async () => { await api.setDealStatus(id, deal); done(onDone)(); }}>
          <Stack gap="2" role="radiogroup" aria-label={t('detail.fact.dealStatus')}>
            <Text fontSize="sm" color="fg.muted">{t('detail.dealStatusHint')}</Text>
            <Flex gap="5">
              <Choice type="radio" name="dealStatus" checked={deal === 0} onChange={() => setDeal(0)} label={t('detail.dealStatus.0')} />
              <Choice type="radio" name="dealStatus" checked={deal === 1} onChange={() => setDeal(1)} label={t('detail.dealStatus.1')} />
            </Flex>
          </Stack>
        </ActionDialog>
      ) : null}
      {confirm && current ? (
        <ActionDialog title={t(`detail.action.${current.id}`)} danger={current.danger} onClose={close}
          onConfirm={async () => { await confirm.run(); done(confirm.deleted ? onDeleted : onDone)(); }}>
          {confirm.text}
        </ActionDialog>
      ) : null}
    </>
  );
}
