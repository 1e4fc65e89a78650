/** The Project resource: reading, waiting for and deleting a project by kind and ID. */
import type { OperationMap } from '../operation';
import * as remove from './delete.operation';
import * as get from './get.operation';
import * as wait from './wait.operation';

export const operations = { delete: remove, get, wait } satisfies OperationMap;
export type ProjectOperation = keyof typeof operations;
