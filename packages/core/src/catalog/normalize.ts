/**
 * Every deliberate difference between what users may send and what the
 * service accepts, in one place. Each rule rewrites a harmless variant (an
 * alias from the spec, a legacy field, a convenience) into the wire shape the
 * real service accepts. DEVIATIONS.md beside this file explains each one.
 */

type Body = Record<string, unknown>;
type Rule = (body: Body) => void;

/** Rules per operation key. */
const perOperation: Record<string, Rule[]> = {
  'face-swap': [defaultVideoSource],
  'lip-sync': [defaultVideoSource],
  'video-to-video': [defaultVideoSource],
  animation: [defaultAudioSource],
  // The spec names the source face `assets.image_file_path`; the service calls it `source_file_path`.
  'face-swap-photo': [rename('assets', 'image_file_path', 'source_file_path'), drop('style', 'version')],
  // The spec shows `confidence_score` as a string; the service takes a number from 0 to 1.
  'face-detection': [numeric('confidence_score')],
};

/** A deep copy of `input` rewritten to the wire shape of operation `key`; non-objects are returned unchanged. */
export function normalizeRequest(key: string, input: unknown): unknown {
  if (!isObject(input)) return input;
  const body = structuredClone(input);
  for (const rule of perOperation[key] ?? []) rule(body);
  return body;
}

/** `assets.video_source` defaults to `file` when a video file is given and no source is named. */
function defaultVideoSource(body: Body): void {
  const assets = body.assets;
  if (isObject(assets) && assets.video_source === undefined) {
    if (assets.video_file_path !== undefined) assets.video_source = 'file';
    else if (assets.youtube_url !== undefined) assets.video_source = 'youtube';
  }
}

/** `assets.audio_source` of animation follows the audio given: file, youtube, or none. */
function defaultAudioSource(body: Body): void {
  const assets = body.assets;
  if (isObject(assets) && assets.audio_source === undefined) {
    assets.audio_source = assets.audio_file_path !== undefined ? 'file' : assets.youtube_url !== undefined ? 'youtube' : 'none';
  }
}

function rename(parent: string, from: string, to: string): Rule {
  return (body) => {
    const obj = body[parent];
    if (isObject(obj) && obj[from] !== undefined && obj[to] === undefined) {
      obj[to] = obj[from];
      delete obj[from];
    }
  };
}

function drop(parent: string, field: string): Rule {
  return (body) => {
    const obj = body[parent];
    if (isObject(obj)) {
      delete obj[field];
      if (Object.keys(obj).length === 0) delete body[parent];
    }
  };
}

function numeric(field: string): Rule {
  return (body) => {
    const v = body[field];
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) body[field] = Number(v);
  };
}

function isObject(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
