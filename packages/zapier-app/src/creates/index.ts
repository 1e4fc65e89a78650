/** Every create of the app: one per catalog operation (keyed by `createKey`), plus Delete Project and Upload File. */
import { operations } from '@genservice/core/internal';
import { createForOperation } from './create-for-operation';
import { deleteProject } from './delete-project';
import { uploadFile } from './upload-file';

/** The creates, keyed for `App.creates`. */
export const creates = {
  ...Object.fromEntries(
    operations.map((op) => {
      const create = createForOperation(op);
      return [create.key, create];
    }),
  ),
  [deleteProject.key]: deleteProject,
  [uploadFile.key]: uploadFile,
};
