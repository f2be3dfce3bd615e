import { useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import placeholder from './package-placeholder.svg';

type Props = { source: string; alt?: string; fallback?: boolean; height?: number };

/** A record's image at a readable size; with `fallback`, a neutral picture stands in for a missing one. */
export function RecordImage({ source, alt = '', fallback = false, height = 240 }: Props) {
  const record = useRecordContext();
  const url = typeof record?.[source] === 'string' && record[source] ? (record[source] as string) : null;
  if (!url && !fallback) return null;
  return (
    <Box
      component="img"
      src={url ?? placeholder}
      alt={alt}
      onError={fallback ? (event: React.SyntheticEvent<HTMLImageElement>) => (event.currentTarget.src = placeholder) : undefined}
      sx={{ display: 'block', width: '100%', maxWidth: 560, height, objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' }}
    />
  );
}
