/**
 * Holds the catalog against the service as it is today (spec/openapi-latest.json):
 * every path accounted for, every POST path an operation, every field known at
 * every depth, required-ness, closed choices and length limits identical. Deliberate extras are listed here and in
 * catalog/DEVIATIONS.md; the last test keeps the two lists in step.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeFields, operations } from '@genservice/core/internal';

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: unknown[];
  suggestions?: unknown[];
  anyOf?: Node[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

const oas = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../spec/openapi-latest.json'), 'utf8'),
) as {
  paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: Node }> } } }>;
};
const deviations = readFileSync(path.join(__dirname, '../../src/catalog/DEVIATIONS.md'), 'utf8');

/** Deprecated or legacy fields the catalog accepts although the OpenAPI no longer lists them. */
const acceptedExtras: Record<string, string[]> = {
  'face-swap': ['width', 'height'],
  'lip-sync': ['width', 'height'],
  'video-to-video': ['width', 'height'],
  'image-to-video': ['width', 'height', 'style.high_quality', 'style.quality_mode'],
  'text-to-video': ['orientation', 'style.quality_mode'],
  'ai-talking-photo': ['style.intensity'],
  'ai-image-generator': ['orientation', 'style.quality_mode'],
  'ai-image-editor': ['style.model', 'assets.image_file_path'],
  'ai-image-upscaler': ['style.enhancement'],
};

/** Fields the catalog requires although the OpenAPI leaves them optional (a run without them cannot work). */
const strictlyRequired: Record<string, string[]> = {
  'ai-image-editor': ['assets.image_file_paths'],
};

/** Suggestions newer than the OpenAPI (official clients offer them), by operation and field. */
const newerSuggestions: Record<string, Record<string, string[]>> = {};

/** Length and size limits compared with the OpenAPI's. */
const limits = ['minLength', 'maxLength', 'minItems', 'maxItems', 'pattern'] as const;

/** Closed choices where the OpenAPI states the values only in prose. */
const closedFromProse: Record<string, string[]> = { 'ai-image-upscaler': ['scale_factor'] };

/** Paths that are not catalog operations, and where the client serves each. */
const servedOutsideTheCatalog: Record<string, string> = {
  '/v1/account': 'client.account.get',
  '/v1/saved-items': 'client.savedItems.list',
  '/v1/files/upload-urls': 'endpoints.uploadUrls',
  '/v1/video-projects/{id}': 'endpoints.project',
  '/v1/image-projects/{id}': 'endpoints.project',
  '/v1/audio-projects/{id}': 'endpoints.project',
  '/v1/face-detection/{id}': 'endpoints.faceDetection',
};

const creationPaths = Object.entries(oas.paths)
  .filter(([p, item]) => item.post && p !== '/v1/files/upload-urls')
  .map(([p]) => p);

function requestSchema(p: string): Node {
  return oas.paths[p]!.post!.requestBody.content['application/json']!.schema;
}

function unwrap(node: Node): Node {
  const inner = node.anyOf?.filter((s) => s.type !== 'null');
  return inner?.length === 1 ? { ...node, ...inner[0], anyOf: undefined } : node;
}

const sorted = (values: unknown[] = []) => [...values].map(String).sort();

/** Every disagreement between a catalog schema and the OpenAPI one, as readable lines. */
function compare(key: string, ours: Node, theirs: Node, at = ''): string[] {
  const problems: string[] = [];
  const here = (name: string) => (at ? `${at}.${name}` : name);
  ours = unwrap(ours);
  if (ours.type !== theirs.type)
    problems.push(`${at || '(root)'}: type ${ours.type} vs OpenAPI ${theirs.type}`);
  if (theirs.enum && ours.enum && sorted(ours.enum).join('|') !== sorted(theirs.enum).join('|'))
    problems.push(`${at}: closed values differ from the OpenAPI enum`);
  if (
    theirs.enum &&
    !ours.enum &&
    sorted(theirs.enum).some((v) => !sorted(ours.suggestions).includes(v))
  )
    problems.push(`${at}: suggestions miss OpenAPI enum values`);
  const beyond = theirs.enum
    ? sorted(ours.suggestions).filter(
        (v) => !sorted(theirs.enum).includes(v) && !newerSuggestions[key]?.[at]?.includes(v),
      )
    : [];
  if (beyond.length)
    problems.push(`${at}: suggestions beyond the OpenAPI enum: ${beyond.join(', ')}`);
  for (const limit of limits)
    if (theirs[limit] !== undefined && ours[limit] !== theirs[limit])
      problems.push(`${at}: ${limit} ${ours[limit]} vs OpenAPI ${theirs[limit]}`);
  if (ours.enum && !theirs.enum && !closedFromProse[key]?.includes(at))
    problems.push(`${at}: closed choice without an OpenAPI enum`);
  for (const [name, child] of Object.entries(ours.properties ?? {})) {
    const match = theirs.properties?.[name];
    if (match) problems.push(...compare(key, child, match, here(name)));
    else if (!acceptedExtras[key]?.includes(here(name)))
      problems.push(`${here(name)}: unknown to the OpenAPI`);
  }
  for (const name of Object.keys(theirs.properties ?? {})) {
    if (!ours.properties?.[name]) problems.push(`${here(name)}: missing from the catalog`);
  }
  const stricter = (name: string) => strictlyRequired[key]?.includes(here(name)) ?? false;
  const oursRequired = sorted(ours.required).filter((name) => !stricter(name));
  if (oursRequired.join() !== sorted(theirs.required).join())
    problems.push(
      `${at || '(root)'}: required [${sorted(ours.required)}] vs OpenAPI [${sorted(theirs.required)}]`,
    );
  if (ours.items && theirs.items)
    problems.push(...compare(key, ours.items, theirs.items, `${at}[]`));
  return problems;
}

describe('catalog conformance with spec/openapi-latest.json', () => {
  it('accounts for every path of the OpenAPI as an operation or a client call', () => {
    const ours = new Set([
      ...operations.map((op) => op.path),
      ...Object.keys(servedOutsideTheCatalog),
    ]);
    expect(Object.keys(oas.paths).filter((p) => !ours.has(p))).toEqual([]);
    expect([...ours].filter((p) => !oas.paths[p])).toEqual([]);
  });

  it('has an operation for every POST path of the OpenAPI and no other', () => {
    expect(creationPaths.length).toBe(29);
    expect(operations.map((op) => op.path).sort()).toEqual([...creationPaths].sort());
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s: key is the path after /v1/ and the method is POST',
    (key, op) => {
      expect(op.path).toBe(`/v1/${key}`);
      expect(op.method).toBe('POST');
    },
  );

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s: fields, required-ness and closed choices agree at every depth',
    (_key, op) => {
      const ours = z.toJSONSchema(op.schema, { io: 'input', unrepresentable: 'any' }) as Node;
      expect(compare(op.key, ours, requestSchema(op.path))).toEqual([]);
    },
  );

  it('reports a changed length limit and a changed list size', () => {
    const theirs = requestSchema('/v1/text-to-video');
    const ours = structuredClone(theirs);
    ours.properties!.style!.properties!.prompt!.maxLength = 2000;
    ours.properties!.references!.maxItems = 5;
    expect(compare('text-to-video', ours, theirs).sort()).toEqual([
      'references: maxItems 5 vs OpenAPI 10',
      'style.prompt: maxLength 2000 vs OpenAPI 10000',
    ]);
  });

  it('reports a planted unknown field, a required mismatch, a changed enum and a missing field', () => {
    const theirs = requestSchema('/v1/face-swap');
    const ours = structuredClone(theirs);
    ours.properties!.assets!.properties!.extra = { type: 'string' };
    ours.properties!.assets!.required = ['video_source', 'youtube_url'];
    ours.properties!.assets!.properties!.face_swap_mode!.enum = ['all-faces'];
    delete ours.properties!.style;
    expect(compare('face-swap', ours, theirs)).toEqual([
      'assets.face_swap_mode: closed values differ from the OpenAPI enum',
      'assets.extra: unknown to the OpenAPI',
      'assets: required [video_source,youtube_url] vs OpenAPI [video_source]',
      'style: missing from the catalog',
    ]);
  });

  it('marks every accepted extra as deprecated', () => {
    for (const [key, extras] of Object.entries(acceptedExtras)) {
      const fields = describeFields(operations.find((op) => op.key === key)!);
      for (const extra of extras)
        expect({
          key,
          extra,
          deprecated: fields.find((f) => f.path === extra)?.deprecated,
        }).toEqual({ key, extra, deprecated: true });
    }
  });

  it('documents every newer suggestion in DEVIATIONS.md', () => {
    const undocumented = Object.entries(newerSuggestions).flatMap(([key, byField]) =>
      Object.entries(byField).flatMap(([field, values]) =>
        values
          .filter((v) => !deviations.includes(`\`${key}\` \`${field}\` \`${v}\``))
          .map((v) => `${key} ${field} ${v}`),
      ),
    );
    expect(undocumented).toEqual([]);
  });

  it('documents every accepted extra in DEVIATIONS.md', () => {
    const undocumented = Object.entries(acceptedExtras).flatMap(([key, extras]) =>
      extras.filter((e) => !deviations.includes(`\`${key}\` \`${e}\``)).map((e) => `${key} ${e}`),
    );
    expect(undocumented).toEqual([]);
  });
});
