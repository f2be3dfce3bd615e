import { ReferenceManyField, ShowBase, Title, TopToolbar, useRecordContext, useTranslate, WithListContext, RecordContextProvider } from 'react-admin';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { Box, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useFormats } from '../i18n/format.ts';
import { RecordImage } from '../images/RecordImage.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { AddComponentForm } from './AddComponentForm.tsx';
import { ComponentItem } from './ComponentItem.tsx';
import { PackageDeleteButton } from './PackageDeleteButton.tsx';
import { PublicPageButton } from './PublicPageButton.tsx';
import type { PackageRecord as Package } from '@fitout/shared/contract';
import { useInLanguage } from '../i18n/useInLanguage.ts';

function Fact({ label, children, lang }: { label: string; children: React.ReactNode; lang?: 'ar' }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label, { _: label })}
      </Typography>
      <Typography variant="body1" component="p" lang={lang} dir={lang ? 'rtl' : 'auto'} sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Components() {
  const translate = useTranslate();
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
            <Typography color="text.secondary">{translate('console.packages.no_components')}</Typography>
          )
        }
      />
    </ReferenceManyField>
  );
}

function PackageComponentPage() {
  const record = useRecordContext<Package & { title_ar?: string | null; description_ar?: string | null }>();
  const translate = useTranslate();
  const { price } = useFormats();
  const inLanguage = useInLanguage();
  if (!record) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={inLanguage(record.title, record.title_ar)} />
      <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {translate('console.packages.component_page')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <BackButton to="/packages" label="console.back_to_list" />
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
                  <Fact label="resources.packages.fields.service">
                    {record.category ? inLanguage(record.category.title, record.category.title_ar) : '—'}
                  </Fact>
                  <Fact label="resources.packages.fields.title">{record.title}</Fact>
                  <Fact label="resources.packages.fields.price">
                    <Chip color="primary" variant="outlined" label={price(record.price_per_unit)} />
                  </Fact>
                </Stack>
                {record.description ? <Fact label="resources.packages.fields.description">{record.description}</Fact> : null}
                {record.title_ar ? (
                  <Fact label="resources.packages.fields.title_ar" lang="ar">
                    {record.title_ar}
                  </Fact>
                ) : null}
                {record.description_ar ? (
                  <Fact label="resources.packages.fields.description_ar" lang="ar">
                    {record.description_ar}
                  </Fact>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('console.packages.components')}
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
