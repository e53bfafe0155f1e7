// `pnpm ops images add <files or folders>`: operators' photos become the store's images (issue 30,
// decision 025). Each file is checked and added on its own; the name printed is what an import's
// image column (products, categories, brands' logo, vendors' images) then gives.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { addImage, OperationError } from "@carcare/operations";
import type { Command } from "commander";
import { type CommandContext, OpsError } from "../context.js";

export function registerImageCommands(program: Command, ctx: CommandContext): void {
  const images = program.command("images").summary("add product, category, brand and vendor pictures");
  images
    .command("add")
    .summary("make the store's sized AVIF and WebP copies of image files")
    .description(
      "Add JPEG, PNG, WebP or AVIF pictures (a folder: every file in it, not its subfolders).\n\n" +
        "Each file is refused on its own, with nothing written for it, if it is not such a picture,\n" +
        "is over 10 MB or is under 400 px wide. For every other one the store makes AVIF and WebP\n" +
        "copies 320, 640, 960 and 1280 px wide (never wider than the picture), named by the file's\n" +
        "content, and prints the name to give in an import file's image column (products and\n" +
        "categories: image; brands: logo; vendors: images) with the picture's size. Adding the same\n" +
        "picture again prints the same name and writes nothing.\n\n" +
        "The copies are kept under DATA_DIR/media, or in the S3-compatible bucket MEDIA_BUCKET_URL\n" +
        "(with MEDIA_BUCKET_ACCESS_KEY_ID, MEDIA_BUCKET_SECRET_ACCESS_KEY, MEDIA_BUCKET_REGION), which\n" +
        "the store's server must be given too. Exit code 1 when any file was refused.",
    )
    .argument("<paths...>", "image files or folders of them")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops images add photos/brake-pads.jpg\n" +
        "  $ pnpm ops images add photos/\n" +
        "    added /media/3f2a9c1b7e4d5a60-1600x1200.webp  1600x1200  brake-pads.jpg",
    )
    .action(async (paths: string[]) => {
      const files = await expand(paths.map((path) => ctx.resolvePath(path)));
      const storage = ctx.mediaStorage();
      const db = await ctx.db();
      let refused = 0;
      for (const file of files) {
        try {
          const image = await addImage(db, storage, file.path);
          const verb = image.existed ? "exists" : "added";
          ctx.out(`${verb} ${image.name}  ${image.width}x${image.height}  ${file.shown}`);
        } catch (error) {
          if (!(error instanceof OperationError)) throw error;
          refused += 1;
          ctx.err(`refused ${error.message}`);
        }
      }
      if (refused > 0) {
        throw new OpsError(
          `${refused} of ${files.length} ${files.length === 1 ? "file was" : "files were"} refused`,
        );
      }
    });
}

/** The files named, a folder's files in name order (hidden ones and subfolders left out). */
async function expand(paths: string[]): Promise<{ path: string; shown: string }[]> {
  const files: { path: string; shown: string }[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) throw new OpsError(`no such file or folder: ${path}`);
    if (!info.isDirectory()) {
      files.push({ path, shown: path.split("/").at(-1)! });
      continue;
    }
    const entries = await readdir(path, { withFileTypes: true });
    for (const entry of entries.filter((e) => e.isFile() && !e.name.startsWith(".")).sort(byName)) {
      files.push({ path: join(path, entry.name), shown: entry.name });
    }
  }
  if (files.length === 0) throw new OpsError("no files to add");
  return files;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
