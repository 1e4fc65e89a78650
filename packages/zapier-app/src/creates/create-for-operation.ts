/**
 * One Zapier create per catalog operation: fields rendered from the catalog,
 * files passed through or uploaded, the job created through the core, then
 * optionally waited for (callback through the relay, or a short poll).
 */
import type { Operation, ProjectKind } from '@genservice/core';
import type { Bundle, PlainInputField, ZObject } from 'zapier-platform-core';
import { mapErrors } from '../errors';
import { bodyFromInput } from '../fields/body';
import { inputFieldsFor } from '../fields/input-fields';
import { ADDITIONAL_FIELD, WAIT_FIELD, createKey } from '../fields/keys';
import {
  faceDetectionOutput,
  faceDetectionOutputFields,
  projectOutput,
  projectOutputFields,
  sampleFaceDetection,
} from '../outputs';
import { withDownloadFile } from '../hydrators';
import { rememberProject } from '../recent/projects';
import { sampleForOperation } from '../samples';
import { clientFor } from '../service';
import { resolveFiles } from './files';
import { resumeProject, waitForFaceDetection, waitForProject } from './wait';

const waitField: PlainInputField = {
  key: WAIT_FIELD,
  label: 'Wait for Result',
  type: 'boolean',
  default: 'true',
  helpText:
    'Yes: the step finishes when the result is ready and outputs its download URLs (through the relay set in the connection; without a relay, it waits up to about 25 seconds). No: the step outputs the new project right away.',
};

const additionalField: PlainInputField = {
  key: ADDITIONAL_FIELD,
  label: 'Additional Fields (JSON)',
  type: 'code',
  required: false,
  helpText:
    'For experts: a JSON object merged into the request, for settings this form does not offer (e.g. `{"style": {"new_option": true}}`). A value given here replaces the same setting above.',
};

/** The create definition for `op`, keyed `createKey(op)`. */
export function createForOperation(op: Operation) {
  const isDetection = op.kind === 'face-detection';
  const noun = isDetection ? 'Face Detection' : `${capitalize(op.kind)} Project`;
  return {
    key: createKey(op),
    noun,
    display: { label: op.label, description: op.description },
    operation: {
      inputFields: [...inputFieldsFor(op), additionalField, waitField],
      perform: (z: ZObject, bundle: Bundle) => mapErrors(z, () => performCreate(z, bundle, op)),
      ...(isDetection
        ? {}
        : {
            performResume: (z: ZObject, bundle: Bundle) =>
              mapErrors(z, async () => withDownloadFile(z, await resumeProject(z, bundle))),
          }),
      sample: isDetection
        ? sampleFaceDetection()
        : sampleForOperation(op as Operation & { kind: ProjectKind }),
      outputFields: [...(isDetection ? faceDetectionOutputFields : projectOutputFields)],
    },
  };
}

async function performCreate(
  z: ZObject,
  bundle: Bundle,
  op: Operation,
): Promise<Record<string, unknown>> {
  const startedAt = Date.now();
  const client = clientFor(z, bundle);
  const body = await resolveFiles(z, client, op, bodyFromInput(op, bundle.inputData));
  const created = await client.create(op.key, body);
  const wait = wantsWait(bundle.inputData[WAIT_FIELD]);
  if (created.kind === 'face-detection') {
    return wait
      ? waitForFaceDetection(client, created.id, startedAt)
      : faceDetectionOutput({ ...created, status: 'queued', faces: [] });
  }
  await rememberProject(z, {
    id: created.id,
    kind: created.kind,
    name: typeof body.name === 'string' ? body.name : null,
    tool: op.label,
    created_at: new Date().toISOString(),
  });
  const output = projectOutput(created.kind, { ...created, status: 'queued' });
  return withDownloadFile(
    z,
    wait ? await waitForProject(z, bundle, client, output, startedAt) : output,
  );
}

/** "Wait for Result" is on unless set to a false value. */
function wantsWait(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return !['false', 'no', '0'].includes(String(value).trim().toLowerCase());
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
