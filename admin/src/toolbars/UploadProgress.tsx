import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUploadProgress } from '../dataProvider/uploadProgress.ts';

/** "Uploading images… 42%" with a bar, while a form's images are on their way (nothing otherwise). */
export function UploadProgress() {
  const sent = useUploadProgress();
  const translate = useTranslate();
  if (sent === null) return null;
  const percent = Math.round(sent * 100);
  const label = translate('console.image.uploading');
  return (
    <Box sx={{ flex: '1 1 12rem', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ flex: 1, height: 6, borderRadius: 3 }} />
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('console.image.uploaded_percent', { label, percent })}
      </Typography>
    </Box>
  );
}
