import { asset, choice, obj, projectName, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Clothes Changer'),
  assets: obj({
    person_file_path: ui(asset(['image'], 'A photo of the person to dress.'), {
      label: 'Person Photo',
    }),
    garment_file_path: ui(asset(['image'], 'A photo of the clothes to put on.'), {
      label: 'Clothes Photo',
    }),
    garment_type: ui(
      choice(
        ['entire_outfit', 'upper_body', 'lower_body', 'dresses'],
        'Which part of the outfit the clothes photo replaces; the entire outfit when left empty.',
      ).optional(),
      {
        label: 'What to Change',
        optionLabels: {
          entire_outfit: 'Entire outfit',
          upper_body: 'Upper body',
          lower_body: 'Lower body',
          dresses: 'Dresses (deprecated)',
        },
      },
    ),
  }),
});

/** Clothes changer: 25 credits per photo. */
export const aiClothesChanger: Operation<typeof schema> = {
  key: 'ai-clothes-changer',
  method: 'POST',
  path: '/v1/ai-clothes-changer',
  kind: 'image',
  label: 'AI Clothes Changer',
  action: 'Change clothes in a photo',
  description: 'Dresses the person in a photo in the outfit from another photo.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'CLOTHES_CHANGER',
  outputExtension: 'jpg',
};
