// The site screens of an order on a phone (issue 41): today's daily log, a progress update with photos and a snag fix
// with its photo, saved whether or not there is a network (outbox.ts keeps them on the phone and sends them when it returns), the writes
// still waiting or refused, and the order's logs. Rendered by main.tsx outside react-admin, like the invitation page:
// react-admin asks the API who is signed in before it shows anything, which a page opened without a network cannot.
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  CssBaseline,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddAPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import {
  arabicDigits,
  DAILY_LOG_PHOTOS_FIELD,
  latinDigits,
  delayCauses,
  FIX_PHOTO_FIELD,
  labelIn,
  PROGRESS_PHOTOS_FIELD,
  weatherKinds,
  dateTimeFormat,
} from '@fitout/shared';
import { type DailyLog, dailyLogs, relativePathOf, progress, type SnagList, snags as snagCalls } from '@fitout/shared/contract';
import { apiUrl, basename } from '../config.ts';
import { PlainDayField } from '../i18n/DayField.tsx';
import { directionOf, storedLocale } from '../i18n/locale.ts';
import { DirectionCache } from '../theme/direction.tsx';
import { PhotoStrip } from '../orders/PhotoStrip.tsx';
import { dailyLogWords, fill } from './words.ts';
import {
  discard,
  enqueue,
  onAnswered,
  onOutboxChange,
  type OutboxEntry,
  outboxEntries,
  sendOutbox,
  startOutbox,
  token as authToken,
} from './outbox.ts';

const locale = storedLocale();
const dir = directionOf(locale);
const w = dailyLogWords[locale];
const digits = (value: string | number) => (locale === 'ar' ? arabicDigits(String(value)) : String(value));
const theme = createTheme({
  direction: dir,
  palette: { primary: { main: '#1d5565' }, secondary: { main: '#1d5565' }, background: { default: '#f4f6f7' } },
  shape: { borderRadius: 10 },
  typography: { fontFamily: locale === 'ar' ? '"Cairo Variable", "Inter Variable", sans-serif' : '"Inter Variable", "Cairo Variable", sans-serif' },
});

/** How many photos, in words ("1 photo", "2 photos"). */
const photoCount = (count: number) => (count === 1 ? w.photo_one : fill(w.photos_chosen, { count: digits(count) }));

/** A log's day written out (a YYYY-MM-DD in Arabic digits reads backwards in a right-to-left line). */
const dayLabel = (day: string) =>
  dateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Today in the phone's own time zone (the day the crew is on site). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function useOutbox() {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    const read = () => void outboxEntries().then(setEntries);
    read();
    return onOutboxChange(read);
  }, []);
  return entries;
}

/**
 * A read of the order's (its logs, its snags): from the API when there is a network, else as last read on this phone
 * (localStorage under `key`); read again whenever a write of the order has been answered.
 */
function useCachedRead<T>(orderId: number, key: string, path: string, online: boolean) {
  const [value, setValue] = useState<T | null>(() => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  });
  const load = useCallback(async () => {
    try {
      const token = await authToken();
      const response = await fetch(`${apiUrl}/${path}`, {
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) return;
      const read = (await response.json()) as T;
      setValue(read);
      localStorage.setItem(key, JSON.stringify(read));
    } catch {
      // No network: the value as last read stays.
    }
  }, [key, path]);
  useEffect(() => {
    if (online) void load();
  }, [online, load]);
  useEffect(() => onAnswered((entry) => entry.orderId === orderId && void load()), [orderId, load]);
  return value;
}

const useLogs = (orderId: number, online: boolean) =>
  useCachedRead<DailyLog[]>(orderId, `fitout.daily-logs.${orderId}`, relativePathOf(dailyLogs.staffList, { id: orderId }), online);

const useSnags = (orderId: number, online: boolean) =>
  useCachedRead<SnagList>(orderId, `fitout.snags.${orderId}`, relativePathOf(snagCalls.staffList, { id: orderId }), online);

function PhotoPicker({
  photos,
  onChange,
  label = w.photos,
  max = 10,
  error,
  alt = (n) => fill(w.photo, { n: digits(n) }),
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  label?: string;
  max?: number;
  error?: string;
  /** The preview's words, from 1. */
  alt?: (n: number) => string;
}) {
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return (
    <Stack spacing={1}>
      <Button component="label" variant="outlined" color={error ? 'error' : 'primary'} startIcon={<AddAPhotoIcon />} sx={{ alignSelf: 'flex-start' }}>
        {label}
        <input
          hidden
          type="file"
          multiple={max > 1}
          accept="image/jpeg,image/png,image/webp"
          aria-label={label}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onChange(max === 1 ? chosen.slice(0, 1) : [...photos, ...chosen].slice(0, max));
            event.target.value = '';
          }}
        />
      </Button>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
      {photos.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={photoCount(photos.length)}>
          {previews.map((url, n) => (
            <Box key={url} sx={{ position: 'relative' }}>
              <img src={url} alt={alt(n + 1)} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const photoParts = (field: string, photos: File[]) => photos.map((photo) => ({ field, name: photo.name, type: photo.type, blob: photo as Blob }));

function DailyLogForm({ orderId, onSaved }: { orderId: number; onSaved: () => void }) {
  const [day, setDay] = useState(today);
  const [workDone, setWorkDone] = useState('');
  const [crewCount, setCrewCount] = useState('');
  const [crewNames, setCrewNames] = useState('');
  const [weather, setWeather] = useState<string>('clear');
  const [delay, setDelay] = useState('');
  const [delayCause, setDelayCause] = useState('');
  const [shared, setShared] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!workDone.trim()) missing.work_done = w.required;
    if (!crewCount.trim() && !crewNames.trim()) missing.crew_count = w.crew_required;
    if (delay.trim() && !delayCause) missing.delay_cause = w.cause_required;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      await enqueue({
        kind: 'daily-log',
        orderId,
        path: relativePathOf(dailyLogs.create, { id: orderId }),
        fields: {
          day,
          work_done: workDone,
          crew_count: crewCount,
          crew_names: crewNames,
          weather,
          delay,
          delay_cause: delay.trim() ? delayCause : '',
          shared: String(shared),
        },
        photos: photoParts(DAILY_LOG_PHOTOS_FIELD, photos),
        summary: workDone.trim(),
      });
      setWorkDone('');
      setDelay('');
      setDelayCause('');
      setPhotos([]);
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label={w.tabs.log}>
      <PlainDayField label={w.day} value={day} onChange={setDay} required locale={locale} chooseDay={w.choose_day} />
      <TextField
        label={w.work_done}
        name="work_done"
        value={workDone}
        onChange={(event) => setWorkDone(event.target.value)}
        multiline
        minRows={3}
        required
        error={Boolean(errors.work_done)}
        helperText={errors.work_done}
        slotProps={{ htmlInput: { maxLength: 4000, dir: 'auto' } }}
      />
      <Stack direction="row" spacing={1.5}>
        <TextField
          label={w.crew_count}
          name="crew_count"
          value={digits(crewCount)}
          onChange={(event) => setCrewCount(latinDigits(event.target.value).replace(/\D/g, ''))}
          error={Boolean(errors.crew_count)}
          helperText={errors.crew_count}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={w.weather}
          value={weather}
          onChange={(event) => setWeather(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {weatherKinds.map((option) => (
            <option key={option.value} value={option.value}>
              {labelIn(weatherKinds, option.value, locale)}
            </option>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={w.crew_names}
        name="crew_names"
        value={crewNames}
        onChange={(event) => setCrewNames(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto' } }}
      />
      <TextField
        label={w.delay}
        name="delay"
        value={delay}
        onChange={(event) => setDelay(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
      />
      {delay.trim() && (
        <TextField
          select
          label={w.delay_cause}
          value={delayCause}
          onChange={(event) => setDelayCause(event.target.value)}
          error={Boolean(errors.delay_cause)}
          helperText={errors.delay_cause}
        >
          {delayCauses.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {labelIn(delayCauses, option.value, locale)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <FormControlLabel control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />} label={w.shared} />
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {w.save}
      </Button>
    </Stack>
  );
}

function ProgressForm({ orderId, onSaved }: { orderId: number; onSaved: () => void }) {
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!note.trim() && !photos.length) return setError(w.required);
    setError(null);
    await enqueue({
      kind: 'progress',
      orderId,
      path: relativePathOf(progress.post, { id: orderId }),
      fields: { note },
      photos: photoParts(PROGRESS_PHOTOS_FIELD, photos),
      summary: note.trim(),
    });
    setNote('');
    setPhotos([]);
    onSaved();
  }
  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label={w.tabs.progress}>
      <TextField
        label={w.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <Button type="submit" variant="contained" size="large">
        {w.save}
      </Button>
    </Stack>
  );
}

/**
 * A snag of the order marked fixed, with a note and a photo of the fix: queued like the rest (the API's fix takes the
 * write's Idempotency-Key). The snags are the order's open ones as last read; one whose fix waits to be sent is shown
 * so, and not offered again.
 */
function SnagFixForm({
  orderId,
  snags,
  entries,
  online,
  onSaved,
}: {
  orderId: number;
  snags: SnagList | null;
  entries: OutboxEntry[];
  online: boolean;
  onSaved: () => void;
}) {
  const [snagId, setSnagId] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (snags === null) return <Typography color="text.secondary">{online ? '…' : w.snags_offline}</Typography>;
  const waiting = new Set(entries.filter((entry) => entry.kind === 'snag-fix' && entry.state !== 'refused').map((entry) => entry.ref));
  const open = snags.snags.filter((snag) => snag.status === 'open');
  if (!open.length) return <Typography color="text.secondary">{w.snags_none}</Typography>;
  const chosen = open.find((snag) => String(snag.id) === snagId && !waiting.has(snag.id));

  async function save(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!chosen) missing.snag = w.required;
    if (!photos.length) missing.photo = w.fix_photo_required;
    setErrors(missing);
    if (!chosen || Object.keys(missing).length) return;
    await enqueue({
      kind: 'snag-fix',
      orderId,
      ref: chosen.id,
      path: relativePathOf(snagCalls.fix, { id: chosen.id }),
      fields: { note },
      photos: photoParts(FIX_PHOTO_FIELD, photos),
      summary: `${chosen.room}: ${note.trim() || w.fixed}`,
    });
    setSnagId('');
    setNote('');
    setPhotos([]);
    onSaved();
  }

  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label={w.tabs.snag}>
      <TextField
        select
        label={w.snag_choose}
        value={snagId}
        onChange={(event) => (setSnagId(event.target.value), setErrors({ ...errors, snag: '' }))}
        error={Boolean(errors.snag)}
        helperText={errors.snag}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">—</option>
        {open.map((snag) => (
          <option key={snag.id} value={snag.id} disabled={waiting.has(snag.id)}>
            {`${snag.room}: ${snag.description.slice(0, 60)}${waiting.has(snag.id) ? ` (${w.fix_waiting})` : ''}`}
          </option>
        ))}
      </TextField>
      {chosen && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {chosen.description}
          </Typography>
          <PhotoStrip photos={chosen.photos} alt={(n) => fill(w.snag_photo, { n: digits(n) })} size="small" />
        </Box>
      )}
      <TextField
        label={w.fix_note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
      />
      <PhotoPicker
        photos={photos}
        onChange={(chosen) => (setPhotos(chosen), setErrors({ ...errors, photo: '' }))}
        label={w.fix_photo}
        max={1}
        error={errors.photo}
        alt={() => w.fix_photo}
      />
      <Button type="submit" variant="contained" size="large">
        {w.mark_fixed}
      </Button>
    </Stack>
  );
}

const stateColor = { waiting: 'warning', sending: 'info', refused: 'error' } as const;

function Queue({ entries }: { entries: OutboxEntry[] }) {
  return (
    <Section title={`${w.queue} (${digits(entries.length)})`} testId="outbox">
      {entries.length === 0 ? (
        <Typography color="text.secondary">{w.queue_empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={w.queue}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.seq}
              data-state={entry.state}
              sx={{
                p: 1.5,
                border: 1,
                borderColor: entry.state === 'refused' ? 'error.light' : 'divider',
                borderRadius: 2,
                display: 'grid',
                gap: 0.5,
              }}
            >
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{w.kinds[entry.kind]}</Typography>
                <Chip size="small" color={stateColor[entry.state]} label={w.states[entry.state]} />
                <Typography variant="caption" color="text.secondary">
                  {fill(w.order, { id: digits(entry.orderId) })}
                  {entry.photos.length ? ` · ${photoCount(entry.photos.length)}` : ''}
                </Typography>
              </Stack>
              <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                {entry.summary}
              </Typography>
              {entry.state === 'refused' && entry.refusal && (
                <Alert severity="error" sx={{ py: 0 }}>
                  {entry.refusal.words[locale]}
                </Alert>
              )}
              {entry.state === 'refused' && (
                <Button size="small" color="error" onClick={() => void discard(entry.seq!)} sx={{ justifySelf: 'start' }}>
                  {w.discard}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card component="section" data-testid={testId} aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Logs({ logs, online }: { logs: DailyLog[] | null; online: boolean }) {
  return (
    <Section title={w.logs} testId="daily-logs">
      {logs === null ? (
        <Typography color="text.secondary">{online ? '…' : w.logs_offline}</Typography>
      ) : logs.length === 0 ? (
        <Typography color="text.secondary">{w.logs_none}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={w.logs}>
          {logs.map((log) => {
            const crew = [log.crew_count === null ? '' : digits(log.crew_count), log.crew_names].filter(Boolean).join(' · ');
            return (
              <Box component="li" key={log.id} data-log={log.id} sx={{ pb: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{dayLabel(log.day)}</Typography>
                  <Chip size="small" variant="outlined" label={labelIn(weatherKinds, log.weather, locale)} />
                  <Chip size="small" color={log.shared ? 'primary' : 'default'} label={log.shared ? w.shared_chip : w.internal} />
                </Stack>
                <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {log.work_done}
                </Typography>
                {crew && (
                  <Typography variant="caption" color="text.secondary">
                    {fill(w.crew, { crew })}
                  </Typography>
                )}
                {log.delay && (
                  <Typography variant="caption" color="warning.main">
                    {fill(w.delayed, { delay: log.delay, cause: log.delay_cause ? labelIn(delayCauses, log.delay_cause, locale) : '' })}
                  </Typography>
                )}
                <PhotoStrip photos={log.photos} alt={(n) => fill(w.photo, { n: digits(n) })} size="small" />
                {log.written_by && (
                  <Typography variant="caption" color="text.secondary">
                    {fill(w.by, { name: log.written_by })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

export function SitePage({ orderId }: { orderId: number }) {
  const online = useOnline();
  const entries = useOutbox();
  const logs = useLogs(orderId, online);
  const snags = useSnags(orderId, online);
  const [tab, setTab] = useState<'log' | 'progress' | 'snag'>('log');
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    startOutbox();
    document.title = `${w.title} · ${fill(w.order, { id: digits(orderId) })}`;
  }, [orderId]);
  useEffect(() => onAnswered((entry, sent) => sent && setNotice(fill(w.sent, { what: w.kinds[entry.kind] }))), []);
  const saved = () => setNotice(navigator.onLine ? null : w.saved);

  return (
    <DirectionCache dir={dir}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppBar position="sticky" elevation={0}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton color="inherit" edge="start" href={`${basename}/orders/${orderId}/show`} aria-label={w.back}>
              <ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h1" variant="h6" sx={{ lineHeight: 1.2 }}>
                {w.title}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.85 }}>
                {fill(w.order, { id: digits(orderId) })}
              </Typography>
            </Box>
            <Chip
              size="small"
              icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
              label={online ? w.online : w.offline.split(':')[0]}
              sx={{ bgcolor: online ? 'rgba(255,255,255,0.18)' : '#b3261e', color: 'inherit', '& .MuiChip-icon': { color: 'inherit' } }}
            />
          </Toolbar>
        </AppBar>
        <Container maxWidth="sm" sx={{ py: 2, display: 'grid', gap: 2 }} component="main">
          {!online && <Alert severity="warning">{w.offline}</Alert>}
          {notice && (
            <Alert severity={online ? 'success' : 'info'} onClose={() => setNotice(null)} role="status">
              {notice}
            </Alert>
          )}
          <Card variant="outlined">
            <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
              <Tab value="log" label={w.tabs.log} />
              <Tab value="progress" label={w.tabs.progress} />
              <Tab value="snag" label={w.tabs.snag} />
            </Tabs>
            <CardContent>
              {tab === 'log' ? (
                <DailyLogForm orderId={orderId} onSaved={saved} />
              ) : tab === 'progress' ? (
                <ProgressForm orderId={orderId} onSaved={saved} />
              ) : (
                <SnagFixForm orderId={orderId} snags={snags} entries={entries ?? []} online={online} onSaved={saved} />
              )}
            </CardContent>
          </Card>
          {entries && <Queue entries={entries} />}
          <Logs logs={logs} online={online} />
          {entries?.some((entry) => entry.state === 'waiting') && online && <Button onClick={() => void sendOutbox()}>{w.retry_now}</Button>}
        </Container>
      </ThemeProvider>
    </DirectionCache>
  );
}
