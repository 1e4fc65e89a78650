/**
 * Zapier's published checks that can be judged from the app definition, each
 * returning its findings (empty = passes). `id` is the check's id in Zapier's
 * "Integration check reference" where it has one; rules from the "Integration
 * build guidelines" and "publishing requirements" carry `guideline`.
 */
import { operations } from '@genservice/core';
import { createLabel } from '../../src/copy';
import { createKey } from '../../src/fields/keys';
import { members, triggerKeys, visible, type Member } from './members';

/** One check and what it finds. */
export interface Check {
  id: string;
  title: string;
  findings: () => string[];
}

const at = (m: Member) => `${m.type} ${m.key}`;
const each = (list: Member[], fn: (m: Member) => (string | false | undefined)[]) =>
  list.flatMap((m) => fn(m).filter((f): f is string => !!f));

const SECRET = /api[\s_-]?key|access[\s_-]?token|password|bearer/i;
const ARTICLE = /\b(a|an|the)\b/i;
const MINOR = /^(and|or|for|in|of|on|onto|to|into|with|from|by|at|as)$/;
/** Verbs an action label may start with: what the step does in the service. */
const VERBS = new Set(
  'Add Change Clone Colorize Create Delete Detect Edit Lip Remove Replace Restyle Swap Translate Upload Upscale'.split(
    ' ',
  ),
);

function titleCased(label: string): boolean {
  return label.split(' ').every((w, i) => (i > 0 && MINOR.test(w)) || /^[A-Z0-9(]/.test(w));
}

/** The checks, in the order of their ids. */
export const checks: Check[] = [
  {
    id: 'D001',
    title: 'Asks for API Key in Action Instead of in Auth',
    findings: () =>
      each(members, (m) =>
        m.fields.map((f) => SECRET.test(`${f.key} ${f.label ?? ''}`) && `${at(m)}: ${f.key}`),
      ),
  },
  {
    id: 'D004',
    title: 'ID fields use dynamic dropdowns',
    findings: () =>
      each(members, (m) =>
        m.fields.map(
          (f) =>
            (/(^|_)id$/.test(f.key) || /\bID$/.test(f.label ?? '')) &&
            !f.dynamic &&
            `${at(m)}: ${f.key} has no dynamic dropdown`,
        ),
      ),
  },
  {
    id: 'D009',
    title: 'Searches have a required search field',
    findings: () =>
      each(
        members.filter((m) => m.type === 'search'),
        (m) => [!m.fields.some((f) => f.required) && `${at(m)}: no required search field`],
      ),
  },
  {
    id: 'guideline: dynamic dropdowns',
    title: 'A dynamic dropdown names an existing trigger as trigger.id.label',
    findings: () =>
      each(members, (m) =>
        m.fields.map((f) => {
          if (!f.dynamic) return false;
          const [trigger, id, label] = f.dynamic.split('.');
          return (
            (!trigger || !triggerKeys.has(trigger) || !id || !label) &&
            `${at(m)}: ${f.key} → ${f.dynamic}`
          );
        }),
      ),
  },
  {
    id: 'guideline: action labels',
    title:
      'Create labels start with a verb, in Title Case without articles, from the catalog action',
    findings: () => [
      ...each(
        visible.filter((m) => m.type === 'create'),
        (m) => [
          !VERBS.has(m.display.label.split(' ')[0] ?? '') &&
            `${at(m)}: "${m.display.label}" starts with no verb`,
          (ARTICLE.test(m.display.label) || !titleCased(m.display.label)) &&
            `${at(m)}: "${m.display.label}" is not Title Case without articles`,
        ],
      ),
      ...operations.flatMap((op) => {
        const m = members.find((x) => x.key === createKey(op));
        return m?.display.label === createLabel(op)
          ? []
          : [`create ${createKey(op)}: label is not derived from "${op.action}"`];
      }),
    ],
  },
  {
    id: 'guideline: trigger labels',
    title:
      'Trigger labels name the item with New or Updated, or end in a past participle ("Project Canceled"), in Title Case',
    findings: () =>
      each(
        visible.filter((m) => m.type === 'trigger'),
        (m) => [
          !/^(New|Updated) \S|^\S.* [A-Z][a-z]+ed$/.test(m.display.label) &&
            `${at(m)}: "${m.display.label}"`,
          !titleCased(m.display.label) && `${at(m)}: "${m.display.label}" is not Title Case`,
        ],
      ),
  },
  {
    id: 'guideline: nouns',
    title: 'Nouns are one singular word',
    findings: () =>
      each(members, (m) => [
        (!/^[A-Z][a-z]+$/.test(m.noun) || /[^s]s$/.test(m.noun)) && `${at(m)}: noun "${m.noun}"`,
      ]),
  },
  {
    id: 'guideline: descriptions',
    title: 'Descriptions: "Triggers when…", "Finds…", a create\'s third-person verb; one sentence',
    findings: () =>
      each(visible, (m) => {
        const d = m.display.description;
        const start = { trigger: /^Triggers when /, search: /^Finds /, create: /^[A-Z][a-z]+s / };
        return [
          !start[m.type].test(d) && `${at(m)}: "${d}"`,
          !/^[^.]+\.$/.test(d) && `${at(m)}: not one sentence ending in a period`,
        ];
      }),
  },
  {
    id: 'guideline: platform name',
    title: 'Descriptions and help texts do not name the platform',
    findings: () =>
      each(members, (m) => [
        /zapier/i.test(m.display.description) && `${at(m)}: description`,
        ...m.fields.map((f) => /zapier/i.test(f.helpText ?? '') && `${at(m)}: ${f.key} help text`),
      ]),
  },
  {
    id: 'guideline: help text length',
    title: 'Help texts are at most 300 characters',
    findings: () =>
      each(members, (m) =>
        m.fields.map(
          (f) =>
            (f.helpText?.length ?? 0) > 300 &&
            `${at(m)}: ${f.key} (${f.helpText?.length} characters)`,
        ),
      ),
  },
  {
    id: 'guideline: destructive actions',
    title: 'A delete action warns in its fields that it cannot be undone',
    findings: () =>
      each(
        members.filter((m) => /^delete_/.test(m.key)),
        (m) => [
          !m.fields.some((f) => /cannot be undone/i.test(f.helpText ?? '')) &&
            `${at(m)}: no field says it cannot be undone`,
        ],
      ),
  },
  {
    id: 'guideline: duplicate fields',
    title: 'No two input fields of a step share a key or a label',
    findings: () =>
      each(members, (m) => {
        const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
        const top = m.fields.filter((f) => !m.fields.some((p) => p.children?.includes(f)));
        return [
          ...dupes(top.map((f) => f.key)).map((k) => `${at(m)}: key ${k} twice`),
          ...dupes(top.map((f) => f.label ?? f.key)).map((l) => `${at(m)}: label "${l}" twice`),
        ];
      }),
  },
  {
    id: 'guideline: samples',
    title: 'Every visible step has sample data and output fields',
    findings: () =>
      each(visible, (m) => [
        !m.sample && `${at(m)}: no sample`,
        m.outputFields.length === 0 && `${at(m)}: no output fields`,
      ]),
  },
];
