import { useRecordContext, useTranslate } from 'react-admin';

export function PackageTitle({ prefix }: { prefix: string }) {
  const record = useRecordContext<{ title: string }>();
  const label = useTranslate()(prefix, { _: prefix });
  return <span>{record ? `${label}: ${record.title}` : label}</span>;
}
