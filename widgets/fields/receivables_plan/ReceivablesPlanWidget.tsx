// formType `receivables_plan` (回款期数): one plan of the contract chosen in the same form,
// `第{num}期 {money}元 {returnDate}`, from the data sources' `receivablesPlans(contractId)`. The value
// is the picked record list the engine expects (`[{planId, num, money, returnDate, returnType}]`), so
// the form's linkage can fill 回款日期, 回款方式 and 回款金额 from it (applyLinkage, rule plan_id).
//
// The contract comes from the picker scope the linkage gave this field (`formContext.scopes[key]
// .contractId`), else from the form's values (`formContext.formData[<'ui:options'.contractField,
// default contract_id>]`, a picked contract or an id). Without one the select is disabled and says
// 请先选择合同.
import { useCallback, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { normalizeValue, type PickedRecord, type RecordId } from '../../../engine/fields/index.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { useDataSources, useFormValues, useLoad, type ReceivablesPlanOption } from '../../form/dataSources.ts';
import { LoadedSelect } from '../business_type/LoadedSelect.tsx';
import { decimal, toMoney } from '../../../engine/fields/decimal.ts';
import { planText } from './strings.ts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** 第1期 50000.00元 2026-03-31 */
export function planLabel(plan: Partial<ReceivablesPlanOption> | PickedRecord): string {
  const money = text(plan.money).trim() === '' ? '' : toMoney(decimal(plan.money));
  return planText.plan(text(plan.num), money, text(plan.returnDate));
}

function contractIdOf(value: unknown): RecordId | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'object' && first !== null) {
    const id = (first as PickedRecord).contractId;
    return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
  }
  return typeof first === 'number' || (typeof first === 'string' && first !== '') ? first : null;
}

function ReceivablesPlanWidget(props: WidgetProps) {
  const { name, value, onChange, options, registry } = props;
  const sources = useDataSources(registry);
  const { formData, scopes } = useFormValues(registry);
  const contractKey = typeof options.contractField === 'string' ? options.contractField : 'contract_id';
  const contractId = scopes[name]?.contractId ?? contractIdOf(formData[contractKey]);

  const picked = useMemo(() => normalizeValue('receivables_plan', value) as PickedRecord[], [value]);
  const selected = text(picked[0]?.planId);
  const plans = useLoad(sources && contractId !== null ? `plans:${contractId}` : null, () => sources!.receivablesPlans(contractId!));
  const list = plans.status === 'ready' ? plans.data : [];
  const choices = useMemo(() => list.map((plan) => ({ value: String(plan.planId), label: planLabel(plan) })), [list]);

  const pick = useCallback(
    (planId: string) => {
      const plan = list.find((item) => String(item.planId) === planId);
      onChange(plan ? [{ ...plan }] : []);
    },
    [onChange, list],
  );

  const noContract = contractId === null;
  const note = noContract
    ? undefined
    : !sources
      ? planText.noSource()
      : plans.status === 'loading'
        ? planText.loading()
        : plans.status === 'error'
          ? planText.loadFailed()
          : plans.status === 'ready' && list.length === 0
            ? planText.none()
            : undefined;
  return (
    <LoadedSelect
      widget={props}
      choices={choices}
      selected={selected}
      selectedLabel={picked[0]?.num !== undefined ? planLabel(picked[0]) : undefined}
      placeholder={noContract ? planText.pickContractFirst() : planText.pick()}
      unavailable={noContract}
      note={note}
      noteTone={plans.status === 'error' ? 'error' : 'muted'}
      onRetry={plans.status === 'error' ? plans.reload : undefined}
      retryLabel={planText.retry()}
      onPick={pick}
    />
  );
}

export default memoWidget(ReceivablesPlanWidget, 'ReceivablesPlanWidget');
