// 表格 / 看板: the views a list offers, as a pair of toggle buttons in the toolbar (shown only when
// the list offers more than one).
import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageView } from '../../pages/index.ts';

export function ViewSwitch({ views, view, onChange }: { views: readonly PageView[]; view: PageView; onChange(view: PageView): void }) {
  const { t } = useTranslation();
  return (
    <Group attached role="group" aria-label={t('list.board.view.label')}>
      {views.map((candidate) => (
        <Button key={candidate} size="sm" variant={candidate === view ? 'solid' : 'outline'} colorPalette={candidate === view ? 'brand' : undefined}
          aria-pressed={candidate === view} onClick={() => onChange(candidate)}>
          {t(`list.board.view.${candidate}`)}
        </Button>
      ))}
    </Group>
  );
}
