/**
 * Renders a catalog operation's fields as n8n properties from the catalog's
 * presentation (`describeFields`): the tool's primary inputs up front in the
 * catalog's order, each conditionally required one shown and required only
 * while its condition holds (`displayOptions` on the controlling field, which
 * is itself up front); everything else in "Additional Fields". Labels, option
 * labels, form defaults, multi-line prompts and searchable lists come from the
 * catalog; nothing here is specific to a tool.
 */
import type { Condition, FieldSpec, Operation } from '@genservice/core/internal';
import type { INodeProperties } from 'n8n-workflow';
import { paramName, renderField } from './field';

export { paramName };

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
  const firstFile = visible.find((f) => upFront.has(f.path) && f.asset);
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

/**
 * The `displayOptions.show` of a condition. "Left empty" matches the control's
 * empty choice when it offers one, else its default (a list always holds a value).
 */
type Show = NonNullable<NonNullable<INodeProperties['displayOptions']>['show']>;

function showWhen(condition: Condition, rendered: Map<string, INodeProperties>): Show {
  const show: Record<string, unknown[]> = {};
  for (const [path, values] of Object.entries(condition)) {
    const control = rendered.get(path);
    const empty = emptyChoice(control) ? '' : (control?.default ?? '');
    show[paramName(path)] = [...new Set(values.map((v) => (v === undefined ? empty : v)))];
  }
  return show as Show;
}

function emptyChoice(control: INodeProperties | undefined): boolean {
  return (control?.options ?? []).some((o) => 'value' in o && o.value === '');
}
