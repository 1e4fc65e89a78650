/** The Account resource: the balance and plan behind the credentials. */
import type { OperationMap } from '../operation';
import * as get from './get.operation';

export const operations = { get } satisfies OperationMap;
export type AccountOperation = keyof typeof operations;
