/** Every create of the app: exactly one per catalog operation, keyed by `createKey`. */
import { operations } from '@genservice/core';
import { createForOperation } from './create-for-operation';

/** The creates, keyed for `App.creates`. */
export const creates = Object.fromEntries(
  operations.map((op) => {
    const create = createForOperation(op);
    return [create.key, create];
  }),
);
