/**
 * Paid-plan rules of tools (not models) as `/work/shared/spec/pricing.md`
 * states them; they apply only when the caller gives the account's tier.
 */
import { isFree, PAID_PLANS, planIssue, type Rule } from './context';

/** AI Image Upscaler: 4x needs Creator, Pro or Business (§6). */
export const upscalerPlanRule: Rule = (body, ctx) =>
  isFree(ctx) && body.scale_factor === 4
    ? [
        planIssue(
          'scale_factor',
          `4x upscaling needs a paid plan (${PAID_PLANS}) and this account is on Free; set ${ctx.name('scale_factor')} to 2x, or upgrade`,
        ),
      ]
    : [];

/** Lip Sync: `pro` on paid tiers only, `standard` needs Creator or above per the spec (§7). */
export const lipSyncPlanRule: Rule = (body, ctx) => {
  const mode = (body.style as { generation_mode?: unknown } | undefined)?.generation_mode;
  if (!isFree(ctx) || (mode !== 'pro' && mode !== 'standard')) return [];
  const field = 'style.generation_mode';
  const shown = mode === 'pro' ? 'Pro' : 'Standard';
  return [
    planIssue(
      field,
      `${shown} lip sync needs a paid plan (${PAID_PLANS}) and this account is on Free; set ${ctx.name(field)} to Lite, or upgrade`,
    ),
  ];
};

/** AI Video Translator: 720p and 1080p need a paid plan (§7). */
export const translatorPlanRule: Rule = (body, ctx) => {
  const resolution = body.resolution;
  if (!isFree(ctx) || (resolution !== '720p' && resolution !== '1080p')) return [];
  return [
    planIssue(
      'resolution',
      `${resolution} translations need a paid plan (${PAID_PLANS}) and this account is on Free; set ${ctx.name('resolution')} to 480p, or upgrade`,
    ),
  ];
};
