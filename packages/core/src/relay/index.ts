/** The webhook relay's contract in one place: schemas, the client, and delivery verification. */
export * from './schemas';
export * from './filters';
export * from './tool-choices';
export * from './client';
export * from './ledger';
export * from './verify';
export * from './join';
export * from './tenant-state';
export * from './tool-choices';
