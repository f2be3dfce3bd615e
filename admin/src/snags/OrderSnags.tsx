// Snags after handover on the order's page (issue 25), once the order is completed: each snag the customer reported,
// with its photos and state; an open one is marked fixed with a note and a photo of the fix (the customer is mailed to
// confirm it or reopen it).
import { type ChangeEvent, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import BuildIcon from '@mui/icons-material/Build';
import { FIX_PHOTO_FIELD, type SnagStatus } from '@fitout/shared';
import { pathOf, type Snag, type SnagList, snags } from '@fitout/shared/contract';
import { PhotoStrip } from '../orders/PhotoStrip.tsx';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';
import { sendWithProgress } from '../dataProvider/httpClient.ts';
import { useFormats } from '../i18n/format.ts';
import { OrderPanel, useOrderPanel } from '../quotes/OrderPanel.tsx';

const snagsKey = (orderId: number) => ['snags', orderId] as const;

const statusColor: Record<SnagStatus, 'warning' | 'info' | 'success'> = { open: 'warning', fixed: 'info', closed: 'success' };

export function OrderSnags() {
  const { order, translate } = useOrderPanel();
  const orderId = order?.id ?? 0;
  const completed = order?.stage === 'completed';
  const { data } = useQuery({
    queryKey: snagsKey(orderId),
    queryFn: () => callEndpoint<SnagList>(snags.staffList, { id: orderId }),
    enabled: orderId > 0 && completed,
  });
  if (!order || !completed || !data) return null;
  return (
    <Box id="snags">
      <OrderPanel testId="order-snags" title={translate('console.snags.title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {data.warranty_until
            ? translate(data.can_report ? 'console.snags.warranty' : 'console.snags.warranty_over', { date: data.warranty_until })
            : null}
        </Typography>
        {data.snags.length === 0 ? (
          <Typography color="text.secondary">{translate('console.snags.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={translate('console.snags.title')}>
            {data.snags.map((snag) => (
              <SnagRow key={snag.id} snag={snag} orderId={orderId} />
            ))}
          </Stack>
        )}
      </OrderPanel>
    </Box>
  );
}

function SnagRow({ snag, orderId }: { snag: Snag; orderId: number }) {
  const { translate, notify } = useOrderPanel();
  const { date } = useFormats();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function markFixed() {
    if (!photo) return;
    setBusy(true);
    try {
      await refreshAuth();
      const form = new FormData();
      form.append('note', note);
      form.append(FIX_PHOTO_FIELD, photo, photo.name);
      await sendWithProgress(`${apiRoot}${pathOf(snags.fix, { id: snag.id })}`, 'POST', form);
      notify('console.snags.fixed_notice', { type: 'success' });
      setNote('');
      setPhoto(null);
      await client.invalidateQueries({ queryKey: snagsKey(orderId) });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="li" data-snag={snag.id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} dir="auto">
          {snag.room}
        </Typography>
        <Chip size="small" color={statusColor[snag.status]} label={translate(`console.snags.statuses.${snag.status}`)} />
        <Typography variant="caption" color="text.secondary">
          {date(snag.reported_at)}
          {snag.reopened > 0 ? ` · ${translate('console.snags.reopened', { smart_count: snag.reopened })}` : ''}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
        {snag.description}
      </Typography>
      <PhotoStrip photos={snag.photos} alt={(n) => translate('console.snags.photo', { n, room: snag.room })} size="medium" />
      {snag.reopen_note && snag.status === 'open' && (
        <Typography variant="body2" color="warning.main" dir="auto">
          {translate('console.snags.reopen_note', { note: snag.reopen_note })}
        </Typography>
      )}
      {snag.fixed_at && (
        <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('console.snags.fix')}
          </Typography>
          {snag.fix_note && (
            <Typography variant="body2" dir="auto">
              {snag.fix_note}
            </Typography>
          )}
          <PhotoStrip photos={snag.fix_photos} alt={() => translate('console.snags.fix_photo', { room: snag.room })} size="medium" />
        </Box>
      )}
      {snag.status === 'open' && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            label={translate('console.snags.fix_note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={busy}>
              {translate('console.snags.fix_photo_add')}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-label={translate('console.snags.fix_photo_add')}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setPhoto(event.target.files?.[0] ?? null)}
              />
            </Button>
            {photo && <Chip label={photo.name} onDelete={() => setPhoto(null)} />}
            <Button variant="contained" startIcon={<BuildIcon />} disabled={busy || !photo} onClick={() => void markFixed()}>
              {translate('console.snags.mark_fixed')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
