/**
 * Holds refused requests a moment before their 429: a client that floods with a fixed number of
 * connections then sends at most that many requests per hold, so refusing it costs the instance
 * little CPU. At most `maxHeld` requests are held at once; past that, refusals are immediate.
 */
export class Tarpit {
  private heldNow = 0;

  constructor(
    private readonly delayMs = 1_000,
    private readonly maxHeld = 512,
  ) {}

  /** Resolves after `min(ms, delayMs)`, or at once when `maxHeld` requests are already held. */
  async hold(ms: number): Promise<void> {
    if (this.heldNow >= this.maxHeld || this.delayMs <= 0) return;
    this.heldNow++;
    try {
      await new Promise((r) => setTimeout(r, Math.min(ms, this.delayMs)));
    } finally {
      this.heldNow--;
    }
  }

  /** Requests held now. */
  get held(): number {
    return this.heldNow;
  }
}
