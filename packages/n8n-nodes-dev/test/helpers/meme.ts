/** Parameters of the AI Meme Generator, the tool the batch and wait tests run. */

/** Meme Generator parameters waiting for completion without downloads; item i's topic is `topic i`. */
export function memeParams(options: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    resource: 'image',
    operation: 'ai-meme-generator',
    style_topic: (i: number) => `topic ${i}`,
    style_template: 'Drake Hotline Bling',
    additionalFields: {},
    waitForCompletion: true,
    downloadOutputs: false,
    options,
    ...extra,
  };
}
