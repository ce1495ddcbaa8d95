// 新建 of a module with categories (its descriptor's `category`, e.g. the fixture's 客户拜访 and
// 供应商拜访): the form's fields depend on the category, so the user picks it first, from the
// answer of the descriptor's options call; the create view then opens with it (CrmCreateHost).
// No module has a screen of its own for this: the descriptor says where the choices come from.
import { useEffect, useState } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ModuleCategory } from '../../../engine/modules/index.ts';
import { requestData } from '../../../server-adapter/request.ts';
import { categoryOptions, type CategoryOption } from './categoryOptions.ts';

export interface CategoryChoiceProps {
  category: ModuleCategory;
  /** The record type's name (拜访): the title says `选择拜访类型`. */
  typeName: string;
  onChoose(categoryId: number): void;
  onClose(): void;
}

type Options = { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: CategoryOption[] };

export function CategoryChoice({ category, typeName, onChoose, onClose }: CategoryChoiceProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<Options>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // A failure is shown by the request client; the dialog says so and can be closed.
    requestData<unknown>(category.options.call, {}).then(
      (rows) => { if (live) setState({ status: 'ready', options: categoryOptions(rows, category) }); },
      () => { if (live) setState({ status: 'error' }); },
    );
    return () => { live = false; };
  }, [category]);

  return (
    // Opened by a click elsewhere (新建, 快速创建): that click or the focus it leaves behind must not
    // count as an interaction outside, which would close it at once; 取消 and Esc close it.
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="xs" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('crm.create.category.title', { type: typeName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.status === 'loading' && <Text color="fg.muted">{t('crm.create.category.loading')}</Text>}
              {state.status === 'error' && <Text color="fg.error">{t('crm.create.category.failed')}</Text>}
              {state.status === 'ready' && state.options.length === 0 && <Text color="fg.muted">{t('crm.create.category.none')}</Text>}
              {state.status === 'ready' && (
                <Stack gap="2">
                  {state.options.map((option) => (
                    <Button key={option.value} variant="outline" size="sm" justifyContent="flex-start" onClick={() => onChoose(option.value)}>
                      {option.label}
                    </Button>
                  ))}
                </Stack>
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
