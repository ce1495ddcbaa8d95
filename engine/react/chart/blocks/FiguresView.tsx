// Figures of an answer: `cards` (big numbers; a figure with a drill-down and a count above 0 is a
// button opening its list), `rows` (label left, value right), `inline` (a line of "label value",
// shown once the answer is there).
import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { figureViews, numberOf, type FiguresBlock } from '../../../charts/index.ts';
import type { BlockContext } from './blockContext.ts';

export function FiguresView({ block, data, ctx }: { block: FiguresBlock; data: unknown; ctx: BlockContext }) {
  const { t } = useTranslation();
  const loading = data === undefined;
  const views = figureViews(block, data, ctx.controls);

  if (block.style === 'rows') {
    return (
      <Stack gap="1" fontSize="sm" role="group" aria-label={block.label ? t(block.label) : undefined}>
        {views.map((view, index) => (
          <Flex key={index} justify="space-between"><Text color="fg.muted">{t(view.label)}</Text><Text>{view.text}</Text></Flex>
        ))}
      </Stack>
    );
  }
  if (block.style === 'inline') {
    if (loading) return null;
    return (
      <Flex gap="4" fontSize="sm" wrap="wrap" color={block.muted ? 'fg.muted' : undefined}>
        {views.map((view, index) => <Text key={index}>{t(view.label)} {view.text}</Text>)}
      </Flex>
    );
  }
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {views.map((view, index) => {
        const title = t(view.label);
        const drill = view.drill;
        const clickable = drill !== undefined && !loading && numberOf(view.value) > 0 && ctx.drill.can(drill);
        return (
          <Box key={index} borderWidth="1px" borderColor="border.muted" borderRadius="md" px="4" py="3" bg="bg.subtle">
            <Text fontSize="sm" color="fg.muted">{title}</Text>
            {clickable ? (
              <Button variant="plain" p="0" minW="0" h="auto" display="block" fontSize="2xl" fontWeight="semibold" color="brand.600"
                aria-label={`${title} ${view.text}，${t('chart.drill.open', { title })}`} onClick={() => ctx.drill.open(drill, title)}>
                {view.text}
              </Button>
            ) : (
              <Text fontSize="2xl" fontWeight="semibold" aria-label={`${title} ${loading ? '' : view.text}`}>{loading ? '…' : view.text}</Text>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
