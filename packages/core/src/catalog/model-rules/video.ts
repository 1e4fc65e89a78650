/**
 * Text-to-video and image-to-video: each model's allowed durations,
 * resolutions and audio (`model-facts.ts`), and the free plan's resolutions.
 * `default`, an absent model and models the facts do not know pass.
 */
import { videoModelAliases, videoModelFacts, type VideoModelFacts } from '../values/model-facts';
import { videoModels } from '../values/models';
import { isFree, modelName, PAID_PLANS, planIssue, ruleIssue, type Rule } from './context';
import { orList, resolutionWord, shownValue, spanParts } from './words';

/** The resolutions the free plan makes (§3: free asks for 480p; paid for any the model supports). */
const FREE_VIDEO_RESOLUTIONS = ['360p', '480p'];

/** The model a request names, with the audio a legacy `-audio` name turns on. */
export function videoModelOf(
  body: Record<string, unknown>,
): { model: string; facts: VideoModelFacts; audio: boolean } | undefined {
  const chosen = body.model;
  if (typeof chosen !== 'string' || chosen === 'default') return undefined;
  const alias = videoModelAliases[chosen];
  const model = alias?.model ?? chosen;
  const facts = videoModelFacts[model];
  return facts && { model, facts, audio: body.audio === true || alias?.audio === true };
}

/** Durations, resolutions and audio of the chosen video model. */
export const videoModelRule: Rule = (body, ctx) => {
  const chosen = videoModelOf(body);
  if (!chosen) return [];
  const { model, facts, audio } = chosen;
  const name = modelName(model);
  const issues = [];
  const seconds = body.end_seconds;
  if (typeof seconds === 'number' && !facts.durations.includes(seconds))
    issues.push(
      ruleIssue(
        'end_seconds',
        `${name} makes ${orList(spanParts(facts.durations))} s videos; ${ctx.name('end_seconds')} is ${shownValue(seconds)}`,
      ),
    );
  const resolution = body.resolution;
  if (typeof resolution === 'string' && !facts.resolutions.includes(resolution)) {
    const only = facts.resolutions.length === 1 ? ' only' : '';
    issues.push(
      ruleIssue(
        'resolution',
        `${name} makes ${orList(facts.resolutions.map(resolutionWord))} videos${only}; ${ctx.name('resolution')} is ${resolutionWord(resolution)}`,
      ),
    );
  }
  if (audio && facts.audio.kind === 'unavailable') {
    const others = modelsWithAudioFor(body).slice(0, 3).map(modelName);
    const pick = others.length ? `, or pick ${orList(others)}` : '';
    issues.push(
      ruleIssue('audio', `${name} cannot add audio; turn ${ctx.name('audio')} off${pick}`),
    );
  }
  return issues;
};

/** Models that make audio at the request's duration and resolution, in the form's order. */
function modelsWithAudioFor(body: Record<string, unknown>): string[] {
  return videoModels.filter((model) => {
    const facts = videoModelFacts[model];
    if (!facts || facts.audio.kind === 'unavailable') return false;
    const { end_seconds: seconds, resolution } = body;
    if (typeof seconds === 'number' && !facts.durations.includes(seconds)) return false;
    return typeof resolution !== 'string' || facts.resolutions.includes(resolution);
  });
}

/** On the free plan, resolutions above 480p are refused (whatever the model). */
export const freeVideoResolutionRule: Rule = (body, ctx) => {
  const resolution = body.resolution;
  if (!isFree(ctx) || typeof resolution !== 'string') return [];
  if (FREE_VIDEO_RESOLUTIONS.includes(resolution)) return [];
  return [
    planIssue(
      'resolution',
      `${resolutionWord(resolution)} videos need a paid plan (${PAID_PLANS}) and this account is on Free; set ${ctx.name('resolution')} to 480p, or upgrade`,
    ),
  ];
};
