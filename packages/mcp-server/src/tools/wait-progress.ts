/** MCP progress notifications of a wait: seconds waited of its limit, and the job's status. */
import type { WaitRequest } from './wait';

/**
 * A sender of `notifications/progress` for `request` (nothing when the client gave no
 * progressToken); progress only grows, as MCP requires.
 */
export function progressSender(request: WaitRequest, timeoutS: number, started: number) {
  let last = -1;
  return async (status: string): Promise<void> => {
    if (request.progressToken === undefined) return;
    const waited = Math.max(last + 0.001, (Date.now() - started) / 1000);
    last = waited;
    await request
      .sendNotification({
        method: 'notifications/progress',
        params: {
          progressToken: request.progressToken,
          progress: Number(waited.toFixed(3)),
          total: timeoutS,
          message: `Project ${status} after ${Math.round(waited)} s`,
        },
      })
      .catch(() => undefined);
  };
}
