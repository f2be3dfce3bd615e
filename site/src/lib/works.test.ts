import { describe, expect, it } from 'vitest';
import type { Work } from './api.ts';
import { workImages } from './works.ts';

const info = (url: string) => ({ url, width: 800, height: 600, srcset: `${url} 800w` });

function work(images: Partial<Pick<Work, 'thumbnail' | 'image1' | 'image2' | 'image3' | 'image4'>>): Work {
  const all = { thumbnail: null, image1: null, image2: null, image3: null, image4: null, ...images };
  return {
    id: 1,
    slug: 'villa',
    title: 'Villa',
    description: '',
    title_ar: '',
    description_ar: '',
    tags: '',
    date: '2026-03-05T14:30:00Z',
    post_status: 'Active',
    user_id: 1,
    ...all,
    images: Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v ? info(v) : null])) as Work['images'],
  };
}

describe("a work's extra images", () => {
  it('shows the four images in order', () => {
    const shown = workImages(work({ thumbnail: '/t.webp', image1: '/1.webp', image2: '/2.webp', image3: '/3.webp', image4: '/4.webp' }));
    expect(shown.map((i) => i.url)).toEqual(['/1.webp', '/2.webp', '/3.webp', '/4.webp']);
    expect(shown[0].info?.width).toBe(800);
  });

  it("hides an image whose URL ends in 'undefined'", () => {
    const shown = workImages(work({ thumbnail: '/t.webp', image1: '/1.webp', image2: 'http://x/media/undefined', image3: '/3.webp' }));
    expect(shown.map((i) => i.url)).toEqual(['/1.webp', '/3.webp', '/t.webp']);
  });

  it('falls back to the thumbnail for a missing image, and shows nothing without one', () => {
    expect(workImages(work({ thumbnail: '/t.webp' })).map((i) => i.url)).toEqual(['/t.webp', '/t.webp', '/t.webp', '/t.webp']);
    expect(workImages(work({}))).toEqual([]);
  });
});
