// A panel of the Site visits page: a card named by its heading, with what it is for in a line under the heading.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

type Props = {
  /** The heading's id: it names the card (and a form inside it). */
  id: string;
  title: string;
  help?: string;
  /** Beside the heading: a count, the day shown. */
  aside?: ReactNode;
  children: ReactNode;
};

export function VisitsPanel({ id, title, help, aside, children }: Props) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Box sx={{ mb: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2" id={id}>
              {title}
            </Typography>
            {aside}
          </Box>
          {help ? (
            <Typography variant="body2" color="text.secondary">
              {help}
            </Typography>
          ) : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
