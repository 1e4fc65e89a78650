/**
 * "Only jobs this workflow created": a create made with a creator tag names its project
 * `[<tag>] <name>` (see `tagProjectName`), so a subscription filtered `created_by: <tag>` hears
 * exactly those projects. The tag is applied once, here, for every host, to the wire body only:
 * a dedupe key's fingerprint is of the inputs as given, so tagging never makes a re-run conflict.
 */
import type { Operation } from '../catalog/types';
import { tagProjectName } from '../relay/filters';

/**
 * `params` with its project name tagged by `tag` (a missing name becomes the service's own
 * default, "<Tool> - <date and time>", at `now` in UTC); unchanged without a tag, for tools that
 * take no name, or when the name already carries the tag.
 */
export function withCreatorTag(
  op: Operation,
  params: Record<string, unknown>,
  tag: string | undefined,
  now: number,
): Record<string, unknown> {
  if (!tag || op.kind === 'face-detection') return params;
  const given =
    typeof params.name === 'string' && params.name.trim()
      ? params.name
      : `${op.label} - ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`;
  if (given.startsWith(`[${tag}] `)) return params;
  return { ...params, name: tagProjectName(tag, given) };
}
