import { Button } from "../ui/button.tsx";
import { PageLoader } from "../auth/page-loader.tsx";
import type { Loadable } from "../../hooks/use-admin-data.ts";

/** Loading, error (with Try again) or the loaded list, empty text included (SPEC 4 list states). */
export function ListState<T>({
  state,
  reload,
  empty,
  isEmpty,
  children,
}: {
  state: Loadable<T>;
  reload: () => void;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
}) {
  if (state.status === "loading") return <PageLoader label="Loading..." />;
  if (state.status === "error") {
    return (
      <div role="alert" className="rounded-card border border-danger bg-danger-soft p-6">
        <p className="font-semibold text-danger">{state.message}</p>
        <Button className="mt-3" variant="outline" size="sm" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty(state.data))
    return <p className="rounded-card border border-line bg-surface p-8 text-center text-muted">{empty}</p>;
  return <>{children(state.data)}</>;
}
