// Writing to the customer (issue 25): the text, up to 5 photos or PDFs listed with a way to remove each, and Send,
// which posts them as multipart. What the API would refuse (too many, too large, the wrong type, nothing at all) is
// said before sending, in its words; whatever it refuses is shown in its words too, in Arabic when the console is.
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, LinearProgress, TextField, Typography, useTheme } from '@mui/material';
import AttachIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH } from '@fitout/shared';
import { type RefusalCode, refusalText } from '@fitout/shared/refusals';
import type { Message } from '@fitout/shared/contract';
import { useUploadProgress } from '../dataProvider/uploadProgress.ts';
import { ChosenFiles, useChosenFiles } from './ChosenFiles.tsx';
import { postMessage } from './threadApi.ts';

/** What a message may carry, as the file input offers it. */
export const ATTACHABLE = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** The API's limit for each uploaded file. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The attach button is the file input's label (Material UI's recipe): no button role and out of the tab order, so
 * that the input inside it, focused and named by it, is the one control.
 */
const plainLabel = { role: undefined, tabIndex: -1 };

/** What the API would answer to these files (its refusal's code), or null. */
function refusalOf(files: File[]): RefusalCode | null {
  if (files.length > MAX_MESSAGE_FILES) return 'thread.too_many_files';
  // A file the browser cannot type is left to the API, which reads its bytes.
  if (files.some((file) => file.type && !ATTACHABLE.includes(file.type))) return 'thread.not_attachable';
  if (files.some((file) => file.size > MAX_FILE_BYTES)) return 'request.file_too_large';
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_MESSAGE_BYTES) return 'thread.too_large';
  return null;
}

/** A screen reader reads it, the eye does not see it; it still takes focus, which its label then shows. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function MessageComposer({ orderId, onSent }: { orderId: number; onSent: (message: Message) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const progress = useUploadProgress();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.messages.${key}`, args);
  const [text, setText] = useState('');
  const { chosen, files, add, remove, clear } = useChosenFiles();
  const [locale] = useLocaleState();
  const [refusal, setRefused] = useState<string | null>(null);
  /** A refusal said before sending, by its code, in the console's language. */
  const setRefusal = (code: RefusalCode | null) => setRefused(code && (refusalText(code, locale === 'ar' ? 'ar' : 'en') ?? null));
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const refusalId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = add([...(event.target.files ?? [])]);
    // The same file can be chosen again after it is removed.
    event.target.value = '';
    setRefusal(refusalOf(next));
  };

  async function send() {
    if (busy) return;
    const refused = !text.trim() && !files.length ? 'thread.empty' : refusalOf(files);
    if (refused) {
      setRefusal(refused);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const message = await postMessage(orderId, text, files);
      clear();
      setText('');
      onSent(message);
      notify('console.messages.sent', { type: 'success' });
    } catch (failure) {
      setRefused((failure as Error).message || 'ra.notification.http_error');
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const shownRefusal = refusal ? (refusal.startsWith('ra.') ? translate(refusal) : refusal) : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void send())}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}
    >
      <TextField
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        label={w('write')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        helperText={w('write_hint')}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: MAX_MESSAGE_LENGTH } }}
      />
      <ChosenFiles
        chosen={chosen}
        label={w('chosen')}
        removeLabel={(file) => w('remove_file', { name: file.name })}
        onRemove={(item) => setRefusal(refusalOf(remove(item)))}
        disabled={busy}
      />
      {shownRefusal ? (
        <Alert severity="error" id={refusalId}>
          {shownRefusal}
        </Alert>
      ) : null}
      {busy && chosen.length && progress !== null ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={w('sending')} />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          component="label"
          {...plainLabel}
          variant="outlined"
          startIcon={<AttachIcon />}
          disabled={busy}
          sx={{ '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }}
        >
          {w('attach')}
          <Box
            component="input"
            type="file"
            multiple
            accept={ATTACHABLE.join(',')}
            onChange={choose}
            disabled={busy}
            aria-describedby={hintId}
            sx={visuallyHidden}
          />
        </Button>
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flex: '1 1 220px' }}>
          {w('attach_hint')}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          aria-describedby={shownRefusal ? refusalId : undefined}
          endIcon={
            busy ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <SendIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
            )
          }
          sx={{ ml: 'auto', minWidth: 112 }}
        >
          {w('send')}
        </Button>
      </Box>
    </Box>
  );
}
