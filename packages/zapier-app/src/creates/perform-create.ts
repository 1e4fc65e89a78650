/**
 * A tool's create as one step within its deadline: the dedupe key's ledger
 * decides whether to create (core's keyed run: recorded pending before the
 * create is sent, so a re-run never charges twice), the credit check runs
 * before anything is created, the core validates, uploads the step's files and
 * creates, and the project is then waited for (callback or poll) or returned
 * as it stands. In a Zap the project is tagged as the Zap's (`[zap-<id>] <name>`)
 * so its triggers' "Only Jobs This Zap Created" hears it. Every output says
 * whether it was reused, its dedupe key and its estimated credits.
 */
import type { JobOutput, Operation } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { KEY_WINDOW_MS, ledgerFor, zapScope } from '../dedupe';
import { bodyFromInput } from '../fields/body';
import { WAIT_FIELD } from '../fields/keys';
import { dedupeKeyOf, maxCreditsOf, recreateOf } from '../fields/run-fields';
import { outputFor } from '../outputs';
import { rememberFaceDetection } from '../recent/face-detections';
import { rememberProject } from '../recent/projects';
import { clientFor, stepDeadline } from '../service';
import { zapTag } from '../zap-tag';
import { checkStepBudget } from './budget';
import { zapierHostSource } from './files';
import { readNow, waitForJob } from './wait';

/** `perform` of the create for `op`. */
export async function performCreate(z: ZObject, bundle: Bundle, op: Operation): Promise<JobOutput> {
  const deadline = stepDeadline();
  const input = bundle.inputData ?? {};
  const client = clientFor(z, bundle, deadline);
  const params = bodyFromInput(op, input);
  const key = dedupeKeyOf(input);
  const keyed =
    key === undefined
      ? {}
      : {
          idempotencyKey: key,
          idempotencyScope: zapScope(bundle),
          ledger: ledgerFor(z, bundle, deadline),
          keyWindowMs: KEY_WINDOW_MS,
          recreateUnconfirmed: recreateOf(input),
        };
  const { estimate, tier } = await checkStepBudget(z, bundle, op, params, {
    ...keyed,
    maxCredits: maxCreditsOf(input),
    deadline,
  });
  const result = await client.run(op.key, params, {
    ...keyed,
    hostSource: zapierHostSource(z, deadline),
    creatorTag: zapTag(bundle),
    tier,
    deadline,
  });
  const facts = {
    // The check read the account's tier, so its figure prices `default` models for this plan.
    creditsEstimated: (result.reused ? null : estimate) ?? result.creditsEstimated,
    dedupeKey: result.dedupeKey,
    reused: result.reused,
  };
  if (!result.reused) {
    const createdAt = new Date().toISOString();
    if (op.kind === 'face-detection')
      await rememberFaceDetection(z, { id: result.id, created_at: createdAt });
    else
      await rememberProject(z, {
        id: result.id,
        kind: op.kind,
        name: typeof params.name === 'string' ? params.name : null,
        tool: op.label,
        created_at: createdAt,
      });
  }
  const created = outputFor(op.kind, { id: result.id, credits_charged: result.credits_charged });
  const now = result.reused ? await readNow(client, created, deadline) : created;
  const wait = wantsWait(input[WAIT_FIELD]) && !now.is_finished;
  const last = wait ? await waitForJob(z, bundle, client, now, deadline) : now;
  return outputFor(op.kind, { ...last.raw, id: last.id }, facts);
}

/** "Wait for Result" is on unless set to a false value. */
function wantsWait(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return !['false', 'no', '0'].includes(String(value).trim().toLowerCase());
}
