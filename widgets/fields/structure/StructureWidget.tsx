// formType `structure` (部门): the chosen departments, `[{id, name}]` (edit mode's `{deptId, name}`
// is read as `id` by the engine; the payload is the ids comma-joined), shown as removable chips.
// The button after them opens the member picker with only its 部门 tab: breadcrumb from 全部,
// drill-down, search 搜索部门名称 (forms.md 2.3).
//
// One department or several: 'ui:options'.multiple (default true). The tree comes from the data
// sources' `deptTree()`, loaded when the picker first opens.
import { useCallback, useMemo, useRef, type FocusEvent } from 'react';
import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { normalizeValue, type PickedRecord } from '../../../engine/fields/index.ts';
import { useDataSources, type DeptOption } from '../../form/dataSources.ts';
import { describedBy, hasError, labelId } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { selectPlaceholder } from '../../form/strings.ts';
import { MemberPicker } from '../../pickers/MemberPicker.tsx';
import { idText } from '../../pickers/memberSelection.ts';
import { PickedChips } from '../../pickers/PickedChips.tsx';
import { PickerFieldButton } from '../../pickers/PickerFieldButton.tsx';
import { structureText } from './strings.ts';

function deptOf(record: PickedRecord): DeptOption {
  return { id: record.id as DeptOption['id'], name: String(record.name ?? '') };
}

function StructureWidget(props: WidgetProps) {
  const { id, value, options, placeholder, disabled, readonly, onChange, onBlur, registry } = props;
  const sources = useDataSources(registry);
  const boxRef = useRef<HTMLDivElement>(null);
  const depts = useMemo(() => (normalizeValue('structure', value) as PickedRecord[]).map(deptOf), [value]);
  const isDisabled = Boolean(disabled || options.disabled);
  const isReadonly = Boolean(readonly || options.readonly);
  const multiple = options.multiple !== false;

  const commit = useCallback(
    (next: DeptOption[]) => onChange(next.length === 0 ? options.emptyValue : next.map((dept) => ({ id: dept.id, name: dept.name }))),
    [onChange, options.emptyValue],
  );
  const remove = useCallback((key: string) => commit(depts.filter((dept) => idText(dept.id) !== key)), [commit, depts]);
  const confirm = useCallback((_users: unknown, picked: DeptOption[]) => commit(picked), [commit]);
  const loadDepts = useMemo(() => (sources?.deptTree ? () => sources.deptTree!() : undefined), [sources]);
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
    },
    [onBlur, id, value],
  );

  const chips = depts.map((dept) => ({ key: idText(dept.id), label: dept.name }));

  if (isReadonly) {
    return <PickedChips chips={chips} boxProps={{ id, role: 'group', 'aria-labelledby': labelId(id) }} />;
  }
  return (
    <Box onBlur={handleBlur}>
      <PickedChips
        boxRef={boxRef}
        chips={chips}
        placeholder={placeholder || selectPlaceholder()}
        disabled={isDisabled}
        invalid={hasError(props)}
        onRemove={remove}
        action={
          <MemberPicker
            anchorRef={boxRef}
            title={structureText.title()}
            depts={depts}
            hideUsers
            loadDepts={loadDepts}
            multiple={multiple}
            deptSearchPlaceholder={structureText.search()}
            onConfirm={confirm}
          >
            <PickerFieldButton fieldId={id} text={structureText.pick()} describedBy={describedBy(props)} invalid={hasError(props)} disabled={isDisabled} />
          </MemberPicker>
        }
      />
    </Box>
  );
}

export default memoWidget(StructureWidget, 'StructureWidget');
