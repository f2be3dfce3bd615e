// The latest photos of the work (issue 37), newest first, from the order's progress updates: one section of its home.
import { formatTime } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';
import PhotoStrip from '../PhotoStrip.tsx';
import type { Order } from './orders.ts';
import { homeWords } from './homeWords.ts';

const LATEST = 6;

export default function OrderPhotos({ order, lang }: { order: Pick<Order, 'history'>; lang: Lang }) {
  const w = homeWords(lang);
  const photos = order.history
    .toReversed()
    .flatMap((change) => change.photos.map((photo) => ({ ...photo, date: change.date })))
    .slice(0, LATEST);
  if (!photos.length) return null;
  return (
    <section className="panel home-photos" id="photos" aria-labelledby="photos-title">
      <h2 id="photos-title">{w.photos}</h2>
      <PhotoStrip
        photos={photos}
        alt={(n) => `${w.photo(n)}, ${formatTime(photos[n - 1].date, lang)}`}
        sizes="(min-width: 40rem) 12rem, 40vw"
        className="home-photos__strip"
      />
    </section>
  );
}
