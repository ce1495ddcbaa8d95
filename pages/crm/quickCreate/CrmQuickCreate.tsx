// 快速创建 at the top of the CRM and office sidebars: a menu of the area's record types the user may
// create (their descriptors' `form.quickCreate`), each opening the create view (a module with
// categories first asks for one: 审批 opens the 审批类型 dialog). The view (and the form engine behind it) loads only when first used,
// so the layout's bundle stays light.
import { lazy, Suspense, useState } from 'react';
import { Button, chakra, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CrmType } from '../../../engine/fields/index.ts';
import { useSession } from '../../session/sessionStore.ts';
import { crmTypeNameKey } from '../crmTypes.ts';
import type { CrmCreateRequest } from '../create/createRequest.ts';
import { quickCreateEntries } from './quickCreateEntries.ts';
import { announceRecordSaved } from '../../../engine/react/list/recordSaved.ts';
import { refreshMenuBadges } from '../../layout/useMenuBadges.ts';

const CrmCreateHost = lazy(() => import('../create/CrmCreateHost.tsx'));

function PlusIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" width="16px" height="16px" fill="none" stroke="currentColor" strokeWidth="2.2"
      strokeLinecap="round" aria-hidden="true" focusable="false" flexShrink={0}>
      <line x1="12" y1="5" x2="12" y2="19" /><line x1="5" y1="12" x2="19" y2="12" />
    </chakra.svg>
  );
}

export function CrmQuickCreate({ collapsed, labelsShown, area = 'crm' }: { collapsed: boolean; labelsShown: boolean; area?: string }) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const [request, setRequest] = useState<CrmCreateRequest | null>(null);
  const entries = quickCreateEntries(auth, area);
  if (entries.length === 0) return null;
  const label = t('crm.quickCreate.button');

  return (
    <>
      <Menu.Root positioning={{ placement: collapsed ? 'right-start' : 'bottom-start', sameWidth: !collapsed }}
        onSelect={(details) => setRequest({ crmType: details.value as CrmType, action: { type: 'save' } })}>
        <Menu.Trigger asChild>
          <Button size="sm" colorPalette="brand" mx={collapsed ? '2' : '3'} mb="2" w={collapsed ? '48px' : 'calc(100% - 24px)'}
            px={collapsed ? '0' : '3'} aria-label={collapsed ? label : undefined} title={collapsed ? label : undefined}>
            <PlusIcon />
            {labelsShown && label}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="160px" aria-label={label}>
              {entries.map((crmType) => (
                <Menu.Item key={crmType} value={crmType}>{t(crmTypeNameKey(crmType))}</Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {request && (
        <Suspense fallback={null}>
          <CrmCreateHost request={request} onClose={() => setRequest(null)} onSaved={(outcome) => { announceRecordSaved(outcome.request.crmType); refreshMenuBadges(); }} />
        </Suspense>
      )}
    </>
  );
}
