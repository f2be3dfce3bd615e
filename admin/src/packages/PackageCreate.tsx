import { Create, useRedirect } from 'react-admin';
import { useNotices } from '../notices/useNotices.ts';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { PackageForm } from './PackageForm.tsx';

export default function PackageCreate() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Create
      title="Create package"
      mutationOptions={{
        onSuccess: () => {
          notices.success('console.notices.package_created');
          redirect('list', 'packages');
        },
        onError: (error) => notices.failure('console.notices.error', error),
      }}
    >
      <PackageForm imageRequired toolbar={<FormToolbar alwaysEnable />} defaultValues={{ post_status: 'Active' }} />
    </Create>
  );
}
