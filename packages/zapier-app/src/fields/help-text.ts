/**
 * Help text of a rendered field, in the user's words: the catalog's
 * description, what a file field takes, and limits or the default the
 * description does not already state.
 */
import type { FieldSpec, MediaType } from '@genservice/core/internal';
import { prefill } from './prefill';

const NOUN: Record<MediaType, string> = {
  video: 'video',
  image: 'image',
  audio: 'audio',
  gif: 'GIF',
};

/** The help text of `spec`. */
export function helpText(spec: FieldSpec): string {
  const description = spec.description ?? `The ${spec.label.toLowerCase()}.`;
  const parts = [description];
  if (spec.asset) parts.push(fileSentence(spec.asset));
  const says = (value: unknown) => description.includes(String(value));
  const limits = [
    spec.min !== undefined && spec.max !== undefined && !(says(spec.min) && says(spec.max))
      ? `From ${spec.min} to ${spec.max}.`
      : undefined,
    spec.min !== undefined && spec.min !== 0 && spec.max === undefined && !says(spec.min)
      ? `At least ${spec.min}.`
      : undefined,
    spec.max !== undefined && spec.min === undefined && !says(spec.max)
      ? `At most ${spec.max}.`
      : undefined,
    spec.maxLength !== undefined && !says(spec.maxLength)
      ? `Up to ${spec.maxLength} characters.`
      : undefined,
    spec.maxItems !== undefined && !says(spec.maxItems)
      ? `Up to ${spec.maxItems} items.`
      : undefined,
    spec.openOptions ? 'Pick a suggestion or enter any value.' : undefined,
    spec.emptyLabel ? `Leave it empty for ${spec.emptyLabel}.` : undefined,
    spec.default !== undefined && prefill(spec) === undefined && !spec.emptyLabel
      ? `Defaults to ${optionLabel(spec, spec.default)}.`
      : undefined,
  ];
  return [...parts, ...limits.filter(Boolean)].join(' ');
}

function fileSentence(types: readonly MediaType[]): string {
  const nouns = [...new Set(types.map((t) => NOUN[t]))];
  const list = nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} or ${nouns.at(-1)}` : nouns[0];
  const article = /^[aeiou]/i.test(list ?? '') ? 'An' : 'A';
  return `${article} ${list} file from an earlier step, or a public URL to one.`;
}

function optionLabel(spec: FieldSpec, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return spec.optionLabels?.[String(value)] ?? String(value);
}
