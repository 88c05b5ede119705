/**
 * A video's own length, read from its MP4 header: the movie header box (`moov` → `mvhd`) holds a
 * time scale (units a second) and the length in those units; a fragmented file whose `mvhd` says 0
 * may say it in `moov` → `mvex` → `mehd`. Undefined for any other file, or one that says nothing.
 */
export function mp4Seconds(data: Buffer): number | undefined {
  const moov = box(data, 0, data.length, "moov");
  if (!moov) return undefined;
  const mvhd = box(data, moov.start, moov.end, "mvhd");
  if (!mvhd || mvhd.end - mvhd.start < 32) return undefined;
  const version = data[mvhd.start];
  const scale = version === 1 ? data.readUInt32BE(mvhd.start + 20) : data.readUInt32BE(mvhd.start + 12);
  if (scale === 0) return undefined;
  let units = version === 1 ? Number(data.readBigUInt64BE(mvhd.start + 24)) : data.readUInt32BE(mvhd.start + 16);
  if (units === 0 || units === 0xffffffff) {
    const mvex = box(data, moov.start, moov.end, "mvex");
    const mehd = mvex && box(data, mvex.start, mvex.end, "mehd");
    if (!mehd || mehd.end - mehd.start < 8) return undefined;
    units =
      data[mehd.start] === 1 && mehd.end - mehd.start >= 12
        ? Number(data.readBigUInt64BE(mehd.start + 4))
        : data.readUInt32BE(mehd.start + 4);
  }
  return units > 0 ? units / scale : undefined;
}

/** The first box of `type` between `from` and `to`: where its contents start and end. */
function box(data: Buffer, from: number, to: number, type: string): { start: number; end: number } | undefined {
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return undefined;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return undefined;
    if (data.toString("latin1", at + 4, at + 8) === type) return { start: at + header, end: at + size };
    at += size;
  }
  return undefined;
}
