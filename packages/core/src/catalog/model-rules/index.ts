/**
 * Per-model and per-plan rules, checked on a schema-valid body before
 * anything is uploaded or created: a forbidden combination becomes issues
 * worded with the caller's field names and naming what is allowed.
 */
import type { ValidationIssue } from '../../errors';
import type { Operation } from '../types';
import type { Rule, RuleContext } from './context';
import { imageModelRule } from './image';
import { lipSyncPlanRule, translatorPlanRule, upscalerPlanRule } from './tools';
import { freeVideoResolutionRule, videoModelRule } from './video';
import { videoEditorModelRule } from './video-editor';

export type { RuleContext, ValidationOptions } from './context';

const rulesByOperation: Record<string, readonly Rule[]> = {
  'text-to-video': [videoModelRule, freeVideoResolutionRule],
  'image-to-video': [videoModelRule, freeVideoResolutionRule],
  'ai-image-generator': [imageModelRule('generate')],
  'ai-image-editor': [imageModelRule('edit')],
  'ai-image-upscaler': [upscalerPlanRule],
  'lip-sync': [lipSyncPlanRule],
  'ai-video-translator': [translatorPlanRule],
  'ai-video-editor': [videoEditorModelRule],
};

/**
 * The issues of `body` (already valid for `op`'s schema) under `op`'s model and plan rules, one per
 * field (the first found), each with the service's error `code`. Empty when every rule holds.
 */
export function modelRuleIssues(
  op: Operation,
  body: Record<string, unknown>,
  ctx: RuleContext,
): ValidationIssue[] {
  const seen = new Set<string>();
  return (rulesByOperation[op.key] ?? [])
    .flatMap((rule) => rule(body, ctx))
    .filter((issue) => !seen.has(issue.field) && seen.add(issue.field));
}
