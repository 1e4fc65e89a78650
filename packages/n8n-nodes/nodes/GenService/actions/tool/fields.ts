/**
 * Renders a catalog operation's fields as n8n properties: required fields up
 * front, optional ones in "Additional Fields", closed choices as options,
 * asset fields as "binary property or URL" strings. Nothing is restated: the
 * catalog's `describeFields` is the only input.
 */
import type { FieldSpec, Operation } from '@genservice/core';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** The n8n parameter name of a wire path (`assets.video_file_path` → `assets_video_file_path`). */
export const paramName = (path: string): string => path.replace(/\./g, '_');

const ASSET_HINT =
  'The name of a binary property of the input item (e.g. data), or a URL or api-assets/… file path';

/** The properties of one field, shown for `show` (omit for fields inside a collection). */
export function renderField(
  field: FieldSpec,
  show?: INodeProperties['displayOptions'],
): INodeProperties {
  const base = {
    displayName: field.title,
    name: paramName(field.path),
    description: describe(field),
    ...(show ? { displayOptions: show } : {}),
    ...(field.required ? { required: true } : {}),
  };
  if (field.asset) {
    const many = field.type === 'array';
    return {
      ...base,
      type: 'string',
      default: '',
      placeholder: many ? 'data, data_1' : 'data',
      description:
        `${field.description ?? ''} ${ASSET_HINT}${many ? ', comma-separated' : ''}.`.trim(),
    };
  }
  if (field.options?.length)
    return {
      ...base,
      type: 'options',
      options: choices(field),
      default: field.default ?? field.options[0],
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
      return { ...base, type: 'boolean', default: field.default === true };
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
    default:
      return {
        ...base,
        type: 'string',
        default: typeof field.default === 'string' ? field.default : '',
        ...(field.maxLength && field.maxLength > 200 ? { typeOptions: { rows: 4 } } : {}),
      };
  }
}

/** Every property of `op`'s form for the node's `resource`: required fields, then an "Additional Fields" collection. */
export function renderOperation(_op: Operation, fields: FieldSpec[]): INodeProperties[] {
  const visible = fields.filter((f) => !f.deprecated);
  const optional = visible.filter((f) => !f.required).map((f) => renderField(f));
  return [
    ...visible.filter((f) => f.required).map((f) => renderField(f)),
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
            'Fields merged into the request body as is, for options the node does not list yet',
        },
      ],
    },
  ];
}

function describe(field: FieldSpec): string | undefined {
  const parts = [field.description];
  if (field.openOptions) parts.push('Pick a suggestion, or use an expression for any other value.');
  return parts.filter(Boolean).join(' ') || undefined;
}

function choices(field: FieldSpec): INodePropertyOptions[] {
  return (field.options ?? []).map((value) => ({ name: String(value), value }));
}

function numberDefault(field: FieldSpec): number {
  if (typeof field.default === 'number') return field.default;
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
        displayName: field.title,
        values: (field.items ?? []).map((item) => renderField(item)),
      },
    ],
  };
}
