// The media table: the images operators added (issue 30, decision 025).
import type { Db } from "./db.js";
import { prismaOf } from "./db.js";

export interface MediaRow {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  fileName: string;
  format: string;
  bytes: number;
}

export const findMedia = (db: Db, hash: string): Promise<MediaRow | null> =>
  prismaOf(db).media.findUnique({
    where: { hash },
    select: {
      hash: true,
      width: true,
      height: true,
      widths: true,
      fileName: true,
      format: true,
      bytes: true,
    },
  });

/** Records an image once its files are stored; adding the same picture again changes nothing. */
export async function recordMedia(db: Db, row: MediaRow): Promise<void> {
  await prismaOf(db).media.upsert({ where: { hash: row.hash }, create: row, update: {} });
}
