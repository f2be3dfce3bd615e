// What a work's page shows of its images (SPEC.md "Work details").
import type { ImageInfo, Work, WorkImageField } from './api.ts';

export type ShownImage = { url: string; info: ImageInfo | null };

const extraFields = ['image1', 'image2', 'image3', 'image4'] as const satisfies readonly WorkImageField[];

/**
 * The up to four extra images: one whose URL ends in 'undefined' (a broken upload) is hidden; a missing
 * one falls back to the thumbnail.
 */
export function workImages(work: Work): ShownImage[] {
  const shown: ShownImage[] = [];
  for (const field of extraFields) {
    const url = work[field];
    if (url?.endsWith('undefined')) continue;
    if (url) shown.push({ url, info: work.images[field] ?? null });
    else if (work.thumbnail) shown.push({ url: work.thumbnail, info: work.images.thumbnail ?? null });
  }
  return shown;
}

/** Fixed figures the spec shows on every work (SPEC.md section 9). */
export const WORK_MEDIA_COUNT = 4;
export const WORK_DAYS = 30;
export const CAMERA_BADGE_COUNT = 4;
