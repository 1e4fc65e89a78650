/**
 * The bench's mixed batch: one template per tool (and per video or image model) the docs price,
 * plus a few they do not, cycled with varied lengths and counts to `count` rows. Each row is
 * `{ group, priced, operation, params }`; params are built from the catalog's form defaults with
 * the given files, then the template's overrides.
 */

/** Templates: [group, priced by the docs, operation, overrides, variants (one per cycle)]. */
// prettier-ignore
const templates = [
  ['Face Swap', true, 'face-swap', (i) => ({ start_seconds: 0, end_seconds: 5 + i })],
  ['Lip Sync (Max Frame Rate 25)', true, 'lip-sync', (i) => ({ start_seconds: 0, end_seconds: 4 + i, max_fps_limit: 25 })],
  ['AI Talking Photo · Realistic', true, 'ai-talking-photo', (i) => ({ start_seconds: 0, end_seconds: 5 + i })],
  ['AI Talking Photo · Prompted', true, 'ai-talking-photo', (i) => ({ start_seconds: 0, end_seconds: 5 + i, style: { generation_mode: 'prompted' } })],
  ['Video to Video · Full', true, 'video-to-video', (i) => ({ start_seconds: 0, end_seconds: 3 + i, fps_resolution: 'FULL' })],
  ['Video to Video · Half', true, 'video-to-video', (i) => ({ start_seconds: 0, end_seconds: 3 + i, fps_resolution: 'HALF' })],
  ['Animation', true, 'animation', (i) => ({ fps: 12, end_seconds: 5 + i })],
  ['Image to Video · kling-3.0', true, 'image-to-video', (i) => ({ model: 'kling-3.0', resolution: '1080p', end_seconds: 5 + i })],
  ['Image to Video · Recommended', true, 'image-to-video', (i) => ({ model: 'default', end_seconds: 5 + i })],
  ['Text to Video · ltx-2.3', true, 'text-to-video', (i) => ({ model: 'ltx-2.3', resolution: '480p', end_seconds: 5 + i })],
  ['Text to Video · veo3.1 + audio', true, 'text-to-video', (i) => ({ model: 'veo3.1', resolution: '720p', audio: true, end_seconds: [4, 6, 8][i % 3] })],
  ['Text to Video · seedance-1.5 + audio', true, 'text-to-video', (i) => ({ model: 'seedance-1.5', resolution: '480p', audio: true, end_seconds: 4 + i })],
  ['Text to Video · Recommended 20 s', true, 'text-to-video', () => ({ model: 'default', end_seconds: 20 })],
  ['Text to Video · minimax-h3', true, 'text-to-video', (i) => ({ model: 'minimax-h3', resolution: '720p', end_seconds: 5 + i })],
  ['Text to Video · sora-2', true, 'text-to-video', (i) => ({ model: 'sora-2', resolution: '720p', end_seconds: [4, 8, 12][i % 3] })],
  ['Text to Video · kling-2.6', true, 'text-to-video', (i) => ({ model: 'kling-2.6', resolution: '720p', end_seconds: [5, 10][i % 2] })],
  ['Text to Video · wan-2.2', true, 'text-to-video', (i) => ({ model: 'wan-2.2', resolution: '480p', end_seconds: 3 + i })],
  ['Text to Video · seedance-2.0-mini', true, 'text-to-video', (i) => ({ model: 'seedance-2.0-mini', resolution: '480p', end_seconds: 4 + i })],
  ['Text to Video · seedance-2.5', true, 'text-to-video', (i) => ({ model: 'seedance-2.5', resolution: '480p', end_seconds: 4 + i })],
  ['Auto Subtitle Generator', true, 'auto-subtitle-generator', (i) => ({ start_seconds: 0, end_seconds: 10 + i })],
  ['Audio to Video', true, 'audio-to-video', (i) => ({ start_seconds: 0, end_seconds: 5 + i })],
  ['Face Swap Photo', true, 'face-swap-photo', () => ({})],
  ['AI Headshot Generator', true, 'ai-headshot-generator', () => ({})],
  ['AI Image Upscaler', true, 'ai-image-upscaler', (i) => ({ scale_factor: [2, 4][i % 2], style: { mode: ['balanced', 'preserve'][i % 2] } })],
  ['AI QR Code Generator', true, 'ai-qr-code-generator', () => ({})],
  ['Image Background Remover', true, 'image-background-remover', () => ({})],
  ['AI Face Editor', true, 'ai-face-editor', () => ({})],
  ['AI Meme Generator', true, 'ai-meme-generator', () => ({})],
  ['AI Clothes Changer', true, 'ai-clothes-changer', () => ({})],
  ['AI GIF Generator', true, 'ai-gif-generator', () => ({})],
  ['Photo Colorizer', true, 'photo-colorizer', () => ({})],
  ['Body Swap', true, 'body-swap', (i) => ({ resolution: ['640px', '2k'][i % 2] })],
  ['Head Swap', true, 'head-swap', () => ({})],
  ['AI Voice Generator', true, 'ai-voice-generator', (i) => ({ style: { prompt: 'Hello there. '.repeat(3 + i) } })],
  ['AI Voice Cloner', true, 'ai-voice-cloner', (i) => ({ style: { prompt: 'Cloned words. '.repeat(2 + i) } })],
  ['Face Detection', true, 'face-detection', () => ({})],
  ['AI Image Generator · flux-schnell', true, 'ai-image-generator', (i) => ({ model: 'flux-schnell', resolution: '640px', image_count: 1 + (i % 4) })],
  ['AI Image Generator · gpt-image-2 2k', true, 'ai-image-generator', () => ({ model: 'gpt-image-2', resolution: '2k', image_count: 2 })],
  ['AI Image Editor · qwen-edit', true, 'ai-image-editor', () => ({ model: 'qwen-edit', resolution: '640px' })],
  ['AI Video Translator (unpriced)', false, 'ai-video-translator', (i) => ({ start_seconds: 0, end_seconds: 5 + i })],
  ['AI Video Editor (unpriced)', false, 'ai-video-editor', () => ({})],
  ['Character Replace (unpriced)', false, 'character-replace', () => ({})],
  ['Text to Video · ltx-2.5 (unpriced)', false, 'text-to-video', (i) => ({ model: 'ltx-2.5', resolution: '720p', end_seconds: 5 + i })],
  ['AI Image Generator · Recommended (unpriced)', false, 'ai-image-generator', () => ({ model: 'default', image_count: 1 })],
  ['Lip Sync (no Max Frame Rate)', false, 'lip-sync', (i) => ({ start_seconds: 0, end_seconds: 4 + i })],
];

/** `count` rows cycling through the templates; `base(operation)` gives a tool's valid form defaults. */
export function buildRows(count, base) {
  return Array.from({ length: count }, (_, n) => {
    const [group, priced, operation, overrides] = templates[n % templates.length];
    const cycle = Math.floor(n / templates.length);
    return { group, priced, operation, params: merge(base(operation), overrides(cycle)) };
  });
}

function merge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b))
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return out;
}
