import type { Plugin } from "vite";
export function chunkReport(): Plugin {
  return {
    name: "chunk-report",
    generateBundle(_o, bundle) {
      if (this.environment?.name === "ssr") return;
      const lines: string[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        lines.push(`## ${file.fileName} ${file.code.length} imports=${file.imports.join(",")}`);
        const mods = Object.entries(file.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
        for (const [id, m] of mods) lines.push(`   ${m.renderedLength} ${id.replace(/.*\/lead\//, "")}`);
      }
      (globalThis as any).process.getBuiltinModule("node:fs").writeFileSync("/tmp/chunks.txt", lines.join("\n"));
    },
  };
}
