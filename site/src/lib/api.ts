// Content for the pre-rendered pages, read from the API at build time (API_URL, e.g. http://127.0.0.1:8000/api/v1).
// Shapes follow the API contract; every image field is an absolute URL or null, with its sizes in `images`.

export type ImageInfo = { url: string; width: number; height: number; srcset: string };

export type Category = {
  id: number;
  title: string;
  details: string;
  image: string | null;
  slug: string;
  images: { image: ImageInfo | null };
};

export type Component = {
  id: number;
  post_id: number;
  name: string;
  title: string;
  description: string;
  email: string;
  comment: string;
  date: string;
};

export type Package = {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  price_per_unit: number;
  description: string;
  tags: string;
  category: { id: number; title: string; slug: string };
  post_status: string;
  view: number;
  date: string;
  user_id: number;
  comments: Component[];
  images: { image: ImageInfo | null };
};

export type WorkImageField = 'thumbnail' | 'image1' | 'image2' | 'image3' | 'image4';

export type Work = {
  id: number;
  slug: string;
  title: string;
  description: string;
  thumbnail: string | null;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  tags: string;
  date: string;
  post_status: string;
  user_id: number;
  images: Partial<Record<WorkImageField, ImageInfo | null>>;
};

/** The API base the build reads from, without a trailing slash. */
export function apiBase(): string {
  const base = process.env.API_URL;
  if (!base) {
    throw new Error('API_URL is not set: build the site with `npm run build -w site`, which starts an API when none is given.');
  }
  return base.replace(/\/+$/, '');
}

const cache = new Map<string, Promise<unknown>>();

/** GET a path of the API as JSON, once per build whatever the number of pages that ask. */
export function fetchJson<T>(path: string): Promise<T> {
  const url = `${apiBase()}/${path.replace(/^\//, '')}`;
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json' } });
      } catch (error) {
        throw new Error(`Could not reach the API at ${url} (${(error as Error).message}). Is it running?`, { cause: error });
      }
      if (!response.ok) throw new Error(`The API answered ${response.status} for ${url}`);
      return (await response.json()) as T;
    })();
    cache.set(url, pending);
  }
  return pending;
}

export const getCategories = () => fetchJson<Category[]>('category/list/');

/** All active packages, most viewed first (post/lists/ sorts by view); components included. */
export const getPackages = () => fetchJson<Package[]>('post/lists/');

export const getCategoryPackages = (slug: string) => fetchJson<Package[]>(`post/category/posts/${encodeURIComponent(slug)}/`);

export const getWorks = () => fetchJson<Work[]>('ourwork/lists/');
