// The buttons beside a record's list heading (PageDef.context.actions: 编辑项目, 成员, 退出项目,
// 归档项目, 删除项目, 编辑标签): each offered with its right (the record's own keys included),
// confirmed or, with `inputs`, asking its values prefilled from the record, sent with the list's
// fixed parameters; then the user goes where the action says (the record has left their view) or
// the record is read again (its name may have changed). An action naming a `view` opens the
// environment's view of that name with the record instead (a project's settings). An action may be
// offered only to a user standing so in the record (`signedInUser`: 退出项目 to a member who is not
// the creator).
import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hasAuthKey, type PageContextAction, type PageContextInput, type PageDef } from '../../pages/index.ts';
import type { AuthTree } from '../../routes/types.ts';
import { ActionDialog } from '../dialogs/ActionDialog.tsx';
import { ActionInputs, type InputValues, missingInput } from '../dialogs/ActionInputs.tsx';
import type { ListEnvironment } from './listEnvironment.ts';
import { signedInUserId } from '../signedInUser.ts';

/** Whether the signed-in user stands in the record as the action asks (`signedInUser`). */
function offeredToMe(action: PageContextAction, record: Record<string, unknown>, me: string | undefined): boolean {
  const rule = action.signedInUser;
  if (!rule) return true;
  if (me === undefined) return false;
  if (rule.not && String(record[rule.not] ?? '') === me) return false;
  if (rule.in) {
    const users = record[rule.in];
    return Array.isArray(users) && users.some((user) => String((user as { userId?: unknown })?.userId ?? '') === me);
  }
  return true;
}

const initialValues = (inputs: readonly PageContextInput[], record: Record<string, unknown>): InputValues =>
  Object.fromEntries(inputs.map((input) => [input.key, record[input.key] === null || record[input.key] === undefined ? '' : String(record[input.key])]));

export function ContextActions({ page, auth, env, record, onChanged, navigate }: {
  page: PageDef; auth: AuthTree | undefined; env: ListEnvironment; record: Record<string, unknown>; onChanged(): void; navigate?(path: string): void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<PageContextAction | null>(null);
  const [values, setValues] = useState<InputValues>({});
  const views = env.contextViews ?? {};
  const me = signedInUserId();
  const actions = (page.context?.actions ?? []).filter((action) => (!action.auth || hasAuthKey(auth, action.auth))
    && (!action.view || views[action.view]) && offeredToMe(action, record, me));
  if (!actions.length) return null;
  const View = asking?.view ? views[asking.view] : undefined;
  const inputs = asking?.inputs ?? [];
  const missing = missingInput(inputs, values);
  const open = (action: PageContextAction) => {
    setValues(initialValues(action.inputs ?? [], record));
    setAsking(action);
  };
  return (
    <Flex gap="2">
      {actions.map((action) => (
        <Button key={action.id} size="xs" variant="outline" colorPalette={action.danger ? 'red' : undefined} onClick={() => open(action)}>
          {t(action.label)}
        </Button>
      ))}
      {View && (
        <View record={record} listParams={page.listParams ?? {}} onClose={() => setAsking(null)}
          onChanged={() => { setAsking(null); env.onRecordsChanged?.(); onChanged(); }} />
      )}
      {asking?.call && (
        <ActionDialog title={t(asking.label)} alert={!inputs.length} danger={asking.danger} confirmLabel={inputs.length ? undefined : t(asking.label)}
          problem={missing?.required ? t(missing.required) : undefined} onClose={() => setAsking(null)}
          onConfirm={async () => {
            const typed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
            await env.api.runAction(asking.call!, { ...page.listParams, ...asking.params, ...typed });
            setAsking(null);
            env.onRecordsChanged?.();
            if (asking.then) navigate?.(asking.then);
            else onChanged();
          }}>
          {inputs.length ? (
            <Stack gap="4">
              {asking.confirm && <Text fontSize="sm" color="fg.muted">{t(asking.confirm)}</Text>}
              <ActionInputs inputs={inputs} values={values} onChange={setValues} idPrefix="context" />
            </Stack>
          ) : t(asking.confirm ?? asking.label)}
        </ActionDialog>
      )}
    </Flex>
  );
}
