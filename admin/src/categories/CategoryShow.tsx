import { Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { Box, Stack, Typography } from '@mui/material';
import { RecordImage } from '../images/RecordImage.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { CategoryDeleteButton } from './CategoryDeleteButton.tsx';
import { CategoryTitle } from './CategoryTitle.tsx';

function CategoryDetails() {
  const record = useRecordContext<{ title: string; details: string }>();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ flex: '0 0 auto', width: { xs: '100%', md: 420 } }}>
        <RecordImage source="image" alt={record.title} fallback />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2">
          {record.title}
        </Typography>
        <Labeled label="Slug">
          <TextField source="slug" />
        </Labeled>
        <Labeled label="Details">
          <TextField source="details" sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
      </Stack>
    </Stack>
  );
}

export default function CategoryShow() {
  return (
    <Show
      title={<CategoryTitle prefix="Category" />}
      actions={
        <TopToolbar>
          <BackButton to="/categories" label="Back to List" />
          <UpdateButton />
          <CategoryDeleteButton />
        </TopToolbar>
      }
    >
      <CategoryDetails />
    </Show>
  );
}
