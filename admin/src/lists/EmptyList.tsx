import { CreateButton, useResourceContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';

/** The lists' empty states (console.empty.*): 'There are no {name} to display.' of SPEC.md section 2. */
export type EmptyName = 'categories' | 'packages' | 'works' | 'orders' | 'messages';

/** SPEC.md section 2: 'There are no {name} to display.', with a way to add the first one where one can. */
export function EmptyList({ name, create = false }: { name: EmptyName; create?: boolean }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }} color="text.secondary">
        {translate(`console.empty.${name}`)}
      </Typography>
      {create ? <CreateButton resource={resource} variant="contained" /> : null}
    </Box>
  );
}
