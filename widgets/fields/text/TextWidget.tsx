// formType `text` (单行文本): one line of free text.
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';

function TextWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="text" />;
}

export default memoWidget(TextWidget, 'TextWidget');
