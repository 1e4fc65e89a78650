/**
 * One catalog field as an n8n property, from its presentation: label, option
 * labels (long lists sorted), form default, multi-line text, number bounds,
 * file inputs (a binary field name, a public URL or a saved item; file-input.ts),
 * and lists of objects as repeatable groups.
 */
import type { FieldSpec } from '@genservice/core/internal';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { PROJECT_NAME_DESCRIPTION } from '../../helpers/creator-tag';
import { renderFileInput } from './file-input';

/** The n8n parameter name of a wire path (`assets.video_file_path` → `assets_video_file_path`). */
export const paramName = (path: string): string => path.replace(/\./g, '_');

/** One field as a property; `fileDefault` pre-fills a file input with the usual binary field, `data`. */
export function renderField(field: FieldSpec, fileDefault = false): INodeProperties {
  const base = {
    displayName: field.label,
    name: paramName(field.path),
    description: describe(field),
    ...(field.required ? { required: true } : {}),
  };
  if (field.asset) return renderFileInput({ ...field, asset: field.asset }, base, fileDefault);
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

function describe(field: FieldSpec): string | undefined {
  if (field.path === 'name') return PROJECT_NAME_DESCRIPTION;
  const parts = [field.description];
  if (field.openOptions) parts.push('Pick a suggestion, or use an expression for any other value.');
  return parts.filter(Boolean).join(' ') || undefined;
}

/**
 * Where the field starts: an optional field added from the collection starts at
 * the catalog's example when it has one (sending the service default again is
 * pointless), else at the form default.
 */
function formDefault(field: FieldSpec): unknown {
  if (!field.required && field.example !== undefined) return field.example;
  return field.uiDefault !== undefined ? field.uiDefault : field.default;
}

function choices(field: FieldSpec): INodePropertyOptions[] {
  const list: INodePropertyOptions[] = (field.options ?? []).map((value) => {
    const description = field.optionDescriptions?.[String(value)];
    const name = field.optionLabels?.[String(value)] ?? String(value);
    return description ? { name, value, description } : { name, value };
  });
  if (field.searchable) list.sort((a, b) => a.name.localeCompare(b.name));
  return field.emptyLabel ? [...list, { name: field.emptyLabel, value: '' }] : list;
}

/** The form default (or example), else 0 clamped into the field's bounds. */
function numberDefault(field: FieldSpec): number {
  const initial = formDefault(field);
  if (typeof initial === 'number') return initial;
  const min = field.min !== undefined && Number.isFinite(field.min) ? field.min : undefined;
  if (field.required && min !== undefined) return min;
  return Math.min(Math.max(0, min ?? 0), field.max ?? Number.MAX_SAFE_INTEGER);
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
