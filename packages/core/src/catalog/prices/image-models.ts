/**
 * AI image generator and editor: the model's price floor times the image count (§4). The floor
 * is the price at the model's lowest resolution; higher ones cost more by unpublished amounts,
 * so any other resolution makes the figure a lower bound. Floors come from `values/model-facts.ts`.
 */
import { imageModelAliases, imageModelFacts } from '../values/model-facts';
import { modelLabels } from '../values/option-labels';
import { atLeast, exact, unknown } from './helpers';
import type { CreditEstimate, PricedBody } from './types';

/** The estimate of an image generator or editor request. */
export function imageModelPrice(body: PricedBody): CreditEstimate {
  const asked = typeof body.model === 'string' ? body.model : 'default';
  const model = imageModelAliases[asked] ?? asked;
  if (model === 'default')
    return unknown(
      'Recommended picks a model that changes over time and has no published price; choose a model for an estimate.',
    );
  const facts = imageModelFacts[model];
  const name = modelLabels[model] ?? model;
  if (!facts) return unknown(`${name} has no published price; choose a priced model.`);
  const count = typeof body.image_count === 'number' ? body.image_count : 1;
  const sources = [facts.source];
  const lowest = facts.resolutions[0]!;
  const credits = facts.floor * count;
  if (body.resolution === lowest) return exact(credits, sources);
  const res =
    typeof body.resolution === 'string' && body.resolution !== 'auto'
      ? `at ${body.resolution}`
      : 'at the resolution the service picks';
  return atLeast(
    credits,
    sources,
    `${name} costs ${facts.floor} credits per image at ${lowest}; ${res} it costs more, by an amount not published.`,
  );
}
