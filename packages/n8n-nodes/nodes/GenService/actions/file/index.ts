/** The File resource: uploading an item's binary for later steps. */
import type { OperationMap } from '../operation';
import * as upload from './upload.operation';

export const operations = { upload } satisfies OperationMap;
export type FileOperation = keyof typeof operations;
