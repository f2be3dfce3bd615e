import { Create, useRedirect } from 'react-admin';
import { messages } from '@fitout/shared';
import { reason, useNotices } from '../notices/useNotices.ts';
import { PackageForm } from './PackageForm.tsx';

export default function PackageCreate() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Create
      title="Create package"
      mutationOptions={{
        onSuccess: () => {
          notices.success(messages.packageCreated);
          redirect('list', 'packages');
        },
        onError: (error) => notices.error(messages.genericError(reason(error))),
      }}
    >
      <PackageForm imageRequired defaultValues={{ post_status: 'Active' }} />
    </Create>
  );
}
