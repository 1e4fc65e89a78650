/**
 * The project triggers' filters: Tools, Project Name Contains, Project Name Starts With and
 * Only Jobs This Zap Created. They travel in the relay subscription (`filters`), so the relay
 * never delivers an unmatched event and no task is spent on it; empty fields filter nothing.
 */
import {
  ValidationError,
  matchesFilters,
  TOOL_CHOICES,
  type SubscriptionFilters,
} from '@genservice/core/internal';
import type { Bundle, PlainInputField } from 'zapier-platform-core';
import { zapTag } from '../zap-tag';

const TOOLS = TOOL_CHOICES;
const MAX_NAME = 256;

/** The filter fields every project trigger shows after Kind. */
export const filterFields: PlainInputField[] = [
  {
    key: 'tools',
    label: 'Tools',
    list: true,
    required: false,
    choices: TOOLS.map((t) => ({ value: t.value, label: t.label, sample: t.value })),
    helpText: 'Only projects made with these tools. Leave empty for every tool.',
  },
  {
    key: 'name_contains',
    label: 'Project Name Contains',
    type: 'string',
    required: false,
    helpText: 'Only projects whose name contains this text (not case-sensitive).',
  },
  {
    key: 'name_starts_with',
    label: 'Project Name Starts With',
    type: 'string',
    required: false,
    helpText:
      'Only projects whose name starts with this text (not case-sensitive). The tag a Zap puts in front of the names it creates, such as "[zap-123] ", is skipped.',
  },
  {
    key: 'only_this_zap',
    label: 'Only Jobs This Zap Created',
    type: 'boolean',
    required: false,
    default: 'false',
    helpText:
      'Yes: only projects made by Magic Hour actions in this same Zap, which name them "[zap-<Zap ID>] …". A project counts only when its action ran in a Zap with an ID: runs without one (some tests) tag nothing. Defaults to no.',
  },
];

const invalid = (key: string, label: string, message: string) =>
  new ValidationError([{ field: key, message: `Invalid value for ${label} (${key}): ${message}` }]);

const isYes = (value: unknown) =>
  ['true', 'yes', '1'].includes(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );

function textOf(input: Record<string, unknown>, key: string, label: string) {
  const text = String(input[key] ?? '').trim();
  if (text.length > MAX_NAME)
    throw invalid(key, label, `at most ${MAX_NAME} characters, got ${text.length}`);
  return text || undefined;
}

function toolsOf(value: unknown): string[] | undefined {
  const given = Array.isArray(value) ? value : String(value ?? '').split(',');
  const tools = [...new Set(given.map((t) => String(t).trim()).filter(Boolean))];
  const unknown = tools.filter((t) => !TOOLS.some((c) => c.value === t));
  if (unknown.length)
    throw invalid('tools', 'Tools', `${unknown.join(', ')} is not a tool; choose from the list`);
  return tools.length ? tools : undefined;
}

/**
 * The filters the trigger's inputs ask for, or undefined for none. "Only Jobs This Zap Created"
 * needs the Zap's tag: `tag` is undefined when Zapier gave no Zap id.
 */
export function filtersOf(bundle: Pick<Bundle, 'inputData' | 'meta'>): {
  filters: SubscriptionFilters | undefined;
  wantsOwn: boolean;
  tag: string | undefined;
} {
  const input = (bundle.inputData ?? {}) as Record<string, unknown>;
  const wantsOwn = isYes(input.only_this_zap);
  const tag = wantsOwn ? zapTag(bundle) : undefined;
  const filters: SubscriptionFilters = {
    tools: toolsOf(input.tools),
    name_contains: textOf(input, 'name_contains', 'Project Name Contains'),
    name_starts_with: textOf(input, 'name_starts_with', 'Project Name Starts With'),
    created_by: tag,
  };
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return { filters: Object.keys(given).length ? given : undefined, wantsOwn, tag };
}

/**
 * Whether `project` passes the trigger's filters (those it can judge: the tag only when known).
 * Inputs the subscribe would refuse judge nothing here: the relay applied what it accepted.
 */
export function passes(bundle: Pick<Bundle, 'inputData' | 'meta'>, project: unknown): boolean {
  try {
    return matchesFilters(filtersOf(bundle).filters, project);
  } catch (err) {
    if (err instanceof ValidationError) return true;
    throw err;
  }
}
