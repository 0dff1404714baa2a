import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The photos of an ImageFolder split (one sub-folder per class), classes and files in sorted order: the order of the
 * training caches (prepare-data.ts, mask-rasters.ts).
 */
export function splitPhotos(splitDir: string): {
  classes: string[];
  items: { file: string; label: string }[];
} {
  const classes = readdirSync(splitDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const items = classes.flatMap((c) =>
    readdirSync(join(splitDir, c))
      .sort()
      .map((f) => ({ file: join(c, f), label: c })),
  );
  return { classes, items };
}
