import { CreateBase, Form, required, SaveButton, TextInput, useRecordContext, useRedirect } from 'react-admin';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { messages } from '@fitout/shared';
import { reason, useNotices } from '../notices/useNotices.ts';

const allRequired = required(messages.componentFieldsRequired);

/** 'Add Component': title and description, both required; then to the package list (SPEC.md section 4). */
export function AddComponentForm() {
  const pkg = useRecordContext<{ id: number }>();
  const notices = useNotices();
  const redirect = useRedirect();
  if (!pkg) return null;
  return (
    <CreateBase
      resource="components"
      record={{ post_id: pkg.id }}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notices.success(messages.componentsPosted);
          redirect('list', 'packages');
        },
        onError: (error) => notices.error(messages.genericError(reason(error))),
      }}
    >
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Add Component
          </Typography>
          <Form>
            <Stack spacing={1}>
              <TextInput source="title" label="Title" validate={allRequired} />
              <TextInput
                source="description"
                label="Description"
                multiline
                minRows={3}
                validate={allRequired}
                helperText="Each sentence shows on its own line."
              />
              <div>
                <SaveButton label="Add Component" icon={<AddIcon />} alwaysEnable />
              </div>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </CreateBase>
  );
}
