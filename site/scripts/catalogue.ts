// The catalogue the publisher's renderer holds in memory (page-renderer.ts): read whole once, then patched with only
// the records each change touched, read again through the lists' `?id=`. The pages read it through lib/api.ts's
// SiteCatalogue, which answers what the API's lists would: the same records, in the same order.
//
// Records and lists are frozen and replaced, never changed in place: a list or record that is the same object as in
// the last pass is the same data, which lets the renderer's fingerprints be remembered by object.
import type { ChangedRecord } from '@fitout/shared/publishing';
import { catalogueReads, type Category, type Package, type SiteCatalogue, type Work } from '../src/lib/api.ts';

type Lists = { categories: readonly Category[]; packages: readonly Package[]; works: readonly Work[] };
type Order<T> = (a: T, b: T) => number;

/** How many ids one read asks for (the lists' `?id=` takes at most a page). */
const IDS_PER_READ = 100;

// The API's orders (api/src/*/service.ts): categories and packages by id, works newest first.
const byId: Order<{ id: number }> = (a, b) => a.id - b.id;
const newestFirst: Order<Work> = (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id);

/** Freezes `value` and everything in it. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** `list` without the records of `asked`, with those of `found` put in their places in `order`. */
function patched<T extends { id: number }>(list: readonly T[], asked: Set<number>, found: T[], order: Order<T>): readonly T[] {
  if (asked.size === 0) return list;
  const next = list.filter((item) => !asked.has(item.id));
  for (const item of found) {
    const at = next.findIndex((other) => order(item, other) < 0);
    next.splice(at === -1 ? next.length : at, 0, item);
  }
  return frozen(next);
}

/** The records of `ids` read through `read`, a page of ids at a time. */
async function readSome<T>(read: (ids: number[]) => Promise<T[]>, ids: Set<number>): Promise<T[]> {
  const all = [...ids];
  const chunks = Array.from({ length: Math.ceil(all.length / IDS_PER_READ) }, (_, i) => all.slice(i * IDS_PER_READ, (i + 1) * IDS_PER_READ));
  return frozen((await Promise.all(chunks.map(read))).flat());
}

export class Catalogue {
  #lists: Lists | null = null;
  /** Each category's packages (by slug), derived from the present lists. */
  #ofCategory = new Map<string, readonly Package[]>();

  /** Reads the whole catalogue afresh. */
  async load(): Promise<void> {
    const [categories, packages, works] = await Promise.all([catalogueReads.categories(), catalogueReads.packages(), catalogueReads.works()]);
    this.#set({ categories: frozen(categories), packages: frozen(packages), works: frozen(works) });
  }

  /** Reads again only the records `records` name and puts them in place (a record no longer there goes); how many were read. */
  async patch(records: readonly ChangedRecord[]): Promise<number> {
    const lists = this.#lists;
    if (!lists) throw new Error('No catalogue to patch: load it first.');
    const asked = { category: new Set<number>(), package: new Set<number>(), work: new Set<number>() };
    for (const record of records) {
      const [kind, id] = record.split(':') as [keyof typeof asked, string];
      asked[kind]?.add(Number(id));
    }
    // A package shows its category's title and slug: a category's change is read again in its packages too.
    for (const pkg of lists.packages) if (asked.category.has(pkg.category.id)) asked.package.add(pkg.id);
    const [categories, packages, works] = await Promise.all([
      readSome(catalogueReads.some.categories, asked.category),
      readSome(catalogueReads.some.packages, asked.package),
      readSome(catalogueReads.some.works, asked.work),
    ]);
    this.#set({
      categories: patched(lists.categories, asked.category, categories, byId),
      packages: patched(lists.packages, asked.package, packages, byId),
      works: patched(lists.works, asked.work, works, newestFirst),
    });
    return asked.category.size + asked.package.size + asked.work.size;
  }

  /** The lists as the pages read them (lib/api.ts). */
  readonly lists: SiteCatalogue = {
    categories: async () => this.#present().categories as Category[],
    packages: async () => this.#present().packages as Package[],
    works: async () => this.#present().works as Work[],
    // What post/category/posts/{slug}/ answers: the category's packages by id (a slug no category has is a 404).
    categoryPackages: async (slug) => {
      const lists = this.#present();
      let list = this.#ofCategory.get(slug);
      if (!list) {
        const category = lists.categories.find((candidate) => candidate.slug === slug);
        if (!category) throw new Error(`The API would answer 404: no category has the slug ${slug}.`);
        list = frozen(lists.packages.filter((pkg) => pkg.category.id === category.id));
        this.#ofCategory.set(slug, list);
      }
      return list as Package[];
    },
  };

  #present(): Lists {
    if (!this.#lists) throw new Error('The catalogue has not been read yet.');
    return this.#lists;
  }

  #set(lists: Lists) {
    if (lists.packages !== this.#lists?.packages || lists.categories !== this.#lists?.categories) this.#ofCategory.clear();
    this.#lists = lists;
  }
}
