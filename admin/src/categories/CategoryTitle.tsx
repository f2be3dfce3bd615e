import { useRecordContext } from 'react-admin';

export function CategoryTitle({ prefix }: { prefix: string }) {
  const record = useRecordContext<{ title: string }>();
  return <span>{record ? `${prefix}: ${record.title}` : prefix}</span>;
}
