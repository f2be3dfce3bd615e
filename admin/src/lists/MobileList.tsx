import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { Avatar, Box, Skeleton, Stack, Typography } from '@mui/material';

type Props<T extends RaRecord> = {
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  image?: (record: T) => string | null | undefined;
  /** Buttons of one row, rendered inside the row's record context. */
  actions: ReactNode;
};

/** A list as stacked rows with their buttons underneath, for phone widths where a table's columns do not fit. */
export function MobileList<T extends RaRecord>({ primary, secondary, image, actions }: Props<T>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data?.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ px: 1.5, pt: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              {image ? <Avatar variant="rounded" src={image(record) ?? undefined} alt="" sx={{ width: 48, height: 48 }} /> : null}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
                  {primary(record)}
                </Typography>
                {secondary ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {secondary(record)}
                  </Typography>
                ) : null}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', ml: -0.75, mt: 0.5, '& .MuiButton-root': { minWidth: 0, px: 0.75 } }}>{actions}</Box>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
