/**
 * The one shape of a node operation, hand-written or rendered from the
 * catalog, and how a resource's operations become its node properties: the
 * Operation selector and each operation's parameters, shown only for it.
 */
import type { Operation } from '@genservice/core/internal';
import {
  updateDisplayOptions,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
  type INodePropertyOptions,
} from 'n8n-workflow';

/** One operation: how it is listed, its parameters, and what it does for the input items. */
export interface NodeOperation {
  /** Its entry in the Operation list (its value is its key in the resource's map). */
  option: Omit<INodePropertyOptions, 'value'>;
  /** Its parameters, without the resource/operation display rule (added here). */
  properties: INodeProperties[];
  /** The canvas subtitle when it is not the operation's name (tools) or name and resource. */
  subtitle?: string;
  /** Creates a job: shows the shared Wait for Completion, Download Outputs and Options. */
  createsJob?: boolean;
  /** The catalog entry it runs, for catalog tools (its agent description is rendered from it). */
  catalog?: Operation;
  /** The output items for every input item, paired with their inputs. */
  execute(this: IExecuteFunctions): Promise<INodeExecutionData[]>;
}

/** A resource's operations by value. */
export type OperationMap = Readonly<Record<string, NodeOperation>>;

/** The Operation selector of `resource` (sorted by name) and every operation's parameters. */
export function resourceProperties(resource: string, operations: OperationMap): INodeProperties[] {
  const entries = Object.entries(operations);
  const options = entries
    .map(([value, op]) => ({ ...op.option, value }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const first = options[0]?.value ?? '';
  return [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: [resource] } },
      options,
      default: first,
    },
    ...entries.flatMap(([value, op]) =>
      op.properties.length
        ? updateDisplayOptions(
            { show: { resource: [resource], operation: [value] } },
            op.properties,
          )
        : [],
    ),
  ];
}
