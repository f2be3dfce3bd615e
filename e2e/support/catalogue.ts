// The seeded catalogue as the API answers it, to know which pages a visitor can reach.
import { API_PREFIX } from '@fitout/shared/contract';
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

/**
 * Gives the first category more than one page of packages (the demo has at most three a category), so the
 * journeys see the category pages' navigation. Runs in the global set-up, before the site is built.
 */
export async function addPackagesForPaging(origin: string, admin: { email: string; password: string }, extra = 3) {
  const api = (path: string) => `${origin}${API_PREFIX}/${path}`;
  const signIn = await fetch(api('user/token/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`demo admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const { access } = (await signIn.json()) as { access: string };
  const userId = (JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()) as { user_id: number }).user_id;

  const [category] = (await (await fetch(api('category/list/'))).json()) as (Named & { image: string })[];
  const picture = new Blob([await (await fetch(category.image)).arrayBuffer()], { type: 'image/webp' });
  for (let n = 1; n <= extra; n += 1) {
    const form = new FormData();
    form.set('user_id', String(userId));
    form.set('title', `${category.title} Plan ${n}`);
    form.set('price_per_unit', String(2500 + n * 150));
    form.set('description', 'A fixed-price plan for units that need a quick, clean finish.');
    form.set('tags', 'apartment, plan');
    form.set('category', String(category.id));
    form.set('post_status', 'Active');
    form.set('image', picture, 'plan.webp');
    const created = await fetch(api('author/dashboard/post-create/'), { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
    if (!created.ok) throw new Error(`adding a package for paging: ${created.status} ${await created.text()}`);
  }
}
