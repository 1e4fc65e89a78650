/**
 * AI video editor: each model's clip lengths and resolutions
 * (`videoEditorModelFacts`). An absent model and models the facts do not know pass.
 */
import { videoEditorModelFacts } from '../values/model-facts';
import { modelName, ruleIssue, type Rule } from './context';
import { orList, resolutionWord } from './words';

/** The clip (`end_seconds` − `start_seconds`) and resolution of the chosen editor model. */
export const videoEditorModelRule: Rule = (body, ctx) => {
  const model = typeof body.model === 'string' ? body.model : undefined;
  const facts = model === undefined ? undefined : videoEditorModelFacts[model];
  if (!model || !facts) return [];
  const name = modelName(model);
  const issues = [];
  const { start_seconds: start = 0, end_seconds: end } = body;
  if (facts.seconds && typeof end === 'number' && typeof start === 'number') {
    const clip = Number((end - start).toFixed(3));
    const { min, max } = facts.seconds;
    if (clip > 0 && (clip < min || clip > max))
      issues.push(
        ruleIssue(
          'end_seconds',
          `${name} edits clips of ${min} to ${max} s; the clip from ${ctx.name('start_seconds')} to ${ctx.name('end_seconds')} is ${clip} s`,
        ),
      );
  }
  const resolution = body.resolution;
  if (typeof resolution === 'string' && !facts.resolutions.includes(resolution))
    issues.push(
      ruleIssue(
        'resolution',
        `${name} makes ${orList(facts.resolutions.map(resolutionWord))} videos; ${ctx.name('resolution')} is ${resolutionWord(resolution)}`,
      ),
    );
  return issues;
};
