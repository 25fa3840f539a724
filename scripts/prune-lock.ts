import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The package registry this project is installed from serves only some platforms' builds of
// optional native packages (Tailwind's oxide has none for macOS, Windows, Android or WASM there).
// `npm install` leaves those out of package-lock.json but keeps their names in the parent's
// optionalDependencies, and `npm ci` then refuses the lock. Run after every `npm install` that
// changes dependencies: it drops optional names the lock has no entry for.
const lockFile = path.resolve(import.meta.dirname, "../package-lock.json");
const lock = JSON.parse(readFileSync(lockFile, "utf8")) as {
  packages: Record<string, { optionalDependencies?: Record<string, string> }>;
};

/** Where npm would look for `name` from the package at `from`: its own node_modules, then upwards. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("node_modules/");
    base = cut <= 0 ? "" : base.slice(0, cut - 1);
  }
}

let pruned = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (resolves(location, name)) continue;
    delete entry.optionalDependencies[name];
    pruned += 1;
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`pruned ${pruned} optional dependencies the registry does not serve`);
