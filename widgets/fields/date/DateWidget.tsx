// formType `date` (日期): the browser's date input, whose value is already `yyyy-MM-dd`, the format
// the server sends and expects, so no conversion. `max` stops six-digit years, which the native
// input otherwise accepts.
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';

function DateWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="date" max="9999-12-31" />;
}

export default memoWidget(DateWidget, 'DateWidget');
