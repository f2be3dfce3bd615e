// The seeded catalogue as the API answers it, to know which pages a visitor can reach.
import { apiUrl } from './env.ts';

export type Named = { id: number; slug: string; title: string };
export type CatalogueWork = Named & { date: string; thumbnail: string | null };
export type CataloguePackage = Named & { price_per_unit: number; category: Named; comments: { title: string; description: string }[] };

async function get<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const categories = () => get<Named[]>('category/list/');
export const works = () => get<CatalogueWork[]>('ourwork/lists/');
export const packages = () => get<CataloguePackage[]>('post/lists/');
export const categoryPackages = (slug: string) => get<CataloguePackage[]>(`post/category/posts/${slug}/`);
