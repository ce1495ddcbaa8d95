// formType `business_status` (商机阶段): a stage of the chosen business type. The type is read from
// the form's values that the host shares in `formContext.formData` (key 'ui:options'.typeField,
// default `type_id`), and its stages from the data sources' `businessTypes()`. When the host has
// applied the engine's fetch answer (`applyFetchResult` → `options.setting`, each stage with
// `value: statusId`), those options win. Without a chosen type the select is disabled and says so.
import { useCallback, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';
import { useDataSources, useFormValues, useLoad, type BusinessStage } from '../../form/dataSources.ts';
import { LoadedSelect } from './LoadedSelect.tsx';
import { businessText } from './strings.ts';

const idText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const rateText = (rate: unknown) => (rate === null || rate === undefined ? '' : String(rate));

/** The stages the host put in 'ui:options'.setting, if it did. */
function settingStages(setting: unknown): BusinessStage[] | null {
  if (!Array.isArray(setting) || setting.length === 0) return null;
  const stages = setting.filter((stage): stage is BusinessStage => typeof stage === 'object' && stage !== null && 'statusId' in stage);
  return stages.length > 0 ? stages : null;
}

function BusinessStatusWidget(props: WidgetProps) {
  const { value, onChange, options, registry } = props;
  const sources = useDataSources(registry);
  const { formData } = useFormValues(registry);
  const typeKey = typeof options.typeField === 'string' ? options.typeField : 'type_id';
  const typeId = idText(formData[typeKey]);
  const fromSetting = settingStages(options.setting);

  const types = useLoad(sources && !fromSetting ? 'businessTypes' : null, () => sources!.businessTypes());
  const stages = useMemo<BusinessStage[]>(() => {
    if (fromSetting) return fromSetting;
    if (types.status !== 'ready' || typeId === '') return [];
    return types.data.find((type) => String(type.typeId) === typeId)?.statusList ?? [];
  }, [fromSetting, types, typeId]);
  const choices = useMemo(
    () => stages.map((stage) => ({ value: String(stage.statusId), label: businessText.stage(stage.name, rateText(stage.rate)) })),
    [stages],
  );

  const pick = useCallback(
    (picked: string) => onChange(picked === '' ? options.emptyValue : (stages.find((stage) => String(stage.statusId) === picked)?.statusId ?? picked)),
    [onChange, options.emptyValue, stages],
  );

  const noType = typeId === '' && !fromSetting;
  const note = noType
    ? businessText.pickTypeFirst()
    : !sources && !fromSetting
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
      placeholder={noType ? businessText.pickTypeFirst() : businessText.pick()}
      unavailable={noType}
      note={noType ? undefined : note}
      noteTone={types.status === 'error' ? 'error' : 'muted'}
      onRetry={types.status === 'error' ? types.reload : undefined}
      retryLabel={businessText.retry()}
      onPick={pick}
    />
  );
}

export default memoWidget(BusinessStatusWidget, 'BusinessStatusWidget');
