import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { ConfirmButton } from "./confirm-button.tsx";
import { ListState } from "./list-state.tsx";
import { useAdminRemove, type Loadable } from "../../hooks/use-admin-data.ts";

/** One row: what the item is, a link to edit it, and its removal behind a question. */
export interface RemovableRow {
  key: number;
  testId?: string;
  title: ReactNode;
  meta: ReactNode;
  edit?: { to: string; ariaLabel: string };
  /** Absent when the signed-in role may not remove it (an author's published post). */
  remove?: {
    /** The API path the DELETE goes to. */
    path: string;
    label: string;
    ariaLabel: string;
    title: string;
    confirmLabel: string;
    /** What the removal does, in the question. */
    text: ReactNode;
  };
}

interface RemovableListProps<T> {
  /** useAdminData's answer for the list. */
  data: { state: Loadable<T>; reload: () => void };
  empty: string;
  /** The loaded answer as rows. */
  rows: (data: T) => RemovableRow[];
}

/**
 * A console list whose items can be edited and removed (posts, products, subscribers): loading,
 * error and empty states, then the rows; a removal reloads the list, and its failure shows above.
 */
export function RemovableList<T>({ data, empty, rows }: RemovableListProps<T>) {
  const { error, remove } = useAdminRemove(data.reload);
  return (
    <>
      {error ? (
        <p role="alert" className="mb-4 text-danger">
          {error}
        </p>
      ) : null}
      <ListState state={data.state} reload={data.reload} empty={empty} isEmpty={(loaded) => rows(loaded).length === 0}>
        {(loaded) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {rows(loaded).map((row) => (
              <li
                key={row.key}
                data-testid={row.testId}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  {row.title}
                  <p className="text-xs text-muted">{row.meta}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {row.edit ? (
                    <Link to={row.edit.to} className={buttonClass("outline", "sm")} aria-label={row.edit.ariaLabel}>
                      Edit
                    </Link>
                  ) : null}
                  {row.remove ? (
                    <ConfirmButton
                      label={row.remove.label}
                      ariaLabel={row.remove.ariaLabel}
                      title={row.remove.title}
                      confirmLabel={row.remove.confirmLabel}
                      onConfirm={() => remove(row.remove!.path)}
                    >
                      {row.remove.text}
                    </ConfirmButton>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
