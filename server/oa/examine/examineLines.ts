/**
 * The detail lines of an approval (oa_examine_travel): 出差's 行程明细 (business_cause) and 差旅报销's
 * 费用明细 (examine_cause). The form engine has already refused incomplete lines (`请完善明细`) and
 * long descriptions; here each line is read into columns, its times must be real and in order
 * (`差旅结束时间早于开始时间`), its amounts decimals of at most 10 integer and 2 decimal digits, and an
 * expense line's money is the sum of its four amounts, computed in decimals (engine/fields/examineTotals.ts).
 */
import { expenseItemMoney, LIMITS } from '../../../engine/fields/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { hasControlCharacters } from '../../http/controlCharacters.ts';

export const TRAVEL_TIME_ORDER = '差旅结束时间早于开始时间';

export interface TravelLine {
  start_address: string | null;
  start_time: string | null;
  end_address: string | null;
  end_time: string | null;
  traffic: string | null;
  stay: string | null;
  diet: string | null;
  other: string | null;
  money: string | null;
  vehicle: string | null;
  trip: string | null;
  duration: string | null;
  description: string | null;
  batch_id: string | null;
}

const AMOUNT = new RegExp(`^\\d{1,${LIMITS.currencyIntegerDigits}}(\\.\\d{1,${LIMITS.currencyDecimalDigits}})?$`);
const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const BATCH_ID = /^[\w-]{1,50}$/;

const AMOUNT_NAMES = { traffic: '交通费', stay: '住宿费', diet: '餐饮费', other: '其他费用', duration: '出差天数' } as const;

function cell(item: Record<string, unknown>, key: string): string {
  const value = item[key];
  return value === undefined || value === null ? '' : typeof value === 'object' ? '\u0000' : String(value).trim();
}

/** `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss` → `yyyy-MM-dd HH:mm:ss`, or null when not a real time. */
export function wireTime(text: string): string | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour = '00', minute = '00', second = '00'] = m.slice(1) as string[];
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  const realDay = date.getFullYear() === Number(year) && date.getMonth() === Number(month) - 1 && date.getDate() === Number(day);
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** The lines as stored; `kind` is the category's detail field (its name leads every message). */
export function readTravelLines(items: readonly Record<string, unknown>[], kind: { formType: 'business_cause' | 'examine_cause'; name: string }): TravelLine[] {
  const expense = kind.formType === 'examine_cause';
  return items.map((item, index) => {
    const where = `${kind.name}第${index + 1}项`;
    const text = (key: string, label: string, max: number) => {
      const value = cell(item, key);
      if (hasControlCharacters(value)) throw new BusinessError(`${where}：${label}格式有误`);
      if (Array.from(value).length > max) throw new BusinessError(`${where}：${label}不能超过${max}个字符`);
      return value === '' ? null : value;
    };
    const time = (key: string, label: string) => {
      const value = cell(item, key);
      if (value === '') return null;
      const wire = wireTime(value);
      if (!wire) throw new BusinessError(`${where}：${label}格式有误`);
      return wire;
    };
    const amount = (key: keyof typeof AMOUNT_NAMES) => {
      const value = cell(item, key);
      if (value === '') return null;
      if (!AMOUNT.test(value)) throw new BusinessError(`${where}：${AMOUNT_NAMES[key]}格式有误`);
      return value;
    };
    const startTime = time('startTime', '开始时间');
    const endTime = time('endTime', '结束时间');
    if (startTime && endTime && endTime < startTime) throw new BusinessError(TRAVEL_TIME_ORDER);
    const batchId = cell(item, 'batchId');
    if (batchId !== '' && !BATCH_ID.test(batchId)) throw new BusinessError(`${where}：附件批次格式不正确`);
    const line: TravelLine = {
      start_address: text('startAddress', '出发城市', 255), start_time: startTime,
      end_address: text('endAddress', '目的城市', 255), end_time: endTime,
      traffic: expense ? amount('traffic') : null, stay: expense ? amount('stay') : null,
      diet: expense ? amount('diet') : null, other: expense ? amount('other') : null, money: null,
      vehicle: expense ? null : text('vehicle', '交通工具', 50), trip: expense ? null : text('trip', '单程往返', 50),
      duration: expense ? null : amount('duration'),
      description: text('description', '备注', LIMITS.detailDescriptionMaxChars), batch_id: batchId === '' ? null : batchId,
    };
    if (expense) line.money = expenseItemMoney({ traffic: line.traffic, stay: line.stay, diet: line.diet, other: line.other });
    return line;
  });
}
