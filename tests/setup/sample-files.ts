/** Small files of each kind staff may attach to a product, built in memory for the API and browser tests. */

/** A ZIP archive's bytes holding these (stored, uncompressed) entries: enough for content sniffing. */
export function zipWith(names: readonly string[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = Buffer.from(`sample ${name}`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.concat([local, Buffer.from(name, "latin1"), data]);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(Buffer.concat([dir, Buffer.from(name, "latin1")]));
    parts.push(entry);
    offset += entry.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

export const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
export const sampleDocx = zipWith(["[Content_Types].xml", "word/document.xml"]);
export const sampleXlsx = zipWith(["[Content_Types].xml", "xl/workbook.xml"]);
export const sampleZip = zipWith(["readme.txt"]);
/** A Windows executable's first bytes, named as if it were a PDF by whoever uploads it. */
export const disguisedExe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);
