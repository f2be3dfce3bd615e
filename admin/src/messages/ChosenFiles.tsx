// Files chosen in a form and not sent yet, each with its preview (an image's; a PDF's icon), its name and size, and a
// button that removes it: the message composer's attachments and the progress form's photos.
import { useEffect, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Box, IconButton, type SxProps, type Theme, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { formatSize } from './MessageItem.tsx';

export type Chosen = { key: string; file: File; preview: string | null };

/**
 * The files a form has chosen, with their previews. `add` (which keeps the first `limit` files) and `remove` return the
 * files then chosen. The previews' object URLs are let go with their files, and all of them when the form goes.
 */
export function useChosenFiles() {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);
  const release = (items: Chosen[]) => {
    for (const item of items) {
      if (!item.preview) continue;
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
  };
  const add = (files: File[], limit = Number.POSITIVE_INFINITY) => {
    const added = files.slice(0, Math.max(limit - chosen.length, 0)).map((file) => {
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      return { key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`, file, preview };
    });
    const next = [...chosen, ...added];
    setChosen(next);
    return next.map((item) => item.file);
  };
  const remove = (item: Chosen) => {
    release([item]);
    const next = chosen.filter((other) => other !== item);
    setChosen(next);
    return next.map((other) => other.file);
  };
  const clear = () => {
    release(chosen);
    setChosen([]);
  };
  return { chosen, files: chosen.map((item) => item.file), add, remove, clear };
}

type Props = {
  chosen: Chosen[];
  /** The list's name. */
  label: string;
  /** Each remove button's name. */
  removeLabel: (file: File) => string;
  onRemove: (item: Chosen) => void;
  disabled: boolean;
  sx?: SxProps<Theme>;
};

export function ChosenFiles({ chosen, label, removeLabel, onRemove, disabled, sx }: Props) {
  const [locale] = useLocaleState();
  if (!chosen.length) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {chosen.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            maxWidth: '100%',
            py: 0.5,
            pl: 0.5,
            pr: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: '10px',
            bgcolor: 'background.default',
          }}
        >
          {item.preview ? (
            <Box component="img" src={item.preview} alt="" sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: '6px', flex: 'none' }} />
          ) : (
            <Box sx={{ width: 40, height: 40, display: 'grid', placeItems: 'center', flex: 'none', color: 'text.secondary' }}>
              <PdfIcon aria-hidden />
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              <bdi>{item.file.name}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatSize(locale, item.file.size)}
            </Typography>
          </Box>
          <IconButton size="small" onClick={() => onRemove(item)} aria-label={removeLabel(item.file)} disabled={disabled}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
