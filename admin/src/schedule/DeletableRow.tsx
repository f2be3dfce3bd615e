// One row of the schedule page's lists (the templates, the company holidays): what it is, a line about it, its
// buttons, and Delete last, named after the row for a screen reader.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';

export function DeletableRow({
  title,
  caption,
  name,
  onDelete,
  children,
  ...data
}: {
  title: ReactNode;
  caption: ReactNode;
  /** What the row holds, in the console's language: Delete's accessible name says it. */
  name: string;
  onDelete: () => void;
  /** Buttons before Delete. */
  children?: ReactNode;
} & Record<`data-${string}`, string | number>) {
  const translate = useTranslate();
  const label = translate('console.schedule.delete_template');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }} {...data}>
      <Box sx={{ flex: 1 }}>
        <Typography>{title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </Box>
      {children}
      <Button color="error" aria-label={`${label}: ${name}`} onClick={onDelete}>
        {label}
      </Button>
    </Stack>
  );
}
