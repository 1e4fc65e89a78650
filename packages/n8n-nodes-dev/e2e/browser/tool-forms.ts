/**
 * What the editor must show for each tool, read from the catalog: the node that selects the tool
 * (resource = the tool's kind, operation = its key) and the labels of the inputs a user must see
 * without opening a collection. Nothing here is restated per tool.
 */
import {
  describeFields,
  operations,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';
import type { INodeProperties } from 'n8n-workflow';
import { GenService } from '../../../n8n-nodes/nodes/GenService/GenService.node';
import type { WorkflowBody } from './session';

export const NODE_TYPE = 'n8n-nodes-magic-hour.genService';

/** One tool as the editor test opens it. */
export interface ToolForm {
  op: Operation;
  /** The node's name on the canvas (the tool's label). */
  nodeName: string;
  parameters: { resource: string; operation: string };
  /** Labels the open node must show up front, in catalog order. */
  primaryLabels: string[];
}

/** True once the catalog marks primary inputs (contract 8); before that, required fields stand in. */
export const catalogHasPrimary = (catalog: readonly Operation[] = operations): boolean =>
  catalog.some((op) => describeFields(op).some((f) => f.primary === true));

/** The value a fresh form holds for `field`: its UI default, else the service default, else the first closed option. */
export function formDefault(field: FieldSpec | undefined): unknown {
  if (!field) return undefined;
  if (field.uiDefault !== undefined) return field.uiDefault;
  if (field.default !== undefined) return field.default;
  return field.options?.length && !field.openOptions ? field.options[0] : undefined;
}

/** The fields `op` shows up front on a fresh form: primary ones whose condition holds for the defaults. */
export function primaryInputs(op: Operation, usePrimary = catalogHasPrimary()): FieldSpec[] {
  const fields = describeFields(op);
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const holds = (f: FieldSpec) =>
    !f.requiredWhen ||
    Object.entries(f.requiredWhen).every(([path, allowed]) =>
      allowed.includes(formDefault(byPath.get(path))),
    );
  return fields.filter((f) => !f.deprecated && (usePrimary ? f.primary : f.required) && holds(f));
}

/** The node resource whose Operation list offers `key`, read from the node's own properties. */
export function resourceFor(key: string, properties: INodeProperties[]): string {
  const property = properties.find(
    (p) =>
      p.name === 'operation' &&
      p.options?.some((o) => 'value' in o && o.value === key) &&
      p.displayOptions?.show?.resource,
  );
  const resource = property?.displayOptions?.show?.resource?.[0];
  if (typeof resource !== 'string') throw new Error(`No resource of the node offers "${key}"`);
  return resource;
}

/** Every tool of the catalog with its node parameters and expected up-front labels. */
export function toolForms(
  catalog: readonly Operation[] = operations,
  properties: INodeProperties[] = new GenService().description.properties,
): ToolForm[] {
  const usePrimary = catalogHasPrimary(catalog);
  return catalog.map((op) => ({
    op,
    nodeName: op.label,
    parameters: { resource: resourceFor(op.key, properties), operation: op.key },
    primaryLabels: primaryInputs(op, usePrimary).map((f) => f.label ?? f.title),
  }));
}

/** One workflow: a Manual Trigger feeding one node per tool, laid out in a grid. */
export function toolsWorkflow(forms: ToolForm[], columns = 7): WorkflowBody {
  const trigger = 'When clicking ‘Execute workflow’';
  const nodes: WorkflowBody['nodes'] = [
    {
      id: 'tools-trigger',
      name: trigger,
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [-300, 0],
      parameters: {},
    },
    ...forms.map((form, i) => ({
      id: `tool-${form.op.key}`,
      name: form.nodeName,
      type: NODE_TYPE,
      typeVersion: 1,
      position: [(i % columns) * 260, Math.floor(i / columns) * 200] as [number, number],
      parameters: { ...form.parameters },
    })),
  ];
  const targets = forms.map((f) => ({ node: f.nodeName, type: 'main', index: 0 }));
  return {
    name: 'Every Magic Hour tool',
    nodes,
    connections: { [trigger]: { main: [targets] } },
    settings: { executionOrder: 'v1' },
  };
}
