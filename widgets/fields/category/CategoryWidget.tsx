// formType `category` (产品类别): a cascade over the data sources' `productCategoryTree()`
// ([{categoryId, name, pid, children}]). One native select per level (一级分类, 二级分类, ...): a
// choice opens the next level when the category has children; changing a level drops the levels
// below it. Any level may be the answer. The value is the engine's id path, root → chosen
// (the payload sends the last id). Read-only shows the names joined with " / ".
import { useCallback, useMemo, type ChangeEvent } from 'react';
import { Box, Button, Flex, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { normalizeValue, type RecordId } from '../../../engine/fields/index.ts';
import { controlStyle } from '../../form/controlStyle.ts';
import { useDataSources, useLoad, type ProductCategoryNode } from '../../form/dataSources.ts';
import { describedBy, hasError, labelId } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { categoryText } from './strings.ts';

interface Level {
  options: readonly ProductCategoryNode[];
  selected: RecordId | undefined;
}

/** The selects to show for a path: the roots, then the children of each chosen category. */
export function levelsFor(tree: readonly ProductCategoryNode[], path: readonly RecordId[]): Level[] {
  const levels: Level[] = [];
  let options: readonly ProductCategoryNode[] = tree;
  // Always the first level (even before the tree has loaded); a next one while the chosen has children.
  for (let depth = 0; depth === 0 || options.length > 0; depth += 1) {
    const selected = path[depth];
    levels.push({ options, selected });
    if (selected === undefined) break;
    const node = options.find((option) => String(option.categoryId) === String(selected));
    options = node?.children ?? [];
  }
  // A saved path deeper than the tree knows (a category since deleted): keep showing its ids.
  for (let depth = levels.length; depth < path.length; depth += 1) levels.push({ options: [], selected: path[depth] });
  return levels;
}

/** Names along the path, for read-only display. */
function namesFor(tree: readonly ProductCategoryNode[], path: readonly RecordId[]): string[] {
  return levelsFor(tree, path)
    .filter((level) => level.selected !== undefined)
    .map((level) => level.options.find((option) => String(option.categoryId) === String(level.selected))?.name ?? String(level.selected));
}

function CategoryWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required, registry } = props;
  const sources = useDataSources(registry);
  const tree = useLoad(sources ? 'productCategoryTree' : null, () => sources!.productCategoryTree());
  const nodes = tree.status === 'ready' ? tree.data : [];
  const path = useMemo(() => normalizeValue('category', value) as RecordId[], [value]);
  const levels = useMemo(() => levelsFor(nodes, path), [nodes, path]);

  const pick = useCallback(
    (depth: number, picked: string) => {
      const options = levels[depth]?.options ?? [];
      const node = options.find((option) => String(option.categoryId) === picked);
      const next = [...path.slice(0, depth), ...(picked === '' ? [] : [node?.categoryId ?? picked])];
      onChange(next);
    },
    [levels, path, onChange],
  );
  const invalid = hasError(props);
  const describedByIds = describedBy(props);
  const levelId = (depth: number) => (depth === 0 ? id : `${id}_${depth}`);

  const status = !sources
    ? { text: categoryText.noSource(), tone: 'muted' as const }
    : tree.status === 'loading' || tree.status === 'idle'
      ? { text: categoryText.loading(), tone: 'muted' as const }
      : tree.status === 'error'
        ? { text: categoryText.loadFailed(), tone: 'error' as const }
        : null;

  if (readonly) {
    return (
      <Input
        id={id}
        {...controlStyle}
        readOnly
        disabled={disabled}
        value={namesFor(nodes, path).join(' / ')}
        aria-labelledby={labelId(id)}
        aria-describedby={describedByIds}
        onFocus={() => onFocus(id, path)}
        onBlur={() => onBlur(id, path)}
      />
    );
  }

  return (
    <Box role="group" aria-labelledby={labelId(id)} aria-describedby={describedByIds}>
      <SimpleGrid columns={{ base: 1, sm: Math.min(Math.max(levels.length, 2), 4) }} gap="2">
        {levels.map((level, depth) => {
          const selected = level.selected === undefined ? '' : String(level.selected);
          const known = selected === '' || level.options.some((option) => String(option.categoryId) === selected);
          return (
            <NativeSelect.Root key={depth} size={controlStyle.size} colorPalette={controlStyle.colorPalette} disabled={disabled || status !== null} invalid={invalid}>
              <NativeSelect.Field
                id={levelId(depth)}
                aria-label={categoryText.level(depth + 1)}
                aria-required={(required && depth === 0) || undefined}
                aria-invalid={invalid || undefined}
                value={selected}
                color={selected === '' ? 'fg.muted' : 'fg'}
                css={{ '& option': { color: 'fg' } }}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => pick(depth, event.target.value)}
                onFocus={() => onFocus(id, path)}
                onBlur={() => onBlur(id, path)}
              >
                <option value="">{categoryText.pick()}</option>
                {known ? null : <option value={selected}>{selected}</option>}
                {level.options.map((option) => (
                  <option key={String(option.categoryId)} value={String(option.categoryId)}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        })}
      </SimpleGrid>
      {status ? (
        <Flex align="center" gap="2" mt="1" fontSize="xs" color={status.tone === 'error' ? 'fg.error' : 'fg.muted'}>
          <Text as="span" role={status.tone === 'error' ? undefined : 'status'}>
            {status.text}
          </Text>
          {tree.status === 'error' ? (
            <Button size="2xs" variant="plain" colorPalette="brand" px="0" onClick={tree.reload}>
              {categoryText.retry()}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Box>
  );
}

export default memoWidget(CategoryWidget, 'CategoryWidget');
