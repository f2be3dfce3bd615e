// Photos of the work in a row of thumbnails, each opening full size in a new tab: a progress update's in the order's
// history, a snag's and its fix's.
import { Box, type SxProps, type Theme } from '@mui/material';

/** The thumbnails of each size: small ones fit a table's cell. */
const looks = {
  small: { width: 96, height: 72, radius: 6, gap: 0.5 },
  medium: { width: 120, height: 90, radius: 8, gap: 1 },
};

type Props = {
  photos: readonly { url: string; srcset: string }[];
  /** Each photo's text alternative, from its place (1, 2, …). */
  alt: (n: number) => string;
  size: keyof typeof looks;
  sx?: SxProps<Theme>;
};

export function PhotoStrip({ photos, alt, size, sx }: Props) {
  if (!photos.length) return null;
  const { width, height, radius, gap } = looks[size];
  return (
    <Box sx={[{ display: 'flex', flexWrap: 'wrap', gap }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {photos.map((photo, n) => (
        <a key={photo.url} href={photo.url} target="_blank" rel="noopener">
          <img
            src={photo.url}
            srcSet={photo.srcset}
            sizes={`${width}px`}
            width={width}
            height={height}
            alt={alt(n + 1)}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: radius, display: 'block' }}
          />
        </a>
      ))}
    </Box>
  );
}
