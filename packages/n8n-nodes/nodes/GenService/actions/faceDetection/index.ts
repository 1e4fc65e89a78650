/** The Face Detection resource's hand-written operations (Detect comes from the catalog). */
import type { OperationMap } from '../operation';
import * as get from './get.operation';

export const operations = { get } satisfies OperationMap;
export type FaceDetectionOperation = keyof typeof operations;
