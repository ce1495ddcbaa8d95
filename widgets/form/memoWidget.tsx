// React.memo for rjsf widgets, packaged so rjsf can register the result.
//
// Why a wrapper: @rjsf/utils' getWidget() recognises memo and forwardRef components through
// react-is 18, which does not know React 19's element symbol; handed a memo object it throws
// "Unsupported widget definition: object". So the registry holds a plain function that renders the
// memoised widget.
//
// Why a comparator: StringField builds a fresh `options` object (and SchemaField a fresh
// `uiSchema`) on every render, so plain React.memo would never skip. Data props are compared by
// content (they are one field's worth: cheap); callbacks strictly by reference, never "functions
// are equal" (that is rjsf issue #4690's stale-closure bug). `registry` is kept reference-stable by
// the Form while it is deep-equal, so it is compared by reference too.
import { memo, type ComponentType } from 'react';
import { deepEquals, type Widget, type WidgetProps } from '@rjsf/utils';

const DATA_PROPS = new Set(['value', 'options', 'schema', 'uiSchema', 'rawErrors']);

export function sameWidgetProps(prev: WidgetProps, next: WidgetProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
  for (const key of keys) {
    const same = DATA_PROPS.has(key) ? deepEquals(prev[key], next[key]) : Object.is(prev[key], next[key]);
    if (!same) return false;
  }
  return true;
}

export function memoWidget(render: ComponentType<WidgetProps>, name: string): Widget {
  const Memoized = memo(render, sameWidgetProps);
  Memoized.displayName = name;
  function RegisteredWidget(props: WidgetProps) {
    return <Memoized {...props} />;
  }
  RegisteredWidget.displayName = `${name}(registered)`;
  return RegisteredWidget;
}
