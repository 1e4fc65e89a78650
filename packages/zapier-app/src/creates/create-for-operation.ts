/**
 * One Zapier create per catalog operation: fields rendered from the catalog,
 * then the fields every create shares (Additional Fields, Dedupe Key, Max
 * Credits per Run, Recreate Unconfirmed, Wait for Result). `perform` runs the
 * step within its deadline (`performCreate`); `performResume` finishes a step
 * paused on a relay callback.
 */
import { isWatchable, withoutEcho, type Operation } from '@genservice/core/internal';
import type { Bundle, PlainInputField, ZObject } from 'zapier-platform-core';
import { createLabel, createNoun } from '../copy';
import { withZapierErrors } from '../errors';
import { inputFieldsFor } from '../fields/input-fields';
import { ADDITIONAL_FIELD, WAIT_FIELD, createKey } from '../fields/keys';
import { dedupeKeyField, maxCreditsField, recreateField } from '../fields/run-fields';
import { withDownloadFile } from '../hydrators';
import {
  faceDetectionOutputFields,
  includeRawField,
  outputFor,
  projectOutputFields,
  runFactsOf,
  sampleFaceDetection,
  shownOutput,
} from '../outputs';
import { sampleForOperation } from '../samples';
import { performCreate } from './perform-create';
import { resumeJob } from './wait';

const waitField: PlainInputField = {
  key: WAIT_FIELD,
  label: 'Wait for Result',
  type: 'boolean',
  default: 'true',
  helpText:
    'Yes: the step waits for the result and outputs its download URLs (with a webhook relay, up to about 10 minutes, at once with a Webhook Signing Secret; without one, up to about 25 seconds, then the project as it stands). No: it outputs the new project right away.',
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
  const sample =
    op.kind === 'face-detection' ? sampleFaceDetection() : sampleForOperation(op, op.kind);
  return {
    key: createKey(op),
    noun: createNoun(op),
    display: { label: createLabel(op), description: op.description },
    operation: {
      inputFields: [
        ...inputFieldsFor(op),
        additionalField,
        dedupeKeyField,
        maxCreditsField,
        recreateField,
        waitField,
        includeRawField,
      ],
      perform: withZapierErrors(async (z, bundle) =>
        withDownloadFile(z, shownOutput(bundle, await performCreate(z, bundle, op))),
      ),
      // Only jobs the relay can watch pause on a callback, so only they resume.
      ...(isWatchable(op.kind) ? { performResume: withZapierErrors(resume) } : {}),
      sample: {
        ...withoutEcho(sample),
        credits_estimated: sample.credits_charged,
        dedupe_key: 'row-42',
        reused: false,
      },
      outputFields: [...(isDetection ? faceDetectionOutputFields : projectOutputFields)],
    },
  };
}

/** The resumed step's project, with the facts its paused output carried. */
async function resume(z: ZObject, bundle: Bundle) {
  const output = await resumeJob(z, bundle);
  const facts = runFactsOf(bundle.outputData as Record<string, unknown> | undefined);
  const withFacts = facts
    ? outputFor(output.kind, { ...output.raw, id: output.id }, facts)
    : output;
  return withDownloadFile(z, shownOutput(bundle, withFacts));
}
