import { CreateButton, useResourceContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { messages } from '@fitout/shared';

/** SPEC.md section 2: 'There are no {name} to display.', with a way to add the first one where one can. */
export function EmptyList({ name, create = false }: { name: string; create?: boolean }) {
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }} color="text.secondary">
        {messages.emptyList(name)}
      </Typography>
      {create ? <CreateButton resource={resource} variant="contained" /> : null}
    </Box>
  );
}
