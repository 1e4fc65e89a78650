/**
 * The catalog tools as node operations: one per catalog entry under the
 * resource of its kind, all run by the one generic `executeCatalogOperation`, so a new
 * catalog entry is a new operation without n8n code.
 */
import { describeFields, type Operation, type OperationKind } from '@genservice/core/internal';
import type { IExecuteFunctions } from 'n8n-workflow';
import type { NodeOperation, OperationMap } from '../operation';
import { executeCatalogOperation } from './execute';
import { renderOperation } from './fields';
import { DEDUPE_KEY } from './keyed';

/** The node resource of a job kind. */
export const resourceOf = (kind: OperationKind): string =>
  kind === 'face-detection' ? 'faceDetection' : kind;

/** The node operation that runs catalog entry `op`. */
export function toolOperation(op: Operation): NodeOperation {
  const detect = op.kind === 'face-detection';
  return {
    option: {
      name: detect ? 'Detect' : op.label,
      action: op.action,
      description: op.description,
    },
    properties: [...renderOperation(op, describeFields(op)), DEDUPE_KEY],
    createsJob: true,
    catalog: op,
    async execute(this: IExecuteFunctions) {
      return await executeCatalogOperation.call(this, op.key);
    },
  };
}

/** The catalog's operations grouped by node resource. */
export function toolOperations(catalog: readonly Operation[]): Record<string, OperationMap> {
  const out: Record<string, Record<string, NodeOperation>> = {};
  for (const op of catalog) (out[resourceOf(op.kind)] ??= {})[op.key] = toolOperation(op);
  return out;
}
