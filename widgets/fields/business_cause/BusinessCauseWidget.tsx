// formType `business_cause` (出差事项, forms.md 3.4): the trip items of a business-trip request.
// Each item card holds 交通工具 (飞机/火车/汽车/其他), 单程往返 (单程/往返), 出发城市/目的城市,
// 开始时间/结束时间 (date and time, stored `yyyy-MM-dd HH:mm:ss`), 时长（天） (the engine's decimal
// input) and 备注 (200 characters, counter). 添加事项 adds an item; each has a delete; the total of
// the days (`tripTotalDuration`, the request's read-only duration) is under the list.
// Completeness ('请完善明细', a trip of 0 days included) is the engine's rule.
import { Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { TRIP_ITEM_KEYS, tripTotalDuration, type DetailItem } from '../../../engine/fields/index.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { fromInputValue, toInputValue } from '../datetime/dateTimeValue.ts';
import { DetailItems, ItemDecimal, ItemDescription, ItemSelect, ItemText } from '../examine_cause/DetailItems.tsx';
import { TRIPS, VEHICLES, detailText } from '../examine_cause/strings.ts';

/** An empty trip item: every key the completeness rule checks, empty. */
export function newTripItem(): DetailItem {
  return { vehicle: '', trip: '', startAddress: '', endAddress: '', startTime: '', endTime: '', duration: '', description: '' };
}

function TripItem() {
  return (
    <>
      <ItemSelect field="vehicle" label={detailText.vehicle()} choices={VEHICLES} />
      <ItemSelect field="trip" label={detailText.trip()} choices={TRIPS} />
      <ItemText field="startAddress" label={detailText.startAddress()} />
      <ItemText field="endAddress" label={detailText.endAddress()} />
      <ItemText field="startTime" label={detailText.startTime()} type="datetime-local" max="9999-12-31T23:59:59" toInput={toInputValue} fromInput={fromInputValue} />
      <ItemText field="endTime" label={detailText.endTime()} type="datetime-local" max="9999-12-31T23:59:59" toInput={toInputValue} fromInput={fromInputValue} />
      <ItemDecimal field="duration" label={detailText.duration()} />
      <ItemDescription label={detailText.remark()} />
    </>
  );
}

const renderItem = () => <TripItem />;

const total = (items: readonly DetailItem[]) => (
  <Text as="span" aria-live="polite">
    {detailText.tripTotal()}：
    <Text as="span" fontWeight="semibold" color="brand.fg" fontVariantNumeric="tabular-nums">
      {tripTotalDuration(items)}
    </Text>{' '}
    {detailText.days()}
  </Text>
);

function BusinessCauseWidget(props: WidgetProps) {
  return <DetailItems widget={props} newItem={newTripItem} firstKey="vehicle" requiredKeys={TRIP_ITEM_KEYS} positiveKey="duration" renderItem={renderItem} total={total} />;
}

export default memoWidget(BusinessCauseWidget, 'BusinessCauseWidget');
