import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { fieldClass } from "../ui/text-field.tsx";

/** A search field that reports its text a moment after typing stops. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative w-full sm:w-72">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
        className={`${fieldClass()} pl-9`}
      />
    </div>
  );
}
