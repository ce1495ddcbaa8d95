// The datetime field's two spellings: the form (and the server) hold `yyyy-MM-dd HH:mm:ss`; the
// browser's datetime-local input speaks `yyyy-MM-ddTHH:mm:ss` and drops `:00` seconds
// (`yyyy-MM-ddTHH:mm`). dayjs parses both (and a bare date, as midnight) in local time, as both
// spellings are: no time zone is involved anywhere.
import dayjs from 'dayjs';

export const VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** Form value → input value. Anything unparseable shows as an empty input. */
export function toInputValue(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const parsed = dayjs(value.trim());
  return parsed.isValid() ? parsed.format(INPUT_FORMAT) : '';
}

/** Input value → form value; '' (cleared, or not fully typed yet) → undefined. */
export function fromInputValue(text: string): string | undefined {
  if (text === '') return undefined;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.format(VALUE_FORMAT) : undefined;
}
