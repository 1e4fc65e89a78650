/** Shapes of the price table: what an estimate says and what a rule reads. */

/** How an estimate relates to the charge: the charge itself, or a bound on it. */
export type CreditBound = 'exact' | 'at-least' | 'at-most';

/**
 * The credits a create is expected to cost. `credits` is null when unknown (never 0 for a tool
 * without a published price); `bound` says whether the charge is this figure, at least it, or at
 * most it; `sources` cite the rows of pricing.md used; `note` says, in the user's words, why the
 * estimate is a bound or unknown.
 */
export interface CreditEstimate {
  credits: number | null;
  bound: CreditBound;
  sources: string[];
  note?: string;
}

/** What a rule may know besides the request. */
export interface PriceContext {
  /** The account's tier (`free`, `creator`, `pro`, `business`); decides `default` models and resolutions. */
  tier?: string | null;
  /** The input video's frame rate, when known (the sandbox knows its own); prices per-frame tools exactly. */
  videoFps?: number;
}

/** A request body as validated by the operation's schema (wire names). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PricedBody = Record<string, any>;

/** One tool's price rule: the estimate of a validated body. */
export type PriceRule = (body: PricedBody, ctx: PriceContext) => CreditEstimate;
