import { asset, num, obj, openChoice, projectName, ui } from '../fields';
import type { Operation } from '../types';
import { clip, legacySize, videoSourceFields, withVideoSourceRules } from '../shared-fields';

const schema = withVideoSourceRules(
  obj({
    name: projectName('Lip Sync'),
    ...clip,
    max_fps_limit: ui(
      num('Caps the output frame rate, and so the frames billed.', { min: 1 }).optional(),
      { label: 'Max Frame Rate', example: 25 },
    ),
    assets: obj({
      ...videoSourceFields(['video'], 'The video of the person whose lips move.'),
      audio_file_path: ui(
        asset(['audio', 'video'], 'The speech to sync the lips to; a video’s sound works too.'),
        { label: 'Audio' },
      ),
    }),
    style: obj({
      generation_mode: ui(
        openChoice(
          ['lite', 'standard', 'pro'],
          'Lite and Standard cost 1 credit per frame, Pro 2; Standard and Pro need a paid plan.',
          'lite',
        ).optional(),
        {
          label: 'Quality',
          optionLabels: { lite: 'Lite', standard: 'Standard', pro: 'Pro' },
        },
      ),
    }).optional(),
    ...legacySize,
  }),
);

/** Lip sync: 1 credit per frame (2 in pro mode), frames = fps x seconds with fps capped by `max_fps_limit`. */
export const lipSync: Operation<typeof schema> = {
  key: 'lip-sync',
  method: 'POST',
  path: '/v1/lip-sync',
  kind: 'video',
  label: 'Lip Sync',
  action: 'Lip sync a video to audio',
  description: 'Syncs the lips in a video to an audio track.',
  schema,
  typicalSeconds: 229,
  serviceType: 'LIP_SYNC',
  outputExtension: 'mp4',
};
