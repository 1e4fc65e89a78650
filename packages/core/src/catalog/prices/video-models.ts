/**
 * Image-to-video and text-to-video: the model's rate at the resolution, plus audio, times the
 * duration (§1), with `default` and an empty resolution resolved from the account's plan (§3).
 * Rates come from the one model table, `values/model-facts.ts`.
 */
import { modelLabels } from '../values/option-labels';
import { videoModelAliases, videoModelFacts, type VideoModelFacts } from '../values/model-facts';
import { exact, unknown } from './helpers';
import { DEFAULT_RESOLUTION_SOURCE, defaultVideoResolution, forTier } from './tiers';
import type { CreditEstimate, PriceContext, PricedBody } from './types';

const DEFAULT_MODEL_SOURCE = '§3 default model (M4)';

/** The model `default` stands for on a plan at a resolution and duration (§3, M4). */
export function defaultVideoModel(paid: boolean, resolution: string, seconds: number): string {
  if (!paid) return 'ltx-2.3';
  if (resolution === '480p') return 'seedance-1.5';
  return seconds > 15 ? 'ltx-2.3' : 'kling-3.0';
}

/** The estimate of an image-to-video or text-to-video request. */
export function videoModelPrice(body: PricedBody, ctx: PriceContext): CreditEstimate {
  const seconds: unknown = body.end_seconds;
  if (typeof seconds !== 'number') return unknown('Duration (Seconds) is needed for an estimate.');
  const asked = typeof body.model === 'string' ? body.model : 'default';
  const resolution = typeof body.resolution === 'string' ? body.resolution : undefined;
  const alias = videoModelAliases[asked];
  const model = alias?.model ?? asked;
  const audio = alias?.audio ?? body.audio === true;
  const priceOn = (paid: boolean): CreditEstimate => {
    const res = resolution ?? defaultVideoResolution(paid);
    const resolved = model === 'default' ? defaultVideoModel(paid, res, seconds) : model;
    const e = modelPrice(resolved, res, audio, seconds);
    const cited = [
      ...(model === 'default' ? [DEFAULT_MODEL_SOURCE] : []),
      ...(resolution === undefined ? [DEFAULT_RESOLUTION_SOURCE] : []),
    ];
    return { ...e, sources: [...cited, ...e.sources] };
  };
  if (model !== 'default' && resolution !== undefined) return priceOn(true);
  const what = model === 'default' ? 'which model Recommended means' : 'the resolution';
  return forTier(ctx.tier, priceOn, what);
}

/** `model` at `resolution` for `seconds`, with audio if asked. */
function modelPrice(model: string, res: string, audio: boolean, seconds: number): CreditEstimate {
  const facts = videoModelFacts[model];
  const name = modelLabels[model] ?? model;
  if (!facts) return unknown(`${name} has no published price; choose a priced model.`);
  const sources = facts.source.split('; ').filter((s) => s.startsWith('§1'));
  const rate = facts.rates[res];
  if (rate === undefined) return unknown(`${name} has no published price at ${res}.`, sources);
  const perSecond = withAudio(facts, rate, res, audio);
  if (perSecond === undefined)
    return unknown(`${name} has no published audio price at ${res}.`, sources);
  return exact(perSecond * seconds, sources);
}

/** The per-second rate with audio on (§1's audio column); undefined when unpublished. */
function withAudio(facts: VideoModelFacts, rate: number, res: string, audio: boolean) {
  if (!audio) return rate;
  const a = facts.audio;
  if (a.kind === 'extra')
    return a.perSecond[res] === undefined ? undefined : rate + a.perSecond[res];
  if (a.kind === 'doubles') return rate * 2;
  return rate;
}
