import { readFileSync } from 'node:fs';

/** The rows of an attributes jsonl (one labelled photo per line: `file` relative to the data set folder, then its labels). */
export function readLabelledPhotos(path: string): ({ file: string } & Record<string, string>)[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { file: string } & Record<string, string>);
}
