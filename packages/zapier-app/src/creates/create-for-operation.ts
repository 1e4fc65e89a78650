/**
 * One Zapier create per catalog operation: fields rendered from the catalog,
 * the body validated and its files uploaded by the core (`client.prepare` with
 * Zapier's files as host sources), the job created, then optionally waited for
 * (callback through the relay, or a short poll).
 */
import { isWatchable, type JobOutput, type Operation } from '@genservice/core';
import type { Bundle, PlainInputField, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { bodyFromInput } from '../fields/body';
import { inputFieldsFor } from '../fields/input-fields';
import { ADDITIONAL_FIELD, WAIT_FIELD, createKey } from '../fields/keys';
import { withDownloadFile } from '../hydrators';
import {
  faceDetectionOutputFields,
  outputFor,
  projectOutputFields,
  sampleFaceDetection,
} from '../outputs';
import { rememberProject } from '../recent/projects';
import { sampleForOperation } from '../samples';
import { clientFor } from '../service';
import { zapierHostSource } from './files';
import { resumeJob, waitForJob } from './wait';

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
      perform: withZapierErrors((z, bundle) => performCreate(z, bundle, op)),
      // Only jobs the relay can watch pause on a callback, so only they resume.
      ...(isWatchable(op.kind)
        ? {
            performResume: withZapierErrors(async (z, bundle) =>
              withDownloadFile(z, await resumeJob(z, bundle)),
            ),
          }
        : {}),
      sample:
        op.kind === 'face-detection' ? sampleFaceDetection() : sampleForOperation(op, op.kind),
      outputFields: [...(isDetection ? faceDetectionOutputFields : projectOutputFields)],
    },
  };
}

async function performCreate(z: ZObject, bundle: Bundle, op: Operation): Promise<JobOutput> {
  const startedAt = Date.now();
  const client = clientFor(z, bundle);
  const params = bodyFromInput(op, bundle.inputData);
  const body = await client.prepare(op.key, params, { hostSource: zapierHostSource(z) });
  const created = await client.create(op.key, body);
  if (created.kind !== 'face-detection') {
    await rememberProject(z, {
      id: created.id,
      kind: created.kind,
      name: typeof params.name === 'string' ? params.name : null,
      tool: op.label,
      created_at: new Date().toISOString(),
    });
  }
  const output = outputFor(op.kind, { ...created, status: 'queued' });
  const wait = wantsWait(bundle.inputData[WAIT_FIELD]);
  return withDownloadFile(
    z,
    wait ? await waitForJob(z, bundle, client, output, startedAt) : output,
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
