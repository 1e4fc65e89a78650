import { obj, openChoice, projectName, text, ui } from '../fields';
import { ORDER } from '../presentation';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const artStyles = [
  'Watercolor',
  'Cyberpunk City',
  'Ink Landscape',
  'Interior Painting',
  'Japanese Street',
  'Mech',
  'Minecraft',
  'Picasso Painting',
  'Game Map',
  'Spaceship',
  'Chinese Painting',
  'Winter Village',
];

const schema = obj({
  name: projectName('Qr Code'),
  content: ui(text('What the QR code opens: a URL or any text.'), {
    label: 'Content',
    order: ORDER.prompt,
  }),
  style: obj({
    art_style: ui(openChoice(artStyles, 'A template name or any style you describe.'), {
      label: 'Art Style',
      uiDefault: 'Watercolor',
    }),
  }),
});

/** AI QR code: free (0 credits). */
export const aiQrCodeGenerator: Operation<typeof schema> = {
  key: 'ai-qr-code-generator',
  method: 'POST',
  path: '/v1/ai-qr-code-generator',
  kind: 'image',
  label: 'AI QR Code Generator',
  action: 'Create an artistic QR code',
  description: 'Generates an artistic QR code for a URL or text.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'QR_CODE',
  outputExtension: 'png',
};
