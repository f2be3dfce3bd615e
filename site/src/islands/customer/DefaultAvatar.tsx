// The default avatar of a profile without a picture: a neutral figure in the site's colours.
import { useAreaLang } from './lang.ts';

export default function DefaultAvatar({ size = 144 }: { size?: number }) {
  const { t } = useAreaLang();
  return (
    <svg className="avatar avatar--default" width={size} height={size} viewBox="0 0 144 144" role="img" aria-label={t.defaultAvatar}>
      <circle cx="72" cy="72" r="72" fill="var(--accent-soft)" />
      <circle cx="72" cy="58" r="24" fill="var(--accent)" opacity="0.85" />
      <path d="M28 124c6-24 24-36 44-36s38 12 44 36a72 72 0 0 1-88 0z" fill="var(--accent)" opacity="0.85" />
    </svg>
  );
}
