// formType `business_type` (商机状态组): one business type from the data sources' `businessTypes()`
// (CrmBusiness/queryBusinessStatusOptions). The value is the type's id (engine: id or null). Choosing
// another type clears the chosen stage: that is the form's linkage (engine/fields `applyLinkage`,
// rule business.type_id, never on the initial load), not this widget's.
import { useCallback, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';
import { useDataSources, useLoad } from '../../form/dataSources.ts';
import { LoadedSelect } from './LoadedSelect.tsx';
import { businessText } from './strings.ts';

const idText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function BusinessTypeWidget(props: WidgetProps) {
  const { value, onChange, options, registry } = props;
  const sources = useDataSources(registry);
  const types = useLoad(sources ? 'businessTypes' : null, () => sources!.businessTypes());
  const list = types.status === 'ready' ? types.data : [];
  const choices = useMemo(() => list.map((type) => ({ value: String(type.typeId), label: type.name })), [list]);

  // Hand back the id as the source typed it (a number stays a number).
  const pick = useCallback(
    (picked: string) => onChange(picked === '' ? options.emptyValue : (list.find((type) => String(type.typeId) === picked)?.typeId ?? picked)),
    [onChange, options.emptyValue, list],
  );

  const note = !sources
    ? businessText.noSource()
    : types.status === 'loading'
      ? businessText.loading()
      : types.status === 'error'
        ? businessText.loadFailed()
        : undefined;
  return (
    <LoadedSelect
      widget={props}
      choices={choices}
      selected={idText(value)}
      placeholder={businessText.pick()}
      note={note}
      noteTone={types.status === 'error' ? 'error' : 'muted'}
      onRetry={types.status === 'error' ? types.reload : undefined}
      retryLabel={businessText.retry()}
      onPick={pick}
    />
  );
}

export default memoWidget(BusinessTypeWidget, 'BusinessTypeWidget');
