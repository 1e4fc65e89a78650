/**
 * Every step's sample and output field definitions name the same keys (`id` may go undeclared:
 * Zapier identifies items by it), and no raw record.
 */
import { App } from './helpers';

type Step = {
  key: string;
  operation: { sample?: object; outputFields?: ({ key: string } | unknown)[] };
};

const steps = (group: Record<string, unknown> | undefined): Step[] =>
  Object.values(group ?? {}) as Step[];

const withOutputs = [...steps(App.creates), ...steps(App.searches), ...steps(App.triggers)].filter(
  (s) => s.operation.sample && (s.operation.outputFields?.length ?? 0) > 0,
);

/** The top-level keys the output field definitions declare (`faces[]path` declares `faces`). */
const declared = (step: Step) =>
  [
    ...new Set(
      (step.operation.outputFields ?? []).map((f) => (f as { key: string }).key.split('[]')[0]),
    ),
  ].sort();

describe('Zapier step outputs', () => {
  it.each(withOutputs.map((s) => [s.key, s] as const))(
    '%s: the sample has exactly the declared output fields and no raw record',
    (_key, step) => {
      const sample = step.operation.sample as Record<string, unknown>;
      expect(sample).not.toHaveProperty('raw');
      expect(sample).not.toHaveProperty('project_id');
      const keys = Object.keys(sample).filter((k) => k !== 'id' || declared(step).includes('id'));
      expect(keys.sort()).toEqual(declared(step));
    },
  );
});
