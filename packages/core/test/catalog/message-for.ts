import { getOperation, validateRequest, ValidationError } from '@genservice/core';

/** The service-style validation message for `input` to operation `key`, or 'valid'. */
export function messageFor(key: string, input: unknown): string {
  try {
    validateRequest(getOperation(key), input);
    return 'valid';
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as Error).message;
  }
}
