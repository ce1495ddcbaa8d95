// One id as the value (business_type, business_status): a number when it looks like one, else text.

import { isBlank, toId } from '../valueText.ts';
import type { FormTypeModule } from './types.ts';
import { scalarWire } from './valueParts.ts';

const idCell = (value: unknown): string | number => (typeof value === 'number' || typeof value === 'string' ? value : '');

export const RECORD_ID_VALUE: Pick<FormTypeModule, 'valueSchema' | 'normalize' | 'isEmpty' | 'wire'> = {
  // rjsf takes the first type (a number field); ids may also be strings on our server.
  valueSchema: () => ({ type: ['integer', 'string', 'null'] }),
  normalize: toId,
  isEmpty: isBlank,
  wire: scalarWire(idCell, toId),
};
