// What the API's publisher and the site's renderer (@fitout/site/renderer) say to each other: the records a catalogue
// change touched, and what a pass of rendering the changed pages did. Declared here once, below both.

/**
 * A catalogue record a change touched, as `kind:id` ("package:12"): what the site's renderer reads again to patch the
 * catalogue it holds. A component's change names its package; a category's, the category (its packages show it).
 */
export type ChangedRecord = `${'category' | 'package' | 'work'}:${number}`;

/**
 * What a pass changed in the folder (site-relative files), how much it read and rendered to find it, and its time:
 * reading the records, then finding the pages (getStaticPaths), then comparing, then rendering and writing.
 */
export type Regenerated = {
  written: string[];
  removed: string[];
  /** How many pages there are, and how many were rendered to find those that changed. */
  pages: number;
  rendered: number;
  /** How many records were read (those the changes named), or null when the whole catalogue was. */
  records: number | null;
  ms: number;
  readMs: number;
  pathsMs: number;
  compareMs: number;
};

/**
 * A full build of the site kept alive: renders again, into the folder it built, the pages whose data changed since. A
 * pass that is aborted or fails leaves the folder's state unknown to it: it stops, and the next publication builds
 * afresh.
 */
export type LiveSite = {
  /** Renders again the pages whose data changed; `records`: what the changes touched (null or left out: anything). */
  regenerate(signal: AbortSignal, records?: readonly ChangedRecord[] | null): Promise<Regenerated>;
  close(): void;
};
