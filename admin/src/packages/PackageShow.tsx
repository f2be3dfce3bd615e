import { ReferenceManyField, ShowBase, Title, TopToolbar, useRecordContext, WithListContext, RecordContextProvider } from 'react-admin';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { Box, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { formatEgp } from '@fitout/shared';
import { RecordImage } from '../images/RecordImage.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { AddComponentForm } from './AddComponentForm.tsx';
import { ComponentItem } from './ComponentItem.tsx';
import { PackageDeleteButton } from './PackageDeleteButton.tsx';
import { PublicPageButton } from './PublicPageButton.tsx';
import type { PackageRecord as Package } from '@fitout/shared/contract';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Components() {
  return (
    <ReferenceManyField reference="components" target="post_id" sort={{ field: 'id', order: 'ASC' }} perPage={100}>
      <WithListContext
        render={({ data, isPending }) =>
          isPending ? (
            <Skeleton variant="rounded" height={80} />
          ) : data?.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.map((component) => (
                <RecordContextProvider key={component.id} value={component}>
                  <ComponentItem />
                </RecordContextProvider>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">There are no components to display.</Typography>
          )
        }
      />
    </ReferenceManyField>
  );
}

function PackageComponentPage() {
  const record = useRecordContext<Package>();
  if (!record) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={record.title} />
      <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          Package Component
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <BackButton to="/packages" label="Back to List" />
          <PublicPageButton />
          <UpdateButton />
          <PackageDeleteButton />
        </Stack>
      </TopToolbar>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <RecordImage source="image" alt={record.title} fallback height={260} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }}>
                  <Fact label="Service">{record.category?.title ?? '—'}</Fact>
                  <Fact label="Title">{record.title}</Fact>
                  <Fact label="Price per unit">
                    <Chip color="primary" variant="outlined" label={formatEgp(record.price_per_unit)} />
                  </Fact>
                </Stack>
                {record.description ? <Fact label="Description">{record.description}</Fact> : null}
              </Stack>
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Components
              </Typography>
              <Components />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <AddComponentForm />
        </Grid>
      </Grid>
    </Box>
  );
}

/** SPEC.md section 2, 'Package Component': the package, its components, and the form to add one. */
export default function PackageShow() {
  return (
    <ShowBase>
      <PackageComponentPage />
    </ShowBase>
  );
}
