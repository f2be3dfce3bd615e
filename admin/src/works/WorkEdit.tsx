import { Edit, useRedirect } from 'react-admin';
import CloseIcon from '@mui/icons-material/Close';
import { useNotices } from '../notices/useNotices.ts';
import { WorkForm } from './WorkForm.tsx';
import { EditActions } from '../toolbars/EditActions.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { WorkDeleteButton } from './WorkDeleteButton.tsx';

const toolbar = (
  <FormToolbar
    saveLabel="console.actions.save_changes"
    beside={<LinkButton to="/works" label="console.actions.cancel" icon={<CloseIcon />} variant="outlined" size="medium" />}
  >
    <WorkDeleteButton />
  </FormToolbar>
);

/** 'Update Work': the same fields, title required, with Save Changes and Cancel. */
export default function WorkEdit() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Edit
      title="Update Work"
      mutationMode="pessimistic"
      actions={<EditActions list="/works" />}
      mutationOptions={{
        onSuccess: () => {
          notices.success('console.notices.work_updated');
          redirect('list', 'works');
        },
        // SPEC.md section 8 shows no message here; the console says what went wrong (docs/decisions.md).
        onError: (error) => notices.failure('console.notices.error', error),
      }}
    >
      <WorkForm requiredMessage="console.notices.work_fields_required" imagesRequired={false} toolbar={toolbar} />
    </Edit>
  );
}
