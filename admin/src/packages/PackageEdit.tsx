import { Edit, useRedirect } from 'react-admin';
import { useNotices } from '../notices/useNotices.ts';
import { PackageForm } from './PackageForm.tsx';
import { PackageTitle } from './PackageTitle.tsx';
import { PackageDeleteButton } from './PackageDeleteButton.tsx';
import { EditActions } from '../toolbars/EditActions.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';

export default function PackageEdit() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Edit
      title={<PackageTitle prefix="console.packages.update" />}
      mutationMode="pessimistic"
      actions={<EditActions list="/packages" />}
      mutationOptions={{
        onSuccess: () => {
          notices.success('console.notices.package_updated');
          redirect('list', 'packages');
        },
        // SPEC.md section 8 shows no message here; the console says what went wrong (docs/decisions.md).
        onError: (error) => notices.failure('console.notices.error', error),
      }}
    >
      <PackageForm
        imageRequired={false}
        toolbar={
          <FormToolbar>
            <PackageDeleteButton />
          </FormToolbar>
        }
      />
    </Edit>
  );
}
