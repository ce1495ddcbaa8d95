// The ids that tie a field's label, help text and error text to its control. The FieldTemplate
// renders those elements under these ids; each widget points its control at them. Keeping both sides
// on one helper is what fixes @rjsf/chakra-ui's label bug (stack-check G7c: its `<label for>` named
// Chakra's generated id, not the input's, so getByLabelText found nothing).
import { descriptionId, errorId, helpId, type UiSchema } from '@rjsf/utils';

export { descriptionId, errorId, helpId };

/** The label's own id, for controls that are labelled by reference (a checkbox group). */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** The counter under a textarea ("5/200"). */
export function counterId(id: string): string {
  return `${id}__counter`;
}

interface DescribedByInput {
  id: string;
  rawErrors?: readonly string[];
  hideError?: boolean;
  uiSchema?: UiSchema;
  schema?: { description?: string };
}

export function hasError(props: Pick<DescribedByInput, 'rawErrors' | 'hideError'>): boolean {
  return !props.hideError && (props.rawErrors?.length ?? 0) > 0;
}

/**
 * `aria-describedby` naming only the elements that are really rendered: rjsf's own
 * `ariaDescribedByIds` always names error, description and help, so a screen reader would look for
 * ids that are not in the page. The order is error first: it is what the user must act on.
 */
export function describedBy(props: DescribedByInput, ...extraIds: string[]): string | undefined {
  const ids: string[] = [];
  if (hasError(props)) ids.push(errorId(props.id));
  const uiDescription = props.uiSchema?.['ui:description'] ?? props.uiSchema?.['ui:options']?.description;
  if (uiDescription || props.schema?.description) ids.push(descriptionId(props.id));
  const help = props.uiSchema?.['ui:help'] ?? props.uiSchema?.['ui:options']?.help;
  if (help) ids.push(helpId(props.id));
  ids.push(...extraIds);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
