/**
 * The MCP Inspector's CLI (`@modelcontextprotocol/inspector-cli`, a devDependency) lists the
 * built server's tools, over stdio and over Streamable HTTP. The CLI reads its own package.json
 * only when `../package.json` exists relative to its working directory, so it runs in test/.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { operations } from '@genservice/core/internal';
import { CLI, requireBuiltServer, startHttpServer } from './support/mcp-processes';

const run = promisify(execFile);
const INSPECTOR = join(__dirname, '../node_modules/.bin/mcp-inspector-cli');
const KEY = 'sk_inspector_never_printed';

/** The JSON the CLI prints after its deprecation notice. */
async function inspect(
  args: string[],
): Promise<{ tools: { name: string; annotations?: object }[] }> {
  const { stdout } = await run(INSPECTOR, ['--cli', ...args, '--method', 'tools/list'], {
    cwd: __dirname,
    timeout: 60_000,
  });
  return JSON.parse(stdout.slice(stdout.indexOf('{')));
}

describe('the MCP Inspector CLI against the built server', () => {
  beforeAll(() => requireBuiltServer());

  it('lists one create tool per catalog operation and the seven helpers over stdio', async () => {
    const { tools } = await inspect([
      '-e',
      `GENSERVICE_API_KEY=${KEY}`,
      '-e',
      'GENSERVICE_BASE_URL=http://127.0.0.1:9',
      process.execPath,
      CLI,
    ]);
    expect(tools).toHaveLength(operations.length + 7);
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'face_detection',
        'ai_voice_cloner',
        'wait_for_project',
        'upload_file',
      ]),
    );
    expect(tools.every((t) => t.annotations)).toBe(true);
  });

  it('lists the same tools over Streamable HTTP with a Bearer key', async () => {
    const server = await startHttpServer({ GENSERVICE_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const { tools } = await inspect([
        server.url,
        '--transport',
        'http',
        '--header',
        `Authorization: Bearer ${KEY}`,
      ]);
      expect(tools).toHaveLength(operations.length + 7);
      expect(server.stderr()).not.toContain(KEY);
    } finally {
      await server.stop();
    }
  });
});
