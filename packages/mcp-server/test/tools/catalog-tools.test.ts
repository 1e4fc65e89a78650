import { hasPriceRule, operations } from '@genservice/core/internal';
import { createTools, operationOfTool } from '../../src/tools/catalog-tools';

describe('createTools', () => {
  it('renders one create tool per catalog operation, named after its key', async () => {
    const tools = await createTools(true);
    expect(tools.map((t) => t.name)).toEqual(operations.map((op) => op.key.replace(/-/g, '_')));
    for (const tool of tools) expect(operationOfTool(tool.name)).toBeDefined();
  });

  it('marks creates as neither read-only nor idempotent, and says how a dedupe key makes repeats safe', async () => {
    for (const tool of await createTools(false)) {
      expect(tool.annotations).toMatchObject({
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
      });
      expect(tool.description).toMatch(/same dedupe_key, returns the same project/);
    }
  });

  it('states a cost on every tool: a number, "depends", or "unknown", never a made-up 0', async () => {
    const tools = await createTools(true);
    for (const tool of tools) {
      const op = operationOfTool(tool.name)!;
      expect(tool.description).toMatch(
        /Cost: (about \d+ credits?|free \(0 credits\)|depends|unknown)/,
      );
      if (!hasPriceRule(op.key)) expect(tool.description).toMatch(/Cost: unknown/);
      expect(tool.description).toMatch(
        /Usually takes (about \d+ (seconds|minutes)|an unknown time)/,
      );
    }
  });
});
