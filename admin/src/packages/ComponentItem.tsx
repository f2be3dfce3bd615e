import { useRecordContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { sentences } from '@fitout/shared';
import { ComponentDeleteButton } from '../package-components/ComponentDeleteButton.tsx';
import type { Component } from '@fitout/shared/contract';

/** One component: its title, and its description one sentence per line (SPEC.md section 2). */
export function ComponentItem() {
  const record = useRecordContext<Component>();
  if (!record) return null;
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {record.title}
        </Typography>
        {sentences(record.description ?? '').map((line, i) => (
          <Typography key={i} variant="body2" color="text.secondary" component="p" dir="auto">
            {line}
          </Typography>
        ))}
      </Box>
      <ComponentDeleteButton />
    </Box>
  );
}
