/**
 * Each model option's price rule in a sentence or two, generated from
 * `model-facts.ts`, for hosts that show a description under an option (n8n):
 * `48 credits per second at 720p, 72 at 1080p, 240 at 4K; audio adds 24 per
 * second at 720p and 1080p, 48 at 4K. Makes 3–15 s videos at 720p, 1080p or 4K.`
 */
import {
  andList,
  lowestResolution,
  orList,
  resolutionWord,
  risingResolutions,
  spanParts,
  topResolution,
} from '../model-rules/words';
import { imageModelFacts, videoModelFacts, type VideoModelFacts } from './model-facts';

/** `24 per second at 720p and 1080p, 48 at 4K`: values grouped by amount, in resolution order. */
function perResolution(values: Record<string, number>, unit: string): string {
  const groups = new Map<number, string[]>();
  for (const r of risingResolutions(Object.keys(values))) groups.set(values[r]!, [...(groups.get(values[r]!) ?? []), r]);
  const parts = [...groups].map(([n, rs], i) => `${n}${i === 0 ? ` ${unit}` : ''} at ${andList(rs.map(resolutionWord))}`);
  return parts.join(', ');
}

function audioText(facts: VideoModelFacts): string {
  const audio = facts.audio;
  if (audio.kind === 'unavailable') return 'no audio';
  if (audio.kind === 'doubles') return 'audio doubles the price';
  if (audio.kind === 'extra') {
    const amounts = new Set(Object.values(audio.perSecond));
    return amounts.size === 1
      ? `audio adds ${[...amounts][0]} per second`
      : `audio adds ${perResolution(audio.perSecond, 'per second')}`;
  }
  return 'audio at no extra cost';
}

/** A video model's price rule, lengths and resolutions. */
export function videoModelDescription(facts: VideoModelFacts): string {
  const priced = perResolution(facts.rates, 'credits per second');
  const unpriced = facts.resolutions.filter((r) => facts.rates[r] === undefined).map(resolutionWord);
  const price = !priced
    ? 'Price not published'
    : unpriced.length
      ? `${priced} (${andList(unpriced)} not published)`
      : priced;
  const makes = `Makes ${orList(spanParts(facts.durations))} s videos at ${orList(risingResolutions(facts.resolutions).map(resolutionWord))}`;
  return `${price}; ${audioText(facts)}. ${makes}.`;
}

/** An image model's price floor, counts (generator) or extra inputs (editor), and plans. */
export function imageModelDescription(model: string, task: 'generate' | 'edit'): string | undefined {
  const facts = imageModelFacts[model];
  if (!facts) return undefined;
  const low = resolutionWord(lowestResolution(facts.resolutions) ?? '');
  const top = resolutionWord(topResolution(facts.resolutions) ?? '');
  const higher = low === top ? '' : `; higher resolutions up to ${top} cost more (not published)`;
  const price = `From ${facts.floor} credits per image at ${low}${higher}, times the number of images.`;
  const counts = facts.counts ?? [];
  const images = counts.length === 1 && counts[0] === 1 ? '1 image' : `${orList(spanParts(counts))} images`;
  const many =
    task === 'generate' && counts.length
      ? ` Makes ${images} at a time.`
      : task === 'edit' && facts.maxInputImages !== undefined
        ? ` Edits up to ${1 + facts.maxInputImages} images at once.`
        : '';
  const plans = facts.tiers === 'paid' ? ' Paid plans only.' : ' On every plan.';
  return `${price}${many}${plans}`;
}

/** Option descriptions of a model field: video models, or image models for `task`. */
export function modelDescriptions(
  models: readonly string[],
  kind: 'video' | 'generate' | 'edit',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const model of models) {
    const text =
      kind === 'video'
        ? videoModelFacts[model] && videoModelDescription(videoModelFacts[model])
        : imageModelDescription(model, kind);
    if (text) out[model] = text;
  }
  return out;
}
