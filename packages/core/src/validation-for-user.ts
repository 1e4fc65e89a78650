/**
 * Validation messages in the user's terms: the service's shapes, with each
 * field named by its form label and the wire path in parentheses, e.g.
 * `Missing required field: Video (assets.video_file_path) (expected string)`.
 */
import { describeFields, type FieldSpec } from './catalog/describe';
import type { MediaType, Operation } from './catalog/types';
import { ValidationError, type ValidationIssue } from './errors';
import { checkStringSource } from './uploads/sources';
import { modelRuleIssues } from './catalog/model-rules';
import { validateSchema, type ValidationOptions } from './validation';

/** An example file of each media type, for messages. */
const EXAMPLE_FILE: Record<MediaType, string> = {
  video: 'clip.mp4',
  gif: 'clip.gif',
  image: 'photo.jpg',
  audio: 'voice.mp3',
};

/** `validateRequest` whose `ValidationError` names fields by their form labels. */
export function validateForUser(
  op: Operation,
  params: unknown,
  options: ValidationOptions = {},
): Record<string, unknown> {
  let body: Record<string, unknown>;
  try {
    body = validateSchema(op, params);
  } catch (e) {
    throw e instanceof ValidationError ? userFacingIssues(op, e) : e;
  }
  const fields = describeFields(op);
  const name = (path: string) => {
    const label = labelOf(fields, path);
    return label ? `${label} (${path})` : path;
  };
  const issues = modelRuleIssues(op, body, { ...options, name });
  if (issues.length > 0) throw new ValidationError(issues);
  return body;
}

/**
 * A `ValidationError` like `error` whose messages name each field as
 * `<Label> (<wire path>)`. Fields the catalog does not describe keep their
 * wire path; `issues[].field` stays the wire path.
 */
export function userFacingIssues(op: Operation, error: ValidationError): ValidationError {
  const fields = describeFields(op);
  const issues: ValidationIssue[] = error.issues.flatMap(missingLeaves(fields)).map((issue) => {
    const label = labelOf(fields, issue.field);
    if (!label || !issue.field) return issue;
    return { ...issue, message: issue.message.replace(issue.field, `${label} (${issue.field})`) };
  });
  return new ValidationError(issues);
}

/**
 * A missing parent object (`assets`, `style`: a form never shows them, and an
 * emptied field drops out of its parent) becomes one issue per required field
 * the form shows inside it, so the message names what to fill in.
 */
function missingLeaves(fields: FieldSpec[]) {
  return (issue: ValidationIssue): ValidationIssue[] => {
    const field = issue.field;
    if (!field || issue.message !== `Missing required field: ${field} (expected object)`)
      return [issue];
    const leaves = fields.filter((f) => f.required && f.path.startsWith(`${field}.`));
    if (leaves.length === 0) return [issue];
    return leaves.map((f) => ({
      ...issue,
      field: f.path,
      message: `Missing required field: ${f.path} (expected ${f.type})`,
    }));
  };
}

/** The label of a wire path; items of a list are named `<List> <n> <Item>` (1-based). */
function labelOf(fields: FieldSpec[], path: string): string | undefined {
  const m = /^(.*?)\[(\d+)\](?:\.(.+))?$/.exec(path);
  if (!m) return fields.find((f) => f.path === path)?.label;
  const [, listPath = '', index = '0', itemPath] = m;
  const list = fields.find((f) => f.path === listPath);
  if (!list) return undefined;
  const item = itemPath ? list.items?.find((f) => f.path === itemPath)?.label : undefined;
  return [`${list.label} ${Number(index) + 1}`, item].filter(Boolean).join(' ');
}

/**
 * `checkStringSource` for a form's file box (`field` is how messages name it):
 * the same checks, with advice a form user can follow: a public URL with an
 * example of the field's own media, or a file from an earlier step.
 */
export function checkFormSource(value: string, field: string, types: readonly MediaType[]): string {
  try {
    return checkStringSource(value, field);
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const example = `https://example.com/${EXAMPLE_FILE[types[0] ?? 'video']}`;
    const inFormWords = (message: string) =>
      message
        .replace('(e.g. …/video.mp4)', `(e.g. ${example})`)
        .replace(
          /looks like a local path; pass \{ path \} to upload it, or give a URL or api-assets\/… file path$/,
          'is a file on your computer, which a form cannot read',
        );
    throw new ValidationError(e.issues.map((i) => ({ ...i, message: inFormWords(i.message) })));
  }
}
