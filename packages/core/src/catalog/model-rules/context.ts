/** What every model rule is given, and how it words an issue. */
import type { ValidationIssue } from '../../errors';
import { modelNames } from '../values/model-labels';

/** Options of validation that only some callers know. */
export interface ValidationOptions {
  /**
   * The account's tier (`free`, `creator`, `pro`, `business`, as `client.account.get()` reads it).
   * Paid-plan rules apply only when it is given; without it the service decides.
   */
  tier?: string;
}

/** A rule's view of the caller: the tier, and how its messages name a field. */
export interface RuleContext extends ValidationOptions {
  /** The field at wire path `path` as the caller sees it: the path itself, or the form's label. */
  name(path: string): string;
}

/** A per-model or per-plan rule over a validated body; returns its issues (none when it holds). */
export type Rule = (body: Record<string, unknown>, ctx: RuleContext) => ValidationIssue[];

/** Tiers that pay, as the docs list them ("paid" = Creator, Pro, Business). */
export const PAID_PLANS = 'Creator, Pro or Business';

/** True when the caller said the account is on the free tier (an unknown tier is not refused). */
export function isFree(ctx: RuleContext): boolean {
  return ctx.tier === 'free';
}

/** A model rule's issue (the service answers these with 400 `invalid_request`). */
export function ruleIssue(field: string, message: string): ValidationIssue {
  return { field, message, code: 'invalid_request' };
}

/** A paid-plan rule's issue (the service answers 402 `subscription_required`). */
export function planIssue(field: string, message: string): ValidationIssue {
  return { field, message, code: 'subscription_required' };
}

/** A model's marketing name (`Kling 2.6`), or the value itself when it has none. */
export function modelName(model: string): string {
  return modelNames[model] ?? model;
}
