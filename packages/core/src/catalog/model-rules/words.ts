/**
 * How rule messages and option labels write sets of values: durations as
 * ranges (`3–10, 15`), lists ending in "or" (`5 or 10`), resolutions as the
 * form shows them (`4K`, `1K`).
 */

/** Runs of 3 or more consecutive integers as `a–b`, the rest one by one, in order. */
export function spanParts(values: readonly number[]): string[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts;
}

/** `3–10, 15`: the values compressed to ranges, joined by commas (for option labels). */
export function spans(values: readonly number[]): string {
  return spanParts(values).join(', ');
}

/** `a, b or c`: a list read as alternatives. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** `a, b and c`. */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A resolution as the form shows it: `4k` → `4K`, `1k` → `1K`, `720p` unchanged. */
export function resolutionWord(value: string): string {
  return /^\d+k$/.test(value) ? value.toUpperCase() : value;
}

/** The order resolutions rise in, lowest first (video and image). */
const RESOLUTION_ORDER = ['360p', '480p', '640px', '720p', '1k', '1080p', '2k', '4k'];

/** `resolutions` lowest first (by pixel count as the service names them). */
export function risingResolutions(resolutions: readonly string[]): string[] {
  return [...resolutions].sort((a, b) => rank(a) - rank(b));
}

/** The highest of `resolutions`; undefined when empty. */
export function topResolution(resolutions: readonly string[]): string | undefined {
  return risingResolutions(resolutions).at(-1);
}

/** The lowest of `resolutions`; undefined when empty. */
export function lowestResolution(resolutions: readonly string[]): string | undefined {
  return risingResolutions(resolutions)[0];
}

function rank(resolution: string): number {
  const i = RESOLUTION_ORDER.indexOf(resolution);
  return i < 0 ? RESOLUTION_ORDER.length : i;
}

/** A number as a message shows what was entered (`7`, `7.5`, `"7"`). */
export function shownValue(value: unknown): string {
  return typeof value === 'string' ? resolutionWord(value) : JSON.stringify(value);
}
