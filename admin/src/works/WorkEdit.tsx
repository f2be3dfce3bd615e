import { Edit, useRedirect } from 'react-admin';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from '@fitout/shared';
import { reason, useNotices } from '../notices/useNotices.ts';
import { WorkForm } from './WorkForm.tsx';
import { EditActions } from '../toolbars/EditActions.tsx';
import { EditToolbar } from '../toolbars/EditToolbar.tsx';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { WorkDeleteButton } from './WorkDeleteButton.tsx';

const toolbar = (
  <EditToolbar saveLabel="Save Changes" beside={<LinkButton to="/works" label="Cancel" icon={<CloseIcon />} variant="outlined" size="medium" />}>
    <WorkDeleteButton />
  </EditToolbar>
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
          notices.success(messages.workUpdated);
          redirect('list', 'works');
        },
        // SPEC.md section 8 shows no message here; the console says what went wrong (docs/decisions.md).
        onError: (error) => notices.error(messages.genericError(reason(error))),
      }}
    >
      <WorkForm requiredMessage={messages.workFieldsRequired} imagesRequired={false} toolbar={toolbar} />
    </Edit>
  );
}
