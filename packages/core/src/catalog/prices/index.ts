/** The price table of every tool (pricing.md), and estimates read from it. */
export type { CreditBound, CreditEstimate, PriceContext, PriceRule } from './types';
export { boundedAbove } from './helpers';
export { priceOf, hasPriceRule } from './price-of';
export { estimateCredits } from './estimate-request';
export { priceRules, unpublishedPrices } from './table';
export { defaultVideoModel } from './video-models';
export { CREATE_ESTIMATE_FPS } from './duration-tools';
