/**
 * Renders a catalog operation's fields as n8n properties from the catalog's
 * presentation (`describeFields`): the tool's primary inputs up front in the
 * catalog's order, each conditionally required one shown and required only
 * while its condition holds (`displayOptions` on the controlling field, which
 * is itself up front); everything else in "Additional Fields". Labels, option
 * labels, form defaults, multi-line prompts and searchable lists come from the
 * catalog; nothing here is specific to a tool.
 */
import type { Condition, FieldSpec, Operation } from '@genservice/core';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** The n8n parameter name of a wire path (`assets.video_file_path` → `assets_video_file_path`). */
export const paramName = (path: string): string => path.replace(/\./g, '_');

const FILE_HINT = "Name of the input's binary field (usually data), or a public URL";

/** The wire paths shown up front: primary and required fields, and every field a condition reads. */
export function upFrontPaths(fields: FieldSpec[]): Set<string> {
  const visible = fields.filter((f) => !f.deprecated);
  const paths = new Set(visible.filter((f) => f.primary || f.required).map((f) => f.path));
  for (const f of visible)
    if (paths.has(f.path)) for (const p of Object.keys(f.requiredWhen ?? {})) paths.add(p);
  return paths;
}

/** Every property of `op`'s form: the up-front fields, then an "Additional Fields" collection. */
export function renderOperation(_op: Operation, fields: FieldSpec[]): INodeProperties[] {
  const visible = fields.filter((f) => !f.deprecated);
  const upFront = upFrontPaths(fields);
  const firstFile = visible.find((f) => upFront.has(f.path) && f.asset && f.type === 'string');
  const shown = visible.filter((f) => upFront.has(f.path));
  const rendered = new Map<string, INodeProperties>();
  for (const f of shown) rendered.set(f.path, renderField(f, f === firstFile));
  for (const f of shown) {
    if (!f.requiredWhen) continue;
    const property = rendered.get(f.path)!;
    property.displayOptions = { show: showWhen(f.requiredWhen, rendered) };
    property.required = true;
  }
  const optional = visible.filter((f) => !upFront.has(f.path)).map((f) => renderField(f, false));
  return [
    ...rendered.values(),
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        ...optional.sort((a, b) => a.displayName.localeCompare(b.displayName)),
        {
          displayName: 'Additional Body Fields (JSON)',
          name: 'additionalBody',
          type: 'json',
          default: '{}',
          description:
            'Fields sent to the service as they are, for options this node does not list yet. They win over the fields above when both set the same field.',
        },
      ],
    },
  ];
}

/** One field as a property; `fileDefault` pre-fills a file input with the usual binary field, `data`. */
export function renderField(field: FieldSpec, fileDefault = false): INodeProperties {
  const base = {
    displayName: field.label,
    name: paramName(field.path),
    description: describe(field),
    ...(field.required ? { required: true } : {}),
  };
  if (field.asset) {
    const many = field.type === 'array';
    return {
      ...base,
      type: 'string',
      default: fileDefault ? 'data' : '',
      placeholder: many
        ? 'data, https://example.com/b.png'
        : 'data or https://example.com/file.mp4',
      description: [field.description, `${FILE_HINT}${many ? '; several, comma-separated' : ''}.`]
        .filter(Boolean)
        .join(' '),
    };
  }
  if (field.options?.length)
    return {
      ...base,
      type: 'options',
      options: choices(field),
      default: formDefault(field) ?? field.options[0],
    } as INodeProperties;
  switch (field.type) {
    case 'number':
    case 'integer':
      return {
        ...base,
        type: 'number',
        default: numberDefault(field),
        typeOptions: numberOptions(field),
      };
    case 'boolean':
      return { ...base, type: 'boolean', default: formDefault(field) === true };
    case 'array':
      if (field.items) return objectList(field, base);
      return {
        ...base,
        type: 'string',
        default: '',
        description: `${base.description ?? ''} Comma-separated.`.trim(),
      };
    case 'object':
      return { ...base, type: 'json', default: '{}' };
    default: {
      const initial = formDefault(field);
      const rows = field.multiline || (field.maxLength ?? 0) > 200;
      return {
        ...base,
        type: 'string',
        default: typeof initial === 'string' ? initial : '',
        ...(rows ? { typeOptions: { rows: 4 } } : {}),
      };
    }
  }
}

/** The `displayOptions.show` of a condition; "left empty" matches the controlling field's default. */
type Show = NonNullable<NonNullable<INodeProperties['displayOptions']>['show']>;

function showWhen(condition: Condition, rendered: Map<string, INodeProperties>): Show {
  const show: Record<string, unknown[]> = {};
  for (const [path, values] of Object.entries(condition)) {
    const control = rendered.get(path);
    show[paramName(path)] = values.map((v) => (v === undefined ? (control?.default ?? '') : v));
  }
  return show as Show;
}

function describe(field: FieldSpec): string | undefined {
  const parts = [field.description];
  if (field.openOptions) parts.push('Pick a suggestion, or use an expression for any other value.');
  return parts.filter(Boolean).join(' ') || undefined;
}

function formDefault(field: FieldSpec): unknown {
  return field.uiDefault !== undefined ? field.uiDefault : field.default;
}

function choices(field: FieldSpec): INodePropertyOptions[] {
  const list = (field.options ?? []).map((value) => ({
    name: field.optionLabels?.[String(value)] ?? String(value),
    value,
  }));
  return field.searchable ? list.sort((a, b) => a.name.localeCompare(b.name)) : list;
}

function numberDefault(field: FieldSpec): number {
  const initial = formDefault(field);
  if (typeof initial === 'number') return initial;
  return field.required && field.min !== undefined && Number.isFinite(field.min) ? field.min : 0;
}

function numberOptions(field: FieldSpec): INodeProperties['typeOptions'] {
  const safe = (n: number | undefined) =>
    n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;
  const options: NonNullable<INodeProperties['typeOptions']> = {
    numberPrecision: field.type === 'integer' ? 0 : 2,
  };
  if (safe(field.min) !== undefined) options.minValue = field.min;
  if (safe(field.max) !== undefined) options.maxValue = field.max;
  return options;
}

function objectList(
  field: FieldSpec,
  base: Pick<INodeProperties, 'displayName' | 'name'>,
): INodeProperties {
  return {
    ...base,
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
      ...(field.maxItems ? { maxAllowedFields: field.maxItems } : {}),
    },
    default: {},
    options: [
      {
        name: 'values',
        displayName: field.label,
        values: (field.items ?? []).map((item) => renderField(item)),
      },
    ],
  };
}
