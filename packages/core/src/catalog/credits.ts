/**
 * Credit rules the service documents (api-reference/models.mdx, OpenAPI
 * descriptions), shared by the catalog's estimators. Every helper returns
 * undefined when the rule depends on something the request does not say.
 */

/** Seconds between `start_seconds` (default 0) and `end_seconds`; undefined when not a positive span. */
export function clipSeconds(p: {
  start_seconds?: number | null;
  end_seconds?: number | null;
}): number | undefined {
  const end = p.end_seconds;
  if (typeof end !== 'number') return undefined;
  const span = end - (p.start_seconds ?? 0);
  return span > 0 ? span : undefined;
}

/** `rate` credits per second of the clip, rounded up. */
export function perSecond(
  p: { start_seconds?: number | null; end_seconds?: number | null },
  rate: number | undefined,
): number | undefined {
  const s = clipSeconds(p);
  return s === undefined || rate === undefined ? undefined : ceil(s * rate);
}

/**
 * Per-second rates of the video models the docs publish, by resolution.
 * Other models, the tier-dependent `default`, and paid audio are unknown.
 */
const videoModelRates: Record<string, Record<string, number>> = {
  'kling-3.0': { '720p': 48, '1080p': 72, '4k': 240 },
  'ltx-2.3': { '480p': 24, '720p': 48, '1080p': 72 },
};

/** Credits per second of an image-to-video or text-to-video request, or undefined when not documented. */
export function videoModelRate(p: {
  model?: string;
  resolution?: string;
  audio?: boolean;
}): number | undefined {
  if (!p.model || !p.resolution) return undefined;
  if (p.audio && p.model === 'kling-3.0') return undefined;
  return videoModelRates[p.model]?.[p.resolution];
}

/** Voice tools: 0.1 credit per character rounded up (the OpenAPI's figure; models.mdx says 0.05). */
export function perCharacter(prompt: string | undefined): number | undefined {
  return typeof prompt === 'string' ? Math.ceil(prompt.length / 10) : undefined;
}

/** Rounds up, ignoring floating-point noise (2.3 * 10 is not 23.000000000000004 credits). */
export function ceil(n: number): number {
  return Math.ceil(Number(n.toFixed(6)));
}
