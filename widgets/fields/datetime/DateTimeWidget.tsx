// formType `datetime` (日期时间): the shared DatePicker in date-time mode. The field shows
// `yyyy-MM-dd HH:mm` and takes it typed; the form holds `yyyy-MM-dd HH:mm:ss` (a stored `10:30:15`
// keeps its seconds until the time itself is edited). See date/DateWidget.tsx for the rest.
import type { WidgetProps } from '@rjsf/utils';
import { DateFieldWidget } from '../date/DateWidget.tsx';
import { memoWidget } from '../../form/memoWidget.tsx';

function DateTimeWidget(props: WidgetProps) {
  return <DateFieldWidget {...props} mode="datetime" />;
}

export default memoWidget(DateTimeWidget, 'DateTimeWidget');
