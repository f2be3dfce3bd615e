// Photos for the journeys' uploads: a JPEG as a phone takes one, 1200 × 900 of one colour.
import sharp from 'sharp';

export const jpeg = (name: string, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
