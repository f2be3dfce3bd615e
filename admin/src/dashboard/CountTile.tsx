import type { ComponentType, ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';

type Props = {
  title: string;
  /** The card's name for assistive technology, when it is more than its title (a sentence with the count in it). */
  label?: string;
  icon: ComponentType<{ fontSize?: 'large' }>;
  /** The count as shown; undefined when it could not be read. */
  count: string | undefined;
  pending: boolean;
  testId: string;
  /** The card's buttons. */
  children: ReactNode;
};

/** How every count on the dashboard looks: its icon, its title, the number (a placeholder while it is read) and its buttons. */
export function CountTile({ title, label = title, icon: Icon, count, pending, testId, children }: Props) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1 }}>
        <Box sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1, display: 'flex' }}>
          <Icon fontSize="large" />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" component="h2">
            {title}
          </Typography>
          <Typography variant="h4" component="p" data-testid={testId} sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {pending ? <Skeleton width={40} /> : (count ?? '–')}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>{children}</CardActions>
    </Card>
  );
}
