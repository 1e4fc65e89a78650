/**
 * "Estimate Credits" of a resource: a Tool list of the resource's catalog
 * tools, then the chosen tool's own form (the same properties, names and
 * Dedupe Key its operation shows), so a copied node keeps what was filled.
 * Running it validates every item and estimates, uploading and creating
 * nothing (estimate-items.ts).
 */
import { describeFields, type Operation } from '@genservice/core/internal';
import { updateDisplayOptions, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import type { NodeOperation } from '../operation';
import { estimateItems } from './estimate-items';
import { renderOperation } from './fields';
import { DEDUPE_KEY } from './keyed';

/** The operation value of Estimate Credits in every tool resource. */
export const ESTIMATE_OPERATION = 'estimateCredits';

const REMEMBER_KEYS: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    {
      displayName: 'Remember Keys (Days)',
      name: 'rememberKeysDays',
      type: 'number',
      default: 30,
      typeOptions: { minValue: 0.001 },
      description:
        'How long a Dedupe Key is remembered after its last use, as set on the node that runs the rows',
    },
  ],
};

/** The Estimate Credits operation over `tools` (the catalog tools of one resource). */
export function estimateOperation(
  resourceName: string,
  tools: readonly Operation[],
): NodeOperation {
  const sorted = [...tools].sort((a, b) => a.label.localeCompare(b.label));
  const first = sorted[0]?.key ?? '';
  const toolField: INodeProperties = {
    displayName: 'Tool',
    name: 'estimateTool',
    type: 'options',
    noDataExpression: true,
    default: first,
    description: 'The tool whose credits to estimate; its form follows, as the tool shows it',
    options: sorted.map((op) => ({ name: op.label, value: op.key, description: op.description })),
  };
  const forms = sorted.flatMap((op) =>
    updateDisplayOptions({ show: { estimateTool: [op.key] } }, [
      ...renderOperation(op, describeFields(op)),
      {
        ...DEDUPE_KEY,
        description:
          'The Dedupe Key the run will use, such as a SKU or row ID. A row whose key already has a project that is queued, rendering or complete costs nothing; this node sees the keys of the nodes running this tool with Dedupe Key Scope set to Workflow.',
      },
    ]),
  );
  return {
    option: {
      name: 'Estimate Credits',
      action: `Estimate the credits of a ${resourceName.toLowerCase()} tool`,
      description:
        'Check every item and estimate its credits without uploading or creating anything',
    },
    subtitle: `Estimate Credits (${resourceName})`,
    properties: [toolField, ...forms, REMEMBER_KEYS],
    async execute(this: IExecuteFunctions) {
      return await estimateItems.call(this, this.getNodeParameter('estimateTool', 0) as string);
    },
  };
}
