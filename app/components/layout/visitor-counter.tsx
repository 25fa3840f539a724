import { useEffect, useState } from "react";
import { footer } from "../../content/footer.ts";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";
import { countVisit } from "../../lib/visit-count.ts";
import { formatCount } from "../../../contract/shared/format.ts";

/**
 * Total Visitors (SPEC 2.3, 7, 8): reads the count, then records this visit and shows the new
 * count. Failures are only logged; the label stays "Loading..." until a count arrives.
 */
export function VisitorCounter() {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    const show = (value: number) => {
      if (!cancelled) setCount(value);
    };
    void countVisit(show);
    return () => {
      cancelled = true;
    };
  }, []);

  const hindi = useHindiFrame();
  return (
    <p className="text-sm text-white/90" aria-live="polite">
      {(hindi?.footer ?? footer).visitorsLabel}:{" "}
      <span data-testid="visitor-count" className="font-semibold text-white tabular-nums">
        {count === null ? (hindi?.footerText.loading ?? "Loading...") : formatCount(count)}
      </span>
    </p>
  );
}
