// A form value → what the save payload (and the uniqueness check) carries for it, per
// server-contract 5.4 "Value normalisation": user/structure ids comma-joined, relations the first
// picked id, category the leaf id, checkbox comma-joined, file the batch id, dates as text. Each
// form type's encoding is in its module (formTypes/); the product grid, the map address and the
// detail items spread over payload parts of their own (payload.ts).

import { formTypeModule } from './formTypes/index.ts';
import type { FormType } from './formTypes.ts';
import type { WireScalar } from './formTypes/types.ts';

export type { WireScalar } from './formTypes/types.ts';
export type { WireMapAddress } from './formTypes/map_address.ts';
export { encodeMapAddress } from './formTypes/map_address.ts';
export { encodeProduct } from './formTypes/product.ts';

/** Scalar encoding for every form type whose value fits one payload cell. */
export function encodeScalar(formType: FormType, value: unknown): WireScalar {
  const { wire } = formTypeModule(formType);
  if (wire.kind !== 'scalar') throw new Error(`formType ${formType} has no scalar encoding`);
  return wire.encode(value);
}
