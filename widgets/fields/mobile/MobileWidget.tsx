// formType `mobile` (手机): a phone number. type="tel" gives the phone keypad and has no browser
// validation of its own, so the engine's '手机格式有误' is the only message.
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';

function MobileWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}

export default memoWidget(MobileWidget, 'MobileWidget');
