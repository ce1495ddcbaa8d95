// formType `number` (数字): up to 12 integer and 4 decimal digits. A text input, not
// <input type="number">: the value stays the exact text typed (a string, no float rounding, no
// spinners, no silent rejection of "1.2.3"), so the engine's rule can answer with its own message
// '数字的整数部分须少于12位，小数部分须少于4位'. inputMode brings up the numeric keypad on phones.
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';

function NumberWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="text" inputMode="decimal" autoComplete="off" />;
}

export default memoWidget(NumberWidget, 'NumberWidget');
