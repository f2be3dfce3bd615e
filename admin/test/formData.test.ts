import { describe, expect, it } from 'vitest';
import { toFormData, toJson } from '../src/dataProvider/formData.ts';

const file = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const chosen = (name: string) => ({ rawFile: file(name), src: 'blob:preview', title: name });

describe('the multipart body of a write', () => {
  it('sends a chosen image as a file and leaves an unchanged one (its URL) out, so the API keeps it', () => {
    const body = toFormData('works', {
      id: 3,
      title: 'Villa',
      description: 'Finished.',
      thumbnail: 'http://127.0.0.1:8000/media/abc.webp',
      image1: chosen('one.png'),
      image2: null,
      images: { thumbnail: { width: 10 } },
      date: '2026-01-01T00:00:00Z',
      user_id: 9,
    });
    expect([...body.keys()].sort()).toEqual(['description', 'image1', 'title']);
    expect(body.get('image1')).toBeInstanceOf(File);
    expect((body.get('image1') as File).name).toBe('one.png');
  });

  it("writes a package's category as its id, whether the form holds the record or the id", () => {
    expect(toFormData('packages', { title: 'Deck', price_per_unit: 1850, category: { id: 4, title: 'Roofs' } }).get('category')).toBe('4');
    expect(toFormData('packages', { title: 'Deck', price_per_unit: 1850, category: 4 }).get('category')).toBe('4');
    expect(toFormData('packages', { title: 'Deck', price_per_unit: 1850 }).get('price_per_unit')).toBe('1850');
  });

  it("keeps a category's slug, made from its title by the form", () => {
    const body = toFormData('categories', { title: 'Roof Terraces', details: 'Decks.', slug: 'roof-terraces', image: chosen('roof.png') });
    expect(body.get('slug')).toBe('roof-terraces');
    expect(body.get('image')).toBeInstanceOf(File);
  });
});

describe('the JSON body of a component', () => {
  it('carries only the fields the API takes', () => {
    expect(toJson('components', { id: 1, post_id: 7, title: 'Pergola', description: 'Steel.', date: 'x' })).toEqual({
      post_id: 7,
      title: 'Pergola',
      description: 'Steel.',
    });
  });
});
