/**
 * The error tree. Every error thrown by the core is a `GenServiceError`; HTTP
 * failures are chosen by status like openai-node's. Messages never contain API
 * keys, tokens or signed URL query strings.
 */
export * from './base';
export * from './api';
export * from './domain';
