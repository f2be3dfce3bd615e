import type { ReactNode } from 'react';
import { Table, TableBody, Typography, type TypographyProps } from '@mui/material';

/** A small table under its own heading, which also names it for screen readers (the schedule, the payments received). */
export function TitledTable({
  title,
  heading,
  sx,
  children,
}: {
  title: string;
  heading: 'h3' | 'h4';
  sx?: TypographyProps['sx'];
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="subtitle2" component={heading} sx={sx}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableBody>{children}</TableBody>
      </Table>
    </>
  );
}
