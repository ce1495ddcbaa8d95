// formTypes `customer`, `contacts`, `business`, `contract` (关联客户/联系人/商机/合同): the linked
// records, `[{customerId, customerName}]`, `[{contactsId, name}]`, `[{businessId, businessName}]`,
// `[{contractId, num, name}]` (the engine sends the first record's id), shown as removable chips.
// The button after them opens the related-record picker of the type: radios (one record, the
// default) or checkboxes ('ui:options'.multiple true, as the approval form's related business).
//
// Linkage (engine applyLinkage, shared through formContext): the field is disabled while its
// source is empty ('ui:options'.disabled or rjsf's disabled) and then reads 请先选择客户 ('ui:options'
// .waitsFor), and the picker lists only the records of `formContext.scopes[key]` (the business of
// the chosen customer...).
import { useCallback, useMemo, useRef, type FocusEvent } from 'react';
import { Box } from '@chakra-ui/react';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { normalizeValue, type PickedRecord } from '../../../engine/fields/index.ts';
import { useDataSources, useFormValues, type RelatedCrmType, type RelatedRecord, type RelatedRecordQuery } from '../../form/dataSources.ts';
import { describedBy, hasError, labelId } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { selectPlaceholder } from '../../form/strings.ts';
import { PickedChips } from '../../pickers/PickedChips.tsx';
import { PickerFieldButton } from '../../pickers/PickerFieldButton.tsx';
import { pickedRelated, relatedId, relatedLabel } from '../../pickers/relatedRecords.ts';
import { RelatedRecordPicker } from '../../pickers/RelatedRecordPicker.tsx';
import { CRM_TYPE_NAMES, relatedText } from '../../pickers/strings.ts';

interface RelationWidgetProps extends WidgetProps {
  crmType: RelatedCrmType;
}

function RelationWidget(props: RelationWidgetProps) {
  const { crmType, id, name, value, options, placeholder, disabled, readonly, onChange, onBlur, registry } = props;
  const sources = useDataSources(registry);
  const boxRef = useRef<HTMLDivElement>(null);
  const { scopes } = useFormValues(registry);
  const scope = scopes[name];
  const records = useMemo(() => normalizeValue(crmType, value) as PickedRecord[], [crmType, value]);
  const isDisabled = Boolean(disabled || options.disabled);
  // The parent record of a relative-mode form (a contact created inside its customer) is fixed by
  // where the form was opened: shown as the value alone, with no × and no picker to suggest otherwise.
  const isReadonly = Boolean(readonly || options.readonly || options.locked);
  const multiple = options.multiple === true;

  const commit = useCallback(
    (next: RelatedRecord[]) => onChange(next.length === 0 ? options.emptyValue : next.map((record) => pickedRelated(crmType, record))),
    [onChange, options.emptyValue, crmType],
  );
  const remove = useCallback((key: string) => commit(records.filter((record) => relatedId(crmType, record) !== key)), [commit, records, crmType]);
  const load = useMemo(
    () => (sources?.relatedRecords ? (query: RelatedRecordQuery) => sources.relatedRecords!(crmType, query) : undefined),
    [sources, crmType],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
    },
    [onBlur, id, value],
  );

  const chips = records.map((record) => ({ key: relatedId(crmType, record), label: relatedLabel(crmType, record) }));
  // Disabled by linkage until its source has a value ('ui:options'.waitsFor, the source's formType):
  // say what to choose first. Not when the whole form is disabled (a save): the source then has a
  // value, so the field has its scope.
  const waitsFor = options.waitsFor as RelatedCrmType | undefined;
  const waiting = isDisabled && waitsFor !== undefined && waitsFor in CRM_TYPE_NAMES && scope === undefined && records.length === 0;

  if (isReadonly) {
    return <PickedChips chips={chips} boxProps={{ id, role: 'group', 'aria-labelledby': labelId(id) }} />;
  }
  return (
    <Box onBlur={handleBlur}>
      <PickedChips
        boxRef={boxRef}
        chips={chips}
        placeholder={waiting ? relatedText.pickFirst(waitsFor!) : placeholder || selectPlaceholder()}
        disabled={isDisabled}
        invalid={hasError(props)}
        onRemove={remove}
        action={
          <RelatedRecordPicker anchorRef={boxRef} crmType={crmType} load={load} multiple={multiple} selected={records} scope={scope} onConfirm={commit}>
            <PickerFieldButton
              fieldId={id}
              text={relatedText.title(crmType)}
              describedBy={describedBy(props)}
              invalid={hasError(props)}
              disabled={isDisabled}
            />
          </RelatedRecordPicker>
        }
      />
    </Box>
  );
}

/** The rjsf widget of one CRM type (the registry holds one per formType). */
function relationWidget(crmType: RelatedCrmType, name: string): Widget {
  function TypedRelationWidget(props: WidgetProps) {
    return <RelationWidget {...props} crmType={crmType} />;
  }
  return memoWidget(TypedRelationWidget, name);
}

export const CustomerWidget = relationWidget('customer', 'CustomerWidget');
export const ContactsWidget = relationWidget('contacts', 'ContactsWidget');
export const BusinessWidget = relationWidget('business', 'BusinessWidget');
export const ContractWidget = relationWidget('contract', 'ContractWidget');
