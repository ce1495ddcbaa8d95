// formType `email` (邮箱). A text input with the e-mail keyboard rather than type="email": the
// browser would otherwise block submit with its own bubble before the engine says '邮箱格式有误',
// and it trims the value behind the form's back.
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { memoWidget } from '../../form/memoWidget.tsx';

function EmailWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="text" inputMode="email" autoComplete="email" spellCheck={false} />;
}

export default memoWidget(EmailWidget, 'EmailWidget');
