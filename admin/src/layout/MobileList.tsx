import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { Avatar, Box, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';

type Props<T extends RaRecord> = {
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  image?: (record: T) => string | null | undefined;
  /** Buttons of one row, rendered inside the row's record context. */
  actions: ReactNode;
};

/** A list as cards with their buttons, for phone widths where a table's columns do not fit. */
export function MobileList<T extends RaRecord>({ primary, secondary, image, actions }: Props<T>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ p: 1 }} component="ul" style={{ listStyle: 'none', margin: 0 }}>
      {data?.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li">
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', pb: 0 }}>
              {image ? (
                <Avatar variant="rounded" src={image(record) ?? undefined} alt="" sx={{ width: 48, height: 48 }} />
              ) : null}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {primary(record)}
                </Typography>
                {secondary ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {secondary(record)}
                  </Typography>
                ) : null}
              </Box>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>{actions}</CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
