/**
 * The attempt timeout as an undici interceptor: it runs from the moment a
 * request is written to a connected socket to the end of its response, so
 * time spent connecting or waiting for a socket never counts against it.
 */
import { DecoratorHandler, type Dispatcher } from 'undici';

/** The subscriber did not finish answering within the attempt timeout after the request was sent. */
export class AttemptTimeoutError extends Error {
  override name = 'TimeoutError';
  readonly code = 'UND_ERR_HEADERS_TIMEOUT';
}

type Handler = Dispatcher.DispatchHandler;
type Controller = Dispatcher.DispatchController;

interface Decorated {
  onRequestStart(controller: Controller, context: unknown): void;
  onResponseEnd(controller: Controller, trailers: Record<string, string>): void;
  onResponseError(controller: Controller, error: Error): void;
}
/** undici's own base for wrapping handlers (its typings declare no members). */
const Decorator = DecoratorHandler as unknown as new (handler: Handler) => Decorated;

class TimedHandler extends Decorator {
  private timer: NodeJS.Timeout | undefined;
  private finished = false;

  constructor(
    handler: Handler,
    private readonly timeoutMs: number,
    private readonly done: () => void,
  ) {
    super(handler);
  }

  override onRequestStart(controller: Controller, context: unknown): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => controller.abort(new AttemptTimeoutError(`No answer within ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    super.onRequestStart(controller, context);
  }

  override onResponseEnd(controller: Controller, trailers: Record<string, string>): void {
    this.finish();
    super.onResponseEnd(controller, trailers);
  }

  override onResponseError(controller: Controller, error: Error): void {
    this.finish();
    super.onResponseError(controller, error);
  }

  finish(): void {
    clearTimeout(this.timer);
    if (this.finished) return;
    this.finished = true;
    this.done();
  }
}

/**
 * An interceptor bounding each request to `timeoutMs` from when it is sent; `track` is told when a
 * request starts and returns the callback run once when it ends (answered, failed or timed out).
 */
export function attemptTimeout(
  timeoutMs: number,
  track: () => () => void = () => () => undefined,
): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (opts, handler) => {
    const timed = new TimedHandler(handler, timeoutMs, track());
    try {
      return dispatch(opts, timed);
    } catch (error) {
      timed.finish();
      throw error;
    }
  };
}
