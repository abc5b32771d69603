import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's resolver whose code (its schema, and zod with it) is fetched when the form first checks
 * its values, or earlier by `preload`: a page whose first view is a form takes the form over without
 * waiting for the schema library. A failed fetch (the network gone) is tried again at the next check.
 */
export function resolverLoadedLater<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): {
  resolver: Resolver<Values, unknown, Output>;
  preload: () => void;
} {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
