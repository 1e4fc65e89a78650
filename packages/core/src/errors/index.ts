/**
 * The error tree. Every error thrown by the core is a `GenServiceError`; HTTP
 * failures are chosen by status like openai-node's. Messages never contain API
 * keys, tokens or signed URL query strings; `hint` says what the user can do.
 */
export * from './base';
export * from './api';
export * from './domain';
export * from './keyed';
export { SERVICE_ERROR_CODES, type ServiceErrorCode } from './service-body';
export { hintFor, withHint, HINTS, TOP_UP_URL, API_KEYS_URL } from './hints';
