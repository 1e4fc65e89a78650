/**
 * Typed access to the app's members for tests. `defineApp` types every section
 * as optional and every function as `Request | Function`; these accessors fail
 * the test when a member is missing or is not a function, and give the rest a
 * callable `(z, bundle)` type.
 */
import type {
  BasicHookOperation,
  Bundle,
  Create,
  InputField,
  PlainInputField,
  Search,
  Trigger,
  ZObject,
} from 'zapier-platform-core';
import App from '../src';

/** The app's sections as Zapier's schema types them (the app itself keeps its literal types). */
const creates: Record<string, Create> = App.creates;
const triggers: Record<string, Trigger> = App.triggers;
const searches: Record<string, Search> = App.searches;

/** A function of the app as Zapier calls it, with the bundle the test builds. */
export type AppFunction<B extends Bundle = Bundle> = (z: ZObject, bundle: B) => unknown;

/** The relay subscription `performSubscribe` returns; Zapier hands it back as `bundle.subscribeData`. */
export interface RelaySubscription {
  id: string;
  secret: string;
}

/** The bundle of a subscribed REST hook (Zapier types `subscribeData` as `{ id }` only). */
export type HookBundle = Bundle & { subscribeData?: RelaySubscription };

/** `value`, failing the test with `what` when the app leaves it undefined. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the app defines no ${what}`);
  return value;
}

/** `value` as a `(z, bundle)` function, failing the test when the app defines a request template (or nothing) there. */
export function callable<B extends Bundle = Bundle>(value: unknown, what: string): AppFunction<B> {
  if (typeof value !== 'function') throw new Error(`the app defines ${what} as no function`);
  return value as AppFunction<B>;
}

/** The app's authentication section. */
export function authenticationOf() {
  return required(App.authentication, 'authentication');
}

/** The create keyed `key`. */
export function createOf(key: string) {
  return required(creates[key], `create ${key}`);
}

/** The trigger keyed `key`. */
export function triggerOf(key: string) {
  return required(triggers[key], `trigger ${key}`);
}

/** The search keyed `key`. */
export function searchOf(key: string) {
  return required(searches[key], `search ${key}`);
}

/** The operation of the REST hook trigger keyed `key` (fails the test when it polls). */
export function hookOf(key: string): BasicHookOperation {
  const operation = triggerOf(key).operation;
  if (operation.type !== 'hook') throw new Error(`trigger ${key} is not a REST hook`);
  return operation;
}

/** The `perform` of the trigger keyed `key` (polling or REST hook; a hook-to-poll trigger has none). */
export function triggerPerformOf(key: string): AppFunction {
  const operation = triggerOf(key).operation;
  return callable('perform' in operation ? operation.perform : undefined, `trigger ${key} perform`);
}

/**
 * The fields the editor shows for `inputData`: plain fields as they are, dynamic
 * ones (functions) called with the input. The app's dynamic fields are synchronous.
 */
export function shown(fields: readonly InputField[], inputData: Record<string, unknown> = {}) {
  return fields.flatMap((f) =>
    typeof f === 'function'
      ? (f as unknown as (z: unknown, b: unknown) => PlainInputField[])({}, { inputData })
      : [f as PlainInputField],
  );
}
