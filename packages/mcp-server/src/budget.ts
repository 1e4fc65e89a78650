/** The session credit cap: what the server may still spend, with room held for creates in flight. */

/** Room held for one create until it is known whether it cost anything. */
export interface Reservation {
  /** The create happened (or may have): the room stays spent. */
  commit(): void;
  /** Nothing was created (or an earlier project was reused): the room is free again. */
  release(): void;
}

export interface SessionBudget {
  /** The cap in credits; null when none is set. */
  readonly cap: number | null;
  /** Credits estimated for the creates this session made (and holds for ones in flight). */
  spent(): number;
  /** Credits left under the cap; null when there is no cap. */
  remaining(): number | null;
  /** Holds `credits` at once (no await between a check and this), to be committed or released. */
  reserve(credits: number): Reservation;
}

/** A budget of `cap` credits (no cap when undefined). */
export function createSessionBudget(cap: number | undefined): SessionBudget {
  let spent = 0;
  return {
    cap: cap ?? null,
    spent: () => spent,
    remaining: () => (cap === undefined ? null : Math.max(0, cap - spent)),
    reserve(credits) {
      spent += credits;
      let open = true;
      return {
        commit: () => void (open = false),
        release() {
          if (open) spent -= credits;
          open = false;
        },
      };
    },
  };
}

/** The tighter of the session's remaining credits and a call's `max_credits`; null when neither limits. */
export function limitOf(remaining: number | null, maxCredits: number | undefined): number | null {
  const limits = [remaining, maxCredits].filter((n): n is number => typeof n === 'number');
  return limits.length ? Math.min(...limits) : null;
}
