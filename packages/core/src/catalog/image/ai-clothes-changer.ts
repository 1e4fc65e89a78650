import { asset, choice, obj, projectName } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Clothes Changer'),
  assets: obj({
    person_file_path: asset(['image'], 'The photo of the person.', 'Person Image'),
    garment_file_path: asset(['image'], 'The photo of the outfit.', 'Garment Image'),
    garment_type: choice(
      ['entire_outfit', 'upper_body', 'lower_body', 'dresses'],
      'What to swap; the entire outfit when left out (dresses is deprecated).',
    ).optional(),
  }),
});

/** Clothes changer: 25 credits per photo. */
export const aiClothesChanger: Operation<typeof schema> = {
  key: 'ai-clothes-changer',
  method: 'POST',
  path: '/v1/ai-clothes-changer',
  kind: 'image',
  label: 'AI Clothes Changer',
  description: 'Dresses the person in a photo in the outfit from another photo.',
  schema,
  estimateCredits: () => 25,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
