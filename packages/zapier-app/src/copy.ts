/**
 * Zapier's copy rules for names, in one place: an action's label is the
 * catalog's `action` phrase in Title Case without articles ("Swap faces in a
 * video" → "Swap Faces in Video"); a noun is one singular word.
 */
import type { Operation } from '@genservice/core/internal';

const ARTICLES = new Set(['a', 'an', 'the']);
const MINOR = new Set(['and', 'or', 'nor', 'but', 'for', 'in', 'of', 'on', 'onto', 'to', 'into']);
MINOR.add('with').add('from').add('by').add('at').add('as');

/** "Swap faces in a video" → "Swap Faces in Video"; words already in capitals (QR, GIF) stay. */
export function titleCaseAction(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter((w) => w && !ARTICLES.has(w.toLowerCase()))
    .map((w, i) => {
      if (i > 0 && MINOR.has(w.toLowerCase())) return w.toLowerCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/** The create label of a catalog operation ("Swap Faces in Video"). */
export function createLabel(op: Operation): string {
  return titleCaseAction(op.action);
}

/** The one-word noun of what a create makes: "Video", "Image", "Audio" or "Detection". */
export function createNoun(op: Operation): string {
  if (op.kind === 'face-detection') return 'Detection';
  return op.kind.charAt(0).toUpperCase() + op.kind.slice(1);
}

/** The last word of a title as a one-word noun ("Art Style" → "Style"). */
export function oneWordNoun(title: string): string {
  return title.trim().split(/\s+/).at(-1) ?? title;
}
