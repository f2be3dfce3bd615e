import { ShowBase, Title, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useFormats } from '../i18n/format.ts';
import { BackButton } from '../buttons/BackButton.tsx';
import { WorkDeleteButton } from './WorkDeleteButton.tsx';
import type { Work } from '@fitout/shared/contract';

/** SPEC.md section 2: a missing image (or one whose URL ends in 'undefined') is not shown. */
const shown = (url: string | null | undefined): url is string => !!url && !url.endsWith('undefined');

function WorkDetails() {
  const work = useRecordContext<Work & { title_ar?: string | null; description_ar?: string | null }>();
  const translate = useTranslate();
  const { date } = useFormats();
  if (!work) return null;
  const extra = [work.image1, work.image2, work.image3, work.image4].filter(shown);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="console.works.page_title" />
      <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {work.title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <BackButton to="/works" label="console.back_to_list" />
          <UpdateButton />
          <WorkDeleteButton />
        </Stack>
      </TopToolbar>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            {shown(work.thumbnail) ? (
              <Box
                component="img"
                src={work.thumbnail}
                alt={work.title}
                sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 2 }}
              />
            ) : null}
            {extra.length ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
                {extra.map((url, i) => (
                  <Box
                    key={url}
                    component="img"
                    src={url}
                    alt={translate('console.works.image_alt', { title: work.title, n: i + 1 })}
                    sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                  />
                ))}
              </Box>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {work.date ? date(work.date) : null}
            </Typography>
            <Typography variant="body1" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {work.description}
            </Typography>
            {work.title_ar ? (
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate('resources.works.fields.title_ar')}
                </Typography>
                <Typography variant="h6" component="p" dir="rtl" lang="ar">
                  {work.title_ar}
                </Typography>
              </Box>
            ) : null}
            {work.description_ar ? (
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate('resources.works.fields.description_ar')}
                </Typography>
                <Typography variant="body1" dir="rtl" lang="ar" sx={{ whiteSpace: 'pre-line' }}>
                  {work.description_ar}
                </Typography>
              </Box>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export default function WorkShow() {
  return (
    <ShowBase>
      <WorkDetails />
    </ShowBase>
  );
}
