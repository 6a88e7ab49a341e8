import zlib from 'node:zlib';

export type ZipEntry = {name: string; data: Buffer};

const CRC_TABLE = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// 1980-01-01 00:00 in DOS format: the same sources give the same bytes on every build.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** The fields local and central headers share, from the compression method to the name length. */
function writeEntryFields(header: Buffer, at: number, entry: {crc: number; packed: number; size: number; nameLength: number}): void {
  header.writeUInt16LE(8, at); // deflate
  header.writeUInt16LE(DOS_TIME, at + 2);
  header.writeUInt16LE(DOS_DATE, at + 4);
  header.writeUInt32LE(entry.crc, at + 6);
  header.writeUInt32LE(entry.packed, at + 10);
  header.writeUInt32LE(entry.size, at + 14);
  header.writeUInt16LE(entry.nameLength, at + 18);
}

/** A deflated ZIP archive of the entries, in the order given. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const {name, data} of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const packed = zlib.deflateRawSync(data, {level: 9});
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    writeEntryFields(local, 8, {crc, packed: packed.length, size: data.length, nameLength: fileName.length});
    locals.push(local, fileName, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    writeEntryFields(central, 10, {crc, packed: packed.length, size: data.length, nameLength: fileName.length});
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
