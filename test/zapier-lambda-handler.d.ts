/** zapier-platform-core's lambda handler, which the package ships without types. */
declare module 'zapier-platform-core/src/tools/create-lambda-handler' {
  /** The event the platform sends: the method path in the app, its bundle, and a callback URL. */
  interface LambdaEvent {
    command: 'execute';
    method: string;
    bundle: object;
    callback_url?: string;
  }
  /** What the handler resolves: the method's results, with `status: 'CALLBACK'` when it paused on the callback URL. */
  interface LambdaOutput {
    results: unknown;
    status?: string;
  }
  /** A handler running `app` (a definition or a path to one) as the platform's lambda does. */
  function createLambdaHandler(
    app: object | string,
  ): (event: LambdaEvent, context?: object) => Promise<LambdaOutput>;
  export = createLambdaHandler;
}
