// The buttons beside a record's list heading (PageDef.context.actions: 退出项目, 删除项目):
// each offered with its right (the record's own keys included), confirmed, sent with the list's
// fixed parameters; then the user goes where the action says (the record has left their view).
import { useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hasAuthKey, type PageContextAction, type PageDef } from '../../pages/index.ts';
import type { AuthTree } from '../../routes/types.ts';
import { ActionDialog } from '../dialogs/ActionDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';

export function ContextActions({ page, auth, env, navigate }: {
  page: PageDef; auth: AuthTree | undefined; env: ListEnvironment; navigate?(path: string): void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<PageContextAction | null>(null);
  const actions = (page.context?.actions ?? []).filter((action) => !action.auth || hasAuthKey(auth, action.auth));
  if (!actions.length) return null;
  return (
    <Flex gap="2">
      {actions.map((action) => (
        <Button key={action.id} size="xs" variant="outline" colorPalette={action.danger ? 'red' : undefined} onClick={() => setAsking(action)}>
          {t(action.label)}
        </Button>
      ))}
      {asking && (
        <ActionDialog title={t(asking.label)} alert danger={asking.danger} confirmLabel={t(asking.label)} onClose={() => setAsking(null)}
          onConfirm={async () => {
            await env.api.runAction(asking.call, { ...page.listParams, ...asking.params });
            setAsking(null);
            env.onRecordsChanged?.();
            if (asking.then) navigate?.(asking.then);
          }}>
          {t(asking.confirm)}
        </ActionDialog>
      )}
    </Flex>
  );
}
