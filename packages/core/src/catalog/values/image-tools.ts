/**
 * Tools of the AI image generator (`style.tool`).
 * Generated once from spec/openapi.json; these are suggestions, the service accepts others.
 */

/** Image generator tools; `general` is the default. */
// prettier-ignore
export const imageTools = [
  'ai-anime-generator', 'ai-art-generator', 'ai-background-generator', 'ai-character-generator',
  'ai-face-generator', 'ai-fashion-generator', 'ai-icon-generator', 'ai-illustration-generator',
  'ai-interior-design-generator', 'ai-landscape-generator', 'ai-logo-generator', 'ai-manga-generator',
  'ai-outfit-generator', 'ai-pattern-generator', 'ai-photo-generator', 'ai-sketch-generator',
  'ai-tattoo-generator', 'album-cover-generator', 'animated-characters-generator', 'architecture-generator',
  'book-cover-generator', 'comic-book-generator', 'dark-fantasy-ai', 'disney-ai-generator',
  'dnd-ai-art-generator', 'emoji-generator', 'fantasy-map-generator', 'graffiti-generator',
  'movie-poster-generator', 'optical-illusion-generator', 'pokemon-generator',
  'south-park-character-generator', 'superhero-generator', 'thumbnail-maker', 'general',
] as const;

/** Labels of the tools: `ai-logo-generator` → `Logo`, `general` → `General`. */
export const imageToolLabels: Record<string, string> = Object.fromEntries(
  imageTools.map((t) => [
    t,
    t
      .replace(/^ai-/, '')
      .replace(/-(generator|maker|ai)$/, '')
      .split('-')
      .map((w) =>
        w === 'dnd' ? 'D&D' : w === 'ai' ? 'AI' : w.charAt(0).toUpperCase() + w.slice(1),
      )
      .join(' '),
  ]),
);
