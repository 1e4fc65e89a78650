import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { INodeType } from 'n8n-workflow';
import { join } from 'node:path';
import { GenServiceApi } from '../../n8n-nodes/credentials/GenServiceApi.credentials';
import { GenService } from '../../n8n-nodes/nodes/GenService/GenService.node';
import { GenServiceTrigger } from '../../n8n-nodes/nodes/GenServiceTrigger/GenServiceTrigger.node';

interface Finding {
  file: string;
  ruleId: string | null;
  message: string;
}

/** A TypeScript literal with bare keys where they are identifiers, as hand-written sources have. */
function literal(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return value.length === 0
      ? '[]'
      : `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join('\n')}\n${indent}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(
      ([, v]) => v !== undefined && typeof v !== 'function',
    );
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * A node class as n8n's lint expects it: the description the editor receives at runtime (connection
 * types named as n8n-workflow exports them), and the class's webhook methods as stubs.
 */
function nodeSource(className: string, node: INodeType): string {
  const description = literal(node.description).replace(/"main"/g, 'NodeConnectionTypes.Main');
  const hooks = node.webhookMethods
    ? [
        '',
        '  webhookMethods = {',
        ...Object.keys(node.webhookMethods).map(
          (group) =>
            `    ${group}: { checkExists: async () => true, create: async () => true, delete: async () => true },`,
        ),
        '  };',
      ]
    : [];
  return [
    "import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';",
    '',
    `export class ${className} implements INodeType {`,
    `  description: INodeTypeDescription = ${description};`,
    ...hooks,
    '}',
    '',
  ].join('\n');
}

function credentialSource(credential: GenServiceApi): string {
  const fields = Object.entries(credential)
    .filter(([, value]) => typeof value !== 'function')
    .map(([key, value]) => `  ${key} = ${literal(value)};`);
  return [
    "import type { ICredentialType } from 'n8n-workflow';",
    '',
    `export class GenServiceApi implements ICredentialType {`,
    fields.join('\n\n'),
    '}',
    '',
  ].join('\n');
}

/** Renders both nodes and the credential as static sources and lints them with n8n's rules. */
function lintRendered(): Finding[] {
  const stage = mkdtempSync(join(tmpdir(), 'genservice-rendered-copy-'));
  try {
    const action = join(stage, 'nodes/GenService');
    const trigger = join(stage, 'nodes/GenServiceTrigger');
    mkdirSync(action, { recursive: true });
    mkdirSync(trigger);
    mkdirSync(join(stage, 'credentials'));
    for (const icon of ['genservice.svg', 'genservice.dark.svg'])
      cpSync(join(__dirname, '../../n8n-nodes/nodes/GenService', icon), join(action, icon));
    writeFileSync(join(action, 'GenService.node.ts'), nodeSource('GenService', new GenService()));
    writeFileSync(
      join(trigger, 'GenServiceTrigger.node.ts'),
      nodeSource('GenServiceTrigger', new GenServiceTrigger()),
    );
    writeFileSync(
      join(stage, 'credentials/GenServiceApi.credentials.ts'),
      credentialSource(new GenServiceApi()),
    );
    cpSync(join(__dirname, '../../n8n-nodes/package.json'), join(stage, 'package.json'));
    const result = spawnSync(
      process.execPath,
      [join(__dirname, '../e2e/rendered-copy-lint.mjs'), stage],
      { encoding: 'utf8', timeout: 10 * 60_000, maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`rendered-copy lint could not run:\n${result.stderr}`);
    const report = JSON.parse(result.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; message: string; line: number }[];
    }[];
    return report.flatMap((file) =>
      file.messages.map((m) => ({
        file: file.filePath.slice(stage.length + 1),
        ruleId: m.ruleId,
        message: `${m.line}: ${m.message}`,
      })),
    );
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

describe("rendered form text under n8n's lint rules", () => {
  it(
    'has no findings in the rendered action node, trigger and credential',
    () => {
      const findings = lintRendered();
      if (process.env.RENDERED_COPY_REPORT)
        writeFileSync(process.env.RENDERED_COPY_REPORT, JSON.stringify(findings, null, 1));
      expect(findings).toEqual([]);
    },
    10 * 60_000,
  );
});
