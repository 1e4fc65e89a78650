/**
 * Core errors as n8n errors: service failures become `NodeApiError` with the
 * service's message, HTTP status and job error code; input problems become
 * `NodeOperationError` worded like the service's own validation. Every error
 * the core has advice for carries its fix hint in the description.
 */
import {
  ApiError,
  GenServiceError,
  JobCanceledError,
  JobFailedError,
  ValidationError,
  WaitTimeoutError,
  withHint,
} from '@genservice/core/internal';
import { NodeApiError, NodeOperationError, type INode, type JsonObject } from 'n8n-workflow';

/** The n8n error for anything a job step threw, tagged with the item index. */
export function toNodeError(
  node: INode,
  err: unknown,
  itemIndex: number,
): NodeApiError | NodeOperationError {
  if (err instanceof NodeApiError || err instanceof NodeOperationError) return err;
  if (err instanceof ApiError) {
    const body = (
      typeof err.body === 'object' && err.body !== null ? err.body : { message: err.message }
    ) as JsonObject;
    return new NodeApiError(node, body, {
      message: err.message,
      description: withHint(`The service answered with HTTP ${err.status}`, err.hint),
      httpCode: String(err.status),
      itemIndex,
    });
  }
  if (err instanceof JobFailedError) {
    return new NodeApiError(node, { code: err.code, message: err.serviceMessage } as JsonObject, {
      message: err.message,
      description: withHint(`Error code: ${err.code}`, err.hint),
      itemIndex,
    });
  }
  if (
    err instanceof JobCanceledError ||
    err instanceof WaitTimeoutError ||
    err instanceof ValidationError ||
    err instanceof GenServiceError
  ) {
    return new NodeOperationError(node, err.message, { itemIndex, description: err.hint });
  }
  return new NodeOperationError(node, err instanceof Error ? err : String(err), { itemIndex });
}
