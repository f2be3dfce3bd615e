import { CreateBase, Form, required, SaveButton, TextInput, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotices } from '../notices/useNotices.ts';
import { ownDirection } from '../i18n/format.ts';

const allRequired = required('console.notices.component_fields_required');
const arabic = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;

/** 'Add Component': title and description, both required, and their Arabic (optional); then to the package list (SPEC.md section 4). */
export function AddComponentForm() {
  const pkg = useRecordContext<{ id: number }>();
  const notices = useNotices();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!pkg) return null;
  return (
    <CreateBase
      resource="components"
      record={{ post_id: pkg.id }}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notices.success('console.notices.components_posted');
          redirect('list', 'packages');
        },
        onError: (error) => notices.failure('console.notices.error', error),
      }}
    >
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('console.packages.add_component')}
          </Typography>
          <Form>
            <Stack spacing={1}>
              <TextInput source="title" slotProps={ownDirection} label="resources.packages.fields.title" validate={allRequired} />
              <TextInput
                source="description"
                slotProps={ownDirection}
                label="resources.packages.fields.description"
                multiline
                minRows={3}
                validate={allRequired}
                helperText="console.packages.component_help"
              />
              {/* The Arabic package page shows these (issue 37); left empty, it shows the English marked as English. */}
              <TextInput source="title_ar" slotProps={arabic} label="resources.packages.fields.title_ar" />
              <TextInput source="description_ar" slotProps={arabic} label="resources.packages.fields.description_ar" multiline minRows={3} />
              <div>
                <SaveButton label="console.packages.add_component" icon={<AddIcon />} alwaysEnable />
              </div>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </CreateBase>
  );
}
