/**
 * A module imported the first time it is asked for, not with the page (the input rules, whose zod
 * stays off the page's first load: docs/decisions/068-no-answer-validation-in-the-browser.md).
 * `preload()` starts the import early (on a form's first focus) so it is there by the submit;
 * `load()` answers the module, or null when it cannot be fetched (offline, or a new release
 * replaced the file), and a failed import is tried again on the next call.
 */
export function onDemand<M>(importer: () => Promise<M>): { load(): Promise<M | null>; preload(): void } {
  let pending: Promise<M> | undefined;
  const load = () => {
    pending ??= importer().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending.catch(() => null);
  };
  return {
    load,
    preload: () => void load(),
  };
}
