// 新建 of a module with categories (its descriptor's `category`: office approvals' types, the
// fixture's 客户拜访 and 供应商拜访): the form's fields depend on the category, so the user picks it
// first, from the answer of the descriptor's options call; the create view then opens with it
// (CrmCreateHost). The dialog's title is the descriptor's (审批类型; else 选择<type>类型), each choice
// shows its icon when the descriptor names icons (by category id: 1-6 fixed, the rest in turn).
// No module has a screen of its own for this: the descriptor says where the choices come from.
import { useEffect, useState } from 'react';
import { Button, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ModuleCategory } from '../../../engine/modules/index.ts';
import { requestData } from '../../../server-adapter/request.ts';
import { CategoryIcon, iconOfCategory } from '../../../widgets/CategoryIcon.tsx';
import { categoryOptions, type CategoryOption } from './categoryOptions.ts';

export interface CategoryChoiceProps {
  category: ModuleCategory;
  /** The record type's name (拜访): the title says `选择拜访类型` when the descriptor names no title. */
  typeName: string;
  onChoose(option: CategoryOption): void;
  onClose(): void;
  /** The options call (stories pass in-story rows); the request client by default. */
  load?(call: string): Promise<unknown>;
}

type Options = { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: CategoryOption[] };

const requestOptions = (call: string) => requestData<unknown>(call, {});

export function CategoryChoice({ category, typeName, onChoose, onClose, load = requestOptions }: CategoryChoiceProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<Options>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // A failure is shown by the request client; the dialog says so and can be closed.
    load(category.options.call).then(
      (rows) => { if (live) setState({ status: 'ready', options: categoryOptions(rows, category) }); },
      () => { if (live) setState({ status: 'error' }); },
    );
    return () => { live = false; };
  }, [category, load]);
  const icons = category.icons;

  return (
    // Opened by a click elsewhere (新建, 快速创建): that click or the focus it leaves behind must not
    // count as an interaction outside, which would close it at once; 取消 and Esc close it.
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={icons ? 'md' : 'xs'} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{category.title ? t(category.title) : t('crm.create.category.title', { type: typeName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.status === 'loading' && <Text role="status" color="fg.muted">{t('crm.create.category.loading')}</Text>}
              {state.status === 'error' && <Text role="alert" color="fg.error">{t('crm.create.category.failed')}</Text>}
              {state.status === 'ready' && state.options.length === 0 && <Text color="fg.muted">{t('crm.create.category.none')}</Text>}
              {state.status === 'ready' && !icons && (
                <Stack gap="2">
                  {state.options.map((option) => (
                    <Button key={option.value} variant="outline" size="sm" justifyContent="flex-start" onClick={() => onChoose(option)}>
                      {option.label}
                    </Button>
                  ))}
                </Stack>
              )}
              {state.status === 'ready' && icons && (
                <Grid as="ul" listStyleType="none" m="0" p="0" templateColumns="repeat(auto-fill, minmax(140px, 1fr))" gap="3">
                  {state.options.map((option) => (
                    <li key={option.value}>
                      <Button variant="outline" w="full" h="auto" py="3" justifyContent="flex-start" gap="3" onClick={() => onChoose(option)}>
                        <CategoryIcon name={iconOfCategory(option.value, icons)} size={36} />
                        <Text as="span" truncate title={option.label}>{option.label}</Text>
                      </Button>
                    </li>
                  ))}
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>{t('crm.create.cancel')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
