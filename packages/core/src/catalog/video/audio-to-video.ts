import { asset, obj, openChoice, projectName, text } from '../fields';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';
import { perSecond } from '../credits';

const schema = obj({
  name: projectName('Audio To Video'),
  ...optionalStartClip,
  resolution: openChoice(
    ['480p', '720p', '1080p'],
    'Output resolution; defaults to 720p on paid plans, 480p on free ones.',
  ).optional(),
  assets: obj({
    audio_file_path: asset(['audio'], 'The audio to make a video for.', 'Audio'),
    image_file_path: asset(['image'], 'A reference image for the first frame.', 'Image').optional(),
  }),
  style: obj({
    prompt: text('The visual style of the video.').optional(),
  }).optional(),
});

/** Credits per second by resolution; the default resolution depends on the plan, so it must be given. */
const rates: Record<string, number> = { '480p': 24, '720p': 48, '1080p': 72 };

/** Audio-to-video: 24, 48 or 72 credits per second at 480p, 720p or 1080p. */
export const audioToVideo: Operation<typeof schema> = {
  key: 'audio-to-video',
  method: 'POST',
  path: '/v1/audio-to-video',
  kind: 'video',
  label: 'Audio To Video',
  description: 'Generates a video for an audio track, optionally from a reference image.',
  schema,
  estimateCredits: (p) => perSecond(p, p.resolution ? rates[p.resolution] : undefined),
  typicalSeconds: 117,
};
