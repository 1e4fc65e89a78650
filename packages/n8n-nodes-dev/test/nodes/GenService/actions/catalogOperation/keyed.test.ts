import type { INodeProperties } from 'n8n-workflow';
import { nodeProperties } from '../../../../../../n8n-nodes/nodes/GenService/actions/registry';
import { readKeyedOptions } from '../../../../../../n8n-nodes/nodes/GenService/actions/catalogOperation/keyed';

const props = nodeProperties();
const shownFor = (resource: string, operation: string) =>
  props.filter((p) => {
    const show = p.displayOptions?.show;
    return (
      (show?.resource as string[] | undefined)?.includes(resource) &&
      (show?.operation as string[] | undefined)?.includes(operation)
    );
  });
const optionsOf = (list: INodeProperties[]) =>
  (list.find((p) => p.name === 'options')!.options as INodeProperties[]).map((o) => [
    o.name,
    o.default,
  ]);

describe('Dedupe Key and budget on the form', () => {
  it('shows Dedupe Key after the tool’s own fields and before Wait for Completion, on every tool', () => {
    const names = shownFor('video', 'face-swap').map((p) => p.name);
    const at = names.indexOf('dedupeKey');
    expect(at).toBeGreaterThan(names.indexOf('additionalFields'));
    expect(at).toBeLessThan(names.indexOf('waitForCompletion'));
    const dedupe = props.filter((p) => p.name === 'dedupeKey');
    const tools = props.filter((p) => p.name === 'additionalFields');
    expect(dedupe).toHaveLength(tools.length);
    expect(dedupe[0]).toMatchObject({
      type: 'string',
      default: '',
      placeholder: '={{ $json.sku }}',
    });
  });

  it('offers the budget, key and wait-limit options on tools, and only the wait limit on Project → Wait', () => {
    expect(optionsOf(shownFor('image', 'ai-meme-generator'))).toEqual(
      expect.arrayContaining([
        ['limitWaitTime', false],
        ['maxWaitMinutes', 30],
        ['maxCreditsPerRun', 0],
        ['recreateUnconfirmed', false],
        ['rememberKeysDays', 30],
      ]),
    );
    const wait = optionsOf(shownFor('project', 'wait')).map(([name]) => name);
    expect(wait).toEqual(expect.arrayContaining(['limitWaitTime', 'maxWaitMinutes']));
    expect(wait).not.toContain('maxCreditsPerRun');
    expect(wait).not.toContain('timeoutMinutes');
  });

  it('says in the help where keys are kept and when they are forgotten', () => {
    const help = String(props.find((p) => p.name === 'dedupeKey')!.description);
    expect(help).toMatch(/relay/);
    expect(help).toMatch(/saved data in n8n, saved when a production run ends/);
    expect(help).toMatch(/forgotten when this node is renamed or deleted/);
    expect(help).toMatch(/Test runs keep them in n8n’s memory until it restarts/);
  });

  it('reads Remember Keys in days, no cap for Max Credits Per Run 0, and Recreate Unconfirmed', () => {
    expect(readKeyedOptions({})).toEqual({ windowMs: 30 * 86_400_000, recreateUnconfirmed: false });
    expect(
      readKeyedOptions({ rememberKeysDays: 2, maxCreditsPerRun: 500, recreateUnconfirmed: true }),
    ).toEqual({ windowMs: 2 * 86_400_000, recreateUnconfirmed: true, maxCredits: 500 });
    expect(readKeyedOptions({ maxCreditsPerRun: 0 }).maxCredits).toBeUndefined();
  });

  it('shares keys across the workflow only when Dedupe Key Scope is Workflow', () => {
    expect(readKeyedOptions({ dedupeKeyScope: 'workflow' }).sharedKeys).toBe(true);
    expect(readKeyedOptions({ dedupeKeyScope: 'node' }).sharedKeys).toBeUndefined();
    expect(readKeyedOptions({}).sharedKeys).toBeUndefined();
  });
});
