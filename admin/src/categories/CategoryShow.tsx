import { Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { Category } from '@fitout/shared/contract';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { Box, Stack, Typography } from '@mui/material';
import { RecordImage } from '../images/RecordImage.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { CategoryDeleteButton } from './CategoryDeleteButton.tsx';
import { CategoryTitle } from './CategoryTitle.tsx';

function CategoryDetails() {
  const record = useRecordContext<Category & { title_ar?: string | null; details_ar?: string | null }>();
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
        <Labeled label="resources.categories.fields.slug">
          <TextField source="slug" />
        </Labeled>
        <Labeled label="resources.categories.fields.details">
          <TextField source="details" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
        {record.title_ar ? (
          <Labeled label="resources.categories.fields.title_ar">
            <Typography dir="rtl" lang="ar">
              {record.title_ar}
            </Typography>
          </Labeled>
        ) : null}
        {record.details_ar ? (
          <Labeled label="resources.categories.fields.details_ar">
            <Typography dir="rtl" lang="ar" sx={{ whiteSpace: 'pre-line' }}>
              {record.details_ar}
            </Typography>
          </Labeled>
        ) : null}
      </Stack>
    </Stack>
  );
}

export default function CategoryShow() {
  return (
    <Show
      title={<CategoryTitle prefix="console.categories.one" />}
      actions={
        <TopToolbar>
          <BackButton to="/categories" label="console.back_to_list" />
          <UpdateButton />
          <CategoryDeleteButton />
        </TopToolbar>
      }
    >
      <CategoryDetails />
    </Show>
  );
}
