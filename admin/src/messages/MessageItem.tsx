// One message of an order's thread, as a chat bubble: the customer's on the start side, the team's on the end side
// in the brand's tint; who wrote it, when, its text as written (line breaks kept, never HTML), its photos as
// thumbnails opening the full-size image and its PDFs as downloads.
import { numberFormat } from '@fitout/shared';
import { useLocaleState, useTranslate } from 'react-admin';
import { alpha, Box, Chip, Link, Typography } from '@mui/material';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { Message } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';

/** A file's size in the console's language ("120 kB", "1.5 MB"; a few bytes are "0.1 kB"). */
export function formatSize(locale: string, bytes: number): string {
  const mega = bytes >= 1024 * 1024;
  return numberFormat(locale === 'ar' ? 'ar-EG' : 'en-US', {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    // Arabic's short units are abbreviations few read ("م.ب"): its long ones are the words.
    unitDisplay: locale === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
}

/** The thumbnails' side in CSS pixels. */
const THUMB = { xs: 96, sm: 120 };

export function MessageItem({ message, isNew }: { message: Message; isNew: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { date } = useFormats();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.messages.${key}`, args);
  const staff = message.from_staff;
  const author = message.author || (staff ? w('company') : w('customer'));
  const photos = message.attachments.filter((file) => file.kind === 'image');
  const documents = message.attachments.filter((file) => file.kind === 'pdf');
  return (
    <Box
      component="li"
      data-message={message.id}
      data-from={staff ? 'staff' : 'customer'}
      sx={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '92%', sm: '78%' },
          minWidth: 0,
          px: 1.75,
          py: 1.25,
          borderRadius: '14px',
          border: 1,
          ...(staff
            ? {
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
                borderColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.4 : 0.28),
                borderBottomRightRadius: '4px',
              }
            : { bgcolor: 'background.default', borderColor: 'divider', borderBottomLeftRadius: '4px' }),
        })}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25 }}>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <bdi>{author}</bdi>
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {staff ? w('staff') : w('customer')}
          </Typography>
          {isNew ? <Chip size="small" color="primary" label={w('new')} sx={{ height: 20, alignSelf: 'center' }} /> : null}
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.created_at} sx={{ ml: { sm: 'auto' } }}>
            {date(message.created_at)}
          </Typography>
        </Box>
        {message.body ? (
          <Typography variant="body2" dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
            {message.body}
          </Typography>
        ) : null}
        {photos.length ? (
          <Box component="ul" aria-label={w('photos')} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {photos.map((photo, index) => (
              <li key={photo.url}>
                <Link
                  href={photo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'block', borderRadius: '10px', overflow: 'hidden', lineHeight: 0, border: 1, borderColor: 'divider' }}
                >
                  <Box
                    component="img"
                    src={photo.url}
                    srcSet={photo.srcset || undefined}
                    sizes="240px"
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    alt={w('photo_alt', { n: index + 1, author })}
                    sx={{ display: 'block', width: THUMB, height: THUMB, objectFit: 'cover', bgcolor: 'action.hover' }}
                  />
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
        {documents.length ? (
          <Box component="ul" aria-label={w('documents')} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
            {documents.map((file) => {
              const size = formatSize(locale, file.size);
              return (
                <li key={file.url}>
                  <Link
                    href={file.url}
                    download={file.name}
                    title={w('download', { name: file.name, size })}
                    underline="hover"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 1,
                      maxWidth: '100%',
                      px: 1.25,
                      py: 0.75,
                      borderRadius: '10px',
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                    }}
                  >
                    <PdfIcon fontSize="small" aria-hidden />
                    <Box component="span" sx={{ minWidth: 0 }}>
                      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                        <bdi>{file.name}</bdi>
                      </Box>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {size}
                      </Typography>
                    </Box>
                  </Link>
                </li>
              );
            })}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
