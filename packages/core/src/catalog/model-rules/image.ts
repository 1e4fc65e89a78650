/**
 * AI image generator and editor: each model's image counts, resolutions,
 * extra input images and plans (`model-facts.ts`). `default`, an absent model
 * and models the facts do not know pass.
 */
import { imageModelAliases, imageModelFacts, type ImageModelFacts } from '../values/model-facts';
import {
  isFree,
  modelName,
  PAID_PLANS,
  planIssue,
  ruleIssue,
  type Rule,
  type RuleContext,
} from './context';
import { orList, resolutionWord, shownValue, spanParts } from './words';

type Task = 'generate' | 'edit';

/** The image model a request names (`seedream` read as `seedream-v4`). */
function imageModelOf(body: Record<string, unknown>) {
  const chosen = body.model;
  if (typeof chosen !== 'string' || chosen === 'default') return undefined;
  const model = imageModelAliases[chosen] ?? chosen;
  const facts = imageModelFacts[model];
  return facts && { model, facts };
}

/** The rule of the generator (`generate`) or the editor (`edit`). */
export function imageModelRule(task: Task): Rule {
  return (body, ctx) => {
    const chosen = imageModelOf(body);
    if (!chosen) return [];
    const { model, facts } = chosen;
    const name = modelName(model);
    if (!facts[task]) {
      const does = task === 'edit' ? 'generates images but cannot edit them' : 'only edits images';
      const others = freeOrAll(task, ctx).slice(0, 3).map(modelName);
      return [
        ruleIssue('model', `${name} ${does}; pick ${orList(others)} in ${ctx.name('model')}`),
      ];
    }
    return [
      ...countIssues(task, body, name, facts, ctx),
      ...resolutionIssues(body, name, facts, ctx),
      ...planIssues(task, name, facts, ctx),
    ];
  };
}

function countIssues(
  task: Task,
  body: Record<string, unknown>,
  name: string,
  facts: ImageModelFacts,
  ctx: RuleContext,
) {
  if (task === 'generate') {
    const count = body.image_count;
    if (!facts.counts || typeof count !== 'number' || facts.counts.includes(count)) return [];
    const many =
      facts.counts.length === 1 && facts.counts[0] === 1
        ? '1 image'
        : `${orList(spanParts(facts.counts))} images`;
    return [
      ruleIssue(
        'image_count',
        `${name} makes ${many} at a time; ${ctx.name('image_count')} is ${shownValue(count)}`,
      ),
    ];
  }
  const images = (body.assets as { image_file_paths?: unknown } | undefined)?.image_file_paths;
  if (facts.maxInputImages === undefined || !Array.isArray(images)) return [];
  const most = 1 + facts.maxInputImages;
  if (images.length <= most) return [];
  const field = 'assets.image_file_paths';
  return [
    ruleIssue(
      field,
      `${name} edits up to ${most} images at once; ${ctx.name(field)} has ${images.length}`,
    ),
  ];
}

function resolutionIssues(
  body: Record<string, unknown>,
  name: string,
  facts: ImageModelFacts,
  ctx: RuleContext,
) {
  const resolution = body.resolution;
  if (typeof resolution !== 'string' || resolution === 'auto') return [];
  if (facts.resolutions.includes(resolution)) return [];
  const allowed = orList(facts.resolutions.map(resolutionWord));
  return [
    ruleIssue(
      'resolution',
      `${name} makes ${allowed} images; ${ctx.name('resolution')} is ${resolutionWord(resolution)}`,
    ),
  ];
}

function planIssues(task: Task, name: string, facts: ImageModelFacts, ctx: RuleContext) {
  if (facts.tiers !== 'paid' || !isFree(ctx)) return [];
  const others = orList(freeOrAll(task, ctx).map(modelName));
  return [
    planIssue(
      'model',
      `${name} needs a paid plan (${PAID_PLANS}) and this account is on Free; pick ${others} in ${ctx.name('model')}, or upgrade`,
    ),
  ];
}

/** Models that do `task`, those on every plan only when the account is free. */
function freeOrAll(task: Task, ctx: RuleContext): string[] {
  return Object.entries(imageModelFacts)
    .filter(([, f]) => f[task] && (!isFree(ctx) || f.tiers === 'all'))
    .map(([model]) => model);
}
