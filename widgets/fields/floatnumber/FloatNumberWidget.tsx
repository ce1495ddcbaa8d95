// formType `floatnumber` (货币): an amount, up to 10 integer and 2 decimal digits, optional sign.
// Same input as `number` (text kept as typed, see NumberWidget); a separate widget so money can
// later get its own formatting (thousands separators, 元) without touching plain numbers.
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';

function FloatNumberWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="text" inputMode="decimal" autoComplete="off" />;
}

export default memoWidget(FloatNumberWidget, 'FloatNumberWidget');
