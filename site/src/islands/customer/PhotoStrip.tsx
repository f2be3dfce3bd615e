// Photos in a row of thumbnails, each opening full size in a new tab: a message's, a progress update's, a snag's.
import './photo-strip.css';

/** An image as the API describes it: its largest size and its widths. */
type Photo = { url: string; srcset: string; width: number; height: number };

type Props = {
  photos: readonly Photo[];
  /** Each photo's text alternative, from its place (1, 2, …). */
  alt: (n: number) => string;
  /** The thumbnails' width for srcset (the `sizes` attribute). */
  sizes: string;
  /** The strip's own class, which may set --photo-width and --photo-height. */
  className: string;
};

export default function PhotoStrip({ photos, alt, sizes, className }: Props) {
  if (!photos.length) return null;
  return (
    <ul className={`photo-strip ${className}`}>
      {photos.map((photo, n) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noopener">
            <img
              src={photo.url}
              srcSet={photo.srcset}
              sizes={sizes}
              width={photo.width}
              height={photo.height}
              alt={alt(n + 1)}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
