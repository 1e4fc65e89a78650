import { asset, obj, openChoice, projectName, prompt, ui } from '../fields';
import { labelsOf, resolutionLabels } from '../values/option-labels';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';

const resolutions = ['480p', '720p', '1080p'] as const;

const schema = obj({
  name: projectName('Audio To Video'),
  ...optionalStartClip(),
  resolution: ui(
    openChoice(
      resolutions,
      'The output resolution; 720p on paid plans and 480p on free ones when left empty.',
    ).optional(),
    { label: 'Resolution', optionLabels: labelsOf(resolutions, resolutionLabels) },
  ),
  assets: obj({
    audio_file_path: ui(asset(['audio'], 'The music or speech to make a video for.'), {
      label: 'Audio',
    }),
    image_file_path: ui(asset(['image'], 'An image to start the video from.').optional(), {
      label: 'Image',
      primary: true,
    }),
  }),
  style: obj({
    prompt: prompt('The look and story of the video.', {}, { primary: true }).optional(),
  }).optional(),
});

/** Audio-to-video: 24, 48 or 72 credits per second at 480p, 720p or 1080p. */
export const audioToVideo: Operation<typeof schema> = {
  key: 'audio-to-video',
  method: 'POST',
  path: '/v1/audio-to-video',
  kind: 'video',
  label: 'Audio to Video',
  action: 'Create a video from audio',
  description: 'Generates a video for an audio track, optionally from a reference image.',
  schema,
  typicalSeconds: 117,
  serviceType: 'AUDIO_TO_VIDEO',
  outputExtension: 'mp4',
};
