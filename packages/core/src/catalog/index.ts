/**
 * The catalog: every creation operation of the service, keyed by the path
 * after `/v1/`. n8n and Zapier render their fields from it; adding an entry
 * here adds the operation everywhere.
 */
import { faceSwap } from './video/face-swap';
import { lipSync } from './video/lip-sync';
import { aiTalkingPhoto } from './video/ai-talking-photo';
import { videoToVideo } from './video/video-to-video';
import { animation } from './video/animation';
import { imageToVideo } from './video/image-to-video';
import { textToVideo } from './video/text-to-video';
import { autoSubtitleGenerator } from './video/auto-subtitle-generator';
import { aiVideoEditor } from './video/ai-video-editor';
import { audioToVideo } from './video/audio-to-video';
import { characterReplace } from './video/character-replace';
import { aiVideoTranslator } from './video/ai-video-translator';
import { faceSwapPhoto } from './image/face-swap-photo';
import { aiHeadshotGenerator } from './image/ai-headshot-generator';
import { aiImageGenerator } from './image/ai-image-generator';
import { aiImageUpscaler } from './image/ai-image-upscaler';
import { aiQrCodeGenerator } from './image/ai-qr-code-generator';
import { imageBackgroundRemover } from './image/image-background-remover';
import { aiFaceEditor } from './image/ai-face-editor';
import { aiMemeGenerator } from './image/ai-meme-generator';
import { aiClothesChanger } from './image/ai-clothes-changer';
import { aiGifGenerator } from './image/ai-gif-generator';
import { photoColorizer } from './image/photo-colorizer';
import { aiImageEditor } from './image/ai-image-editor';
import { bodySwap } from './image/body-swap';
import { headSwap } from './image/head-swap';
import { aiVoiceGenerator } from './audio/ai-voice-generator';
import { aiVoiceCloner } from './audio/ai-voice-cloner';
import { faceDetection } from './face-detection';
import type { Operation } from './types';

/** Every creation operation, in display order (video, image, audio, face detection). */
export const operations: readonly Operation[] = [
  faceSwap,
  lipSync,
  aiTalkingPhoto,
  videoToVideo,
  animation,
  imageToVideo,
  textToVideo,
  autoSubtitleGenerator,
  aiVideoEditor,
  audioToVideo,
  characterReplace,
  aiVideoTranslator,
  faceSwapPhoto,
  aiHeadshotGenerator,
  aiImageGenerator,
  aiImageUpscaler,
  aiQrCodeGenerator,
  imageBackgroundRemover,
  aiFaceEditor,
  aiMemeGenerator,
  aiClothesChanger,
  aiGifGenerator,
  photoColorizer,
  aiImageEditor,
  bodySwap,
  headSwap,
  aiVoiceGenerator,
  aiVoiceCloner,
  faceDetection,
];

const byKey = new Map(operations.map((op) => [op.key, op]));

/** The operation for a key such as `face-swap`; throws with the known keys when there is none. */
export function getOperation(key: string): Operation {
  const op = byKey.get(key);
  if (!op) throw new Error(`Unknown operation "${key}". Known: ${[...byKey.keys()].join(', ')}`);
  return op;
}

/** Non-creation endpoints, for hosts that render or proxy them. */
export const endpoints = {
  uploadUrls: { method: 'POST', path: '/v1/files/upload-urls' },
  project: (kind: 'video' | 'image' | 'audio', id: string) =>
    `/v1/${kind}-projects/${encodeURIComponent(id)}`,
  faceDetection: (id: string) => `/v1/face-detection/${encodeURIComponent(id)}`,
} as const;

export type {
  Operation,
  OperationKind,
  ProjectKind,
  MediaType,
  FieldMeta,
  FieldPresentation,
} from './types';
export { PROJECT_KINDS } from './types';
