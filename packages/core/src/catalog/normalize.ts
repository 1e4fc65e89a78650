/**
 * Every deliberate difference between what users may send and what the
 * service accepts, in one place. Each rule rewrites a harmless variant (an
 * alias from the spec, a legacy field, a convenience) into the wire shape the
 * real service accepts. DEVIATIONS.md beside this file explains each one.
 */

import { clonePlain } from './body';

type Body = Record<string, unknown>;
type Rule = (body: Body) => void;

/** Rules per operation key. */
const perOperation: Record<string, Rule[]> = {
  'face-swap': [defaultVideoSource],
  'lip-sync': [defaultVideoSource],
  'video-to-video': [defaultVideoSource],
  animation: [defaultAudioSource],
  // The spec names the source face `assets.image_file_path`; the service calls it `source_file_path`.
  'face-swap-photo': [
    rename('assets', 'image_file_path', 'source_file_path'),
    drop('style', 'version'),
  ],
  // The spec shows `confidence_score` as a string; the service takes a number from 0 to 1.
  'face-detection': [numeric('confidence_score')],
  // SDK 0.43.1 required `orientation`; the service now takes `aspect_ratio`.
  'text-to-video': [orientationToAspectRatio],
  'ai-image-generator': [orientationToAspectRatio],
  // SDK 0.43.1 sent one image as `assets.image_file_path`; the service takes a list.
  'ai-image-editor': [singleImageToList],
  // The one camelCase wire name; accept the snake_case spelling every other field uses.
  'ai-meme-generator': [rename('style', 'search_web', 'searchWeb')],
};

/** A deep copy of `input` rewritten to the wire shape of operation `key`; non-objects are returned unchanged. */
export function normalizeRequest(key: string, input: unknown): unknown {
  if (!isObject(input)) return input;
  const body = clonePlain(input);
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
    assets.audio_source =
      assets.audio_file_path !== undefined
        ? 'file'
        : assets.youtube_url !== undefined
          ? 'youtube'
          : 'none';
  }
}

const aspectRatios: Record<string, string> = { landscape: '16:9', portrait: '9:16', square: '1:1' };

/** A known legacy `orientation` becomes `aspect_ratio` unless one is given; unknown values pass through. */
function orientationToAspectRatio(body: Body): void {
  const ratio = typeof body.orientation === 'string' ? aspectRatios[body.orientation] : undefined;
  if (ratio === undefined) return;
  if (body.aspect_ratio === undefined) body.aspect_ratio = ratio;
  delete body.orientation;
}

/** A legacy single `assets.image_file_path` joins `assets.image_file_paths` when no list is given. */
function singleImageToList(body: Body): void {
  const assets = body.assets;
  if (
    !isObject(assets) ||
    assets.image_file_path === undefined ||
    assets.image_file_paths !== undefined
  )
    return;
  assets.image_file_paths = [assets.image_file_path];
  delete assets.image_file_path;
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
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)))
      body[field] = Number(v);
  };
}

function isObject(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
